// How fast the screens answer a person, not only how fast they load: each interaction of
// bench/interactionScenarios.ts repeated (BENCH_REPETITIONS, default 5; a typing scenario once per
// character) on a desktop (1280×800, mouse) and a phone (390×844, touch), with the CPU slowed 4×
// and 6× through the DevTools protocol. Each repetition is worth its interaction's latency as INP
// counts it (the longest Event Timing entry of the interaction: input to next paint; the browser
// reports none under 16 ms) and the long animation frames it caused; reported as p50 / p75 /
// worst against INP's targets (p75 ≤ 200 ms at 4×, ≤ 300 ms at 6×). Signed in, so that saving a
// home and the pre-approval can be measured too.
//
// Run alone with `npx tsx bench/interactions.ts`, or as part of `npm run bench` (BENCH_INTERACTIONS=0
// leaves it out). It builds the app into bench/.inp/dist for private ports and starts the local
// service (30,000 listings, kept in server/data/bench-inp) on 8796, the user-pool emulator on
// 9296 and the build on 5196, so it binds none of the e2e lock's ports and needs no lock.
// BENCH_INTERACTIONS_BUILD=0 reuses the last build; BENCH_ONLY_INTERACTION=slider runs the
// scenarios whose name has that text. Writes bench/results/interactions-<time>.{md,json}.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright'
import { detailPath, type DetailPathListing } from '../contract/detailPath'
import {
  markdownTable,
  repetitionFigures,
  summarise,
  type Cell,
  type EventSample,
  type FrameSample,
  type Repetition,
} from './interactionFigures'
import { SCENARIOS, type Scenario, type Stage } from './interactionScenarios'
import { running, startService, type RunningService } from './service'

const SERVICE_PORT = 8796
const WEB_PORT = 5196
const IDP_PORT = 9296
const LISTINGS = 30_000
const OUT = join('bench', '.inp', 'dist')
const IDP_DIR = join('bench', '.inp', 'cognito')
const RESULTS = join('bench', 'results')
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5)
const THROTTLES = [4, 6] as const
const ONLY = process.env.BENCH_ONLY_INTERACTION ?? ''
const PASSWORD = 'Secret#2026'

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const

/**
 * Recorded before the page's own scripts: every Event Timing entry of an interaction and every
 * long animation frame. Plain text, not a function: the bench's TypeScript loader would wrap a
 * function in a naming call the page does not have.
 */
const OBSERVERS = `(() => {
  const events = []
  const frames = []
  window.__benchInteractions = { events, frames }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        events.push({ interactionId: e.interactionId || 0, name: e.name, startTime: e.startTime, duration: e.duration })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        frames.push({ startTime: e.startTime, duration: e.duration, blockingDuration: e.blockingDuration || 0 })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {}
})()`

declare global {
  interface Window {
    __benchInteractions?: { events: EventSample[]; frames: FrameSample[] }
  }
}

function build(): void {
  const service = `http://127.0.0.1:${String(SERVICE_PORT)}`
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      OUT,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_REALTY_API_URL: service,
        VITE_CONTACT_API_URL: service,
        VITE_CUSTOMER_API_URL: service,
        VITE_IMAGE_CDN_URL: `${service}/cdn`,
        VITE_COGNITO_ENDPOINT: `http://127.0.0.1:${String(IDP_PORT)}`,
        VITE_GOOGLE_MAPS_API_KEY: '',
        VITE_MAP_TILE_URL: '',
      },
    },
  )
  if (result.status !== 0) throw new Error('the bench build failed')
}

async function startPreview(): Promise<RunningService> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      OUT,
      '--port',
      String(WEB_PORT),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const baseUrl = `http://localhost:${String(WEB_PORT)}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('vite preview exited while starting')
    try {
      if ((await fetch(`${baseUrl}/real-estate/`)).ok) return running(baseUrl, child)
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('vite preview did not answer in time')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function startUserPool() {
  rmSync(IDP_DIR, { recursive: true, force: true })
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1'
  const { startIdentityProvider } = await import('../server/cognito/idp')
  return startIdentityProvider({ dataDir: IDP_DIR, host: '127.0.0.1', port: IDP_PORT })
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))
}

/** The pending verification code the emulator holds for an address. */
async function codeFor(email: string): Promise<string> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      const pool = JSON.parse(readFileSync(join(IDP_DIR, 'local_homewise.json'), 'utf8')) as {
        Users: Record<
          string,
          { Attributes: { Name: string; Value: string }[]; ConfirmationCode?: string }
        >
      }
      const code = Object.values(pool.Users).find((user) =>
        user.Attributes.some((a) => a.Name === 'email' && a.Value === email),
      )?.ConfirmationCode
      if (code) return code
    } catch {
      // written while read: try again
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no verification code for ${email}`)
}

/** A new customer's signed-in browser state, made through the sign-up screens at full speed. */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const email = `bench.${String(Date.now())}@example.ca`
  await page.goto(
    `${baseUrl}/real-estate/auth/new-account?redirect=%2Freal-estate%2Flist%2Fon%2Ftoronto`,
  )
  await page.getByRole('textbox', { name: 'First name' }).fill('Amira')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.waitForURL(/\/real-estate\/list\/on\/toronto/, { timeout: 60_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

/** A Toronto house for sale with at least eight photos, so the gallery can step seven times. */
async function galleryListing(serviceUrl: string): Promise<string> {
  const response = await fetch(
    `${serviceUrl}/listings?city=Toronto&status=A&type=sale&resultsPerPage=50`,
  )
  const { listings } = (await response.json()) as {
    listings: (DetailPathListing & { images: string[] })[]
  }
  const listing = listings.find((l) => l.images.length >= 8)
  if (!listing) throw new Error('no Toronto listing with eight photos')
  return detailPath(listing).slice(1)
}

const settle = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))))`

async function runScenario(
  context: BrowserContext,
  scenario: Scenario,
  stageOf: Omit<Stage, 'page' | 'cdp' | 'throttle'>,
  throttle: number,
): Promise<Repetition[]> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const stage: Stage = {
    ...stageOf,
    page,
    cdp,
    throttle: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    },
  }
  page.setDefaultTimeout(60_000)
  try {
    await stage.throttle()
    await scenario.open(stage)
    const repetitions: Repetition[] = []
    for (let repetition = 0; repetition < (scenario.repetitions ?? REPETITIONS); repetition += 1) {
      if (scenario.before) await scenario.before(stage, repetition)
      await page.evaluate(settle)
      const since = await page.evaluate(() => performance.now())
      const started = Date.now()
      await scenario.act(stage, repetition)
      const answeredMs = Date.now() - started
      await page.evaluate(settle)
      const recorded = await page.evaluate(() => window.__benchInteractions)
      repetitions.push(
        repetitionFigures(recorded?.events ?? [], recorded?.frames ?? [], since, answeredMs),
      )
    }
    return repetitions
  } finally {
    await page.close()
  }
}

function machineLoad(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${String(cpus().length)} cores`
}

export interface InteractionFigures {
  readonly cells: readonly Cell[]
  readonly loadBefore: string
  readonly loadAfter: string
  readonly markdown: string
}

/** Builds, starts the service, user pool and build on private ports, measures, stops them. */
export async function measureInteractions(): Promise<InteractionFigures> {
  if (process.env.BENCH_INTERACTIONS_BUILD !== '0' || !existsSync(join(OUT, 'index.html'))) build()
  const webOrigin = `http://localhost:${String(WEB_PORT)}`
  const pool = `http://127.0.0.1:${String(IDP_PORT)}/local_homewise`
  const userPool = await startUserPool()
  try {
    const service = await startService(
      SERVICE_PORT,
      join('server', 'data', 'bench-inp'),
      LISTINGS,
      webOrigin,
      { JWT_JWKS_URL: `${pool}/.well-known/jwks.json`, JWT_ISSUER: pool },
    )
    try {
      const preview = await startPreview()
      try {
        const executablePath = chromiumPath()
        const browser = await chromium.launch({
          ...(executablePath ? { executablePath } : {}),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        })
        try {
          const storageState = await signedInState(browser, preview.baseUrl)
          const listingPath = await galleryListing(service.baseUrl)
          const loadBefore = machineLoad()
          const cells: Cell[] = []
          const scenarios = SCENARIOS.filter((scenario) => scenario.name.includes(ONLY))
          // Every interaction at 4× on both devices first, so a cut-short run still has the
          // figures the first target is about.
          for (const throttle of THROTTLES) {
            for (const device of DEVICES) {
              const context = await browser.newContext({
                storageState,
                viewport: device.viewport,
                isMobile: device.phone,
                hasTouch: device.phone,
              })
              await context.addInitScript(OBSERVERS)
              try {
                for (const scenario of scenarios) {
                  const cell = { interaction: scenario.name, device: device.name, throttle }
                  try {
                    const repetitions = await runScenario(
                      context,
                      scenario,
                      { baseUrl: preview.baseUrl, phone: device.phone, listingPath },
                      throttle,
                    )
                    cells.push({ ...cell, summary: summarise(repetitions) })
                  } catch (error) {
                    cells.push({ ...cell, failure: String(error) })
                  }
                  console.log(
                    `${device.name} ${String(throttle)}× ${scenario.name}: ${JSON.stringify(cells.at(-1)?.summary ?? cells.at(-1)?.failure?.split('\n')[0])}`,
                  )
                }
              } finally {
                await context.close()
              }
            }
          }
          const names = DEVICES.map((device) => device.name)
          return {
            cells,
            loadBefore,
            loadAfter: machineLoad(),
            markdown: markdownTable(cells, names, THROTTLES),
          }
        } finally {
          await browser.close()
        }
      } finally {
        await preview.stop()
      }
    } finally {
      await service.stop()
    }
  } finally {
    await new Promise((resolve) => userPool.close(resolve))
  }
}

/** Prints the table and writes it, with every figure, to bench/results/. */
export function printInteractionFigures(figures: InteractionFigures): void {
  const heading =
    'Interaction latency (as INP counts it), p50 / p75 / worst ms over the repetitions; ' +
    '✗: p75 over the target (200 ms at 4×, 300 ms at 6×). 16 = under the 16 ms the browser reports.'
  const text = [
    heading,
    '',
    figures.markdown,
    '',
    `Machine: ${figures.loadBefore} before, ${figures.loadAfter} after.`,
  ].join('\n')
  console.log(`\n${text}`)
  mkdirSync(RESULTS, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  writeFileSync(join(RESULTS, `interactions-${stamp}.md`), `${text}\n`)
  writeFileSync(
    join(RESULTS, `interactions-${stamp}.json`),
    `${JSON.stringify({ ...figures, markdown: undefined }, null, 2)}\n`,
  )
  console.log(`written to ${RESULTS}/interactions-${stamp}.{md,json}`)
}

if (process.argv[1]?.endsWith('interactions.ts')) {
  printInteractionFigures(await measureInteractions())
}
