// `npm run test:e2e`: builds and runs Playwright against `npm run serve`, or with E2E_BASE_URL
// against a deployed build (no local servers, no build).
import { findChromium, NO_CHROMIUM } from './chromium.mjs'
import { playwrightCounts, readJson, removeFile, run } from './steps.mjs'

export const E2E_REPORT = 'e2e/.artifacts/report.json'

const NOTHING_RAN = {
  passed: 0,
  failed: 1,
  skipped: 0,
  skippedTests: [],
  failedTests: [],
  flakyTests: [],
}

/**
 * `built`: whether the caller has already built the app (`npm test` builds beside the lint);
 * left out, the build runs here first.
 */
export async function runE2e({ built } = {}) {
  const chromium = await findChromium()
  if (!chromium) {
    console.error(NO_CHROMIUM)
    return { ...NOTHING_RAN }
  }
  if (!process.env.E2E_BASE_URL) {
    const ready = built ?? (await run('npm', ['run', 'build'])) === 0
    if (!ready) return { ...NOTHING_RAN, failedTests: ['the production build failed'] }
  }
  removeFile(E2E_REPORT)
  const code = await run('node', ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  })
  const counts = playwrightCounts(readJson(E2E_REPORT)) ?? { ...NOTHING_RAN }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  if (counts.skippedTests.length > 0) {
    console.log(`\ne2e skipped ${String(counts.skippedTests.length)}:`)
    for (const line of counts.skippedTests) console.log(`  - ${line}`)
  }
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = await runE2e()
  console.log(`e2e: ${String(counts.passed)} passed, ${String(counts.failed)} failed`)
  process.exit(counts.failed > 0 ? 1 : 0)
}
