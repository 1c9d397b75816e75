import { defineConfig, devices } from '@playwright/test'

/**
 * Runs against the production build and the local service (`npm run serve`, or with
 * E2E_LISTINGS_SOURCE=provider `npm run serve:provider`), or, with
 * E2E_BASE_URL, against any deployed build with no local servers started.
 */
const remoteBaseUrl = process.env.E2E_BASE_URL
/**
 * E2E_LISTINGS_SOURCE=provider serves the realty calls through the provider source over the fake
 * provider (`npm run serve:provider`) instead of the generated dataset.
 */
const serveCommand =
  process.env.E2E_LISTINGS_SOURCE === 'provider' ? 'npm run serve:provider' : 'npm run serve'
const chromium = process.env.CHROMIUM_PATH

const launchOptions = {
  ...(chromium ? { executablePath: chromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: '.',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Deadlines, not waits: a test moves on as soon as its condition holds. They are set for the
  // shared 2-core CI machine running two browsers beside the services, where a screen's first
  // paint, hydration and axe check together take up to about 20 s; at 30 s a correct test failed
  // there whenever another job loaded the machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: './.artifacts/report.json' }],
    ['html', { outputFolder: './.artifacts/html', open: 'never' }],
  ],
  globalSetup: './globalSetup.ts',
  use: {
    baseURL: remoteBaseUrl ?? 'http://localhost:5173',
    // A trace of every test (kept only on failure) and a picture at every test's end cost about a
    // third of the suite's time on a 2-core machine. A failure's retry records its trace, a failure
    // keeps its picture, and `visit` keeps a picture of every screen it opens.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Each test's fresh context would otherwise install the worker and precache the whole build
    // (about 150 files) beside the test. notices.spec.ts allows it where the worker is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions },
    },
  ],
  webServer: remoteBaseUrl
    ? undefined
    : [
        {
          command: serveCommand,
          cwd: '..',
          // The local service logs every request at 'info': two lines a request through three
          // pipes. Warnings and errors still show.
          // The local market holds still, so a test's listings do not change under it; tests that
          // need the market to move drive the feed themselves. The alert job runs every 2 s so the
          // alerts flow sees its e-mail in the local inbox (maildev, started by `npm run serve`)
          // without waiting a minute, and its links lead to the origin the session lives on.
          // The development server (below) is an origin of its own, allowed beside the build's.
          env: {
            LOG_LEVEL: 'warn',
            FEED_EVENTS_PER_MINUTE: '0',
            ALERT_INTERVAL_MS: '2000',
            SITE_URL: 'http://localhost:5173/real-estate',
            CORS_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:5174',
          },
          url: 'http://localhost:5173/real-estate/',
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          // What `npm start` serves the app with (e2e/devServer.spec.ts), beside the services above.
          command: 'node node_modules/vite/bin/vite.js --port 5174 --strictPort',
          cwd: '..',
          url: 'http://localhost:5174/real-estate/',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
})
