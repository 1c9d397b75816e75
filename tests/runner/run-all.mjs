// `npm test`: lint, typecheck, Vitest (unit, component, server) and Playwright, then one plain
// closing line with the totals of every runner. Every stage runs even if an earlier one failed,
// so one run shows everything that is wrong.
import { findChromium, NO_CHROMIUM } from './chromium.mjs'
import { runE2e } from './run-e2e.mjs'
import { readJson, removeFile, run, runHeld, vitestCounts } from './steps.mjs'

const VITEST_REPORT = 'coverage/vitest-report.json'

const chromium = await findChromium()
if (!chromium) {
  console.error(NO_CHROMIUM)
  process.exit(1)
}

const runStart = Date.now()
const minutesSince = (time) => ((Date.now() - time) / 60_000).toFixed(1)

const totals = { passed: 0, failed: 0, skipped: 0 }
const stages = []
/** What failed, and what passed only on its retry, named at the very end where a log's tail shows it. */
const failures = []
const flaky = []

function record(name, counts, startedAt) {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped ?? 0
  stages.push(
    `${name}: ${String(counts.passed)} passed, ${String(counts.failed)} failed (${minutesSince(startedAt)} min)`,
  )
  failures.push(...(counts.failedTests ?? []).map((test) => `${name}: ${test}`))
  flaky.push(...(counts.flakyTests ?? []).map((test) => `${name}: ${test}`))
}

/** A check that passes or fails as a whole, its output printed once it has ended. */
async function check(name, command, args) {
  const startedAt = Date.now()
  const { code, output } = await runHeld(command, args)
  console.log(`\n▶ ${name}\n${output}`)
  record(
    name,
    code === 0
      ? { passed: 1, failed: 0 }
      : { passed: 0, failed: 1, failedTests: [`${name} failed`] },
    startedAt,
  )
  return code === 0
}

// ESLint and the type-checker each keep one core busy: the lint runs beside the type-check and
// then the production build the end-to-end stage needs, which saves minutes on a 2-core machine.
console.log('\n▶ lint, and beside it typecheck then build (each printed when it ends)')
const [, built] = await Promise.all([
  check('lint', 'npm', ['run', 'lint']),
  check('typecheck', 'npm', ['run', 'typecheck']).then(async () => {
    const startedAt = Date.now()
    const { code, output } = await runHeld('npm', ['run', 'build'])
    console.log(`\n▶ build (for the end-to-end stage)\n${output}`)
    stages.push(`build: ${code === 0 ? 'built' : 'failed'} (${minutesSince(startedAt)} min)`)
    return code === 0
  }),
])

console.log('\n▶ vitest (unit, component, server)')
const vitestStart = Date.now()
removeFile(VITEST_REPORT)
const vitestCode = await run('node', [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
])
const vitest = vitestCounts(readJson(VITEST_REPORT)) ?? { passed: 0, failed: 1 }
if (vitestCode !== 0 && vitest.failed === 0) vitest.failed = 1
record('vitest', vitest, vitestStart)

console.log('\n▶ end-to-end (Playwright)')
const e2eStart = Date.now()
record('e2e', await runE2e({ built }), e2eStart)

console.log('')
if (flaky.length > 0)
  console.log(`passed only on retry:\n${flaky.map((t) => `  ~ ${t}`).join('\n')}`)
if (failures.length > 0) console.log(`failed:\n${failures.map((t) => `  ✗ ${t}`).join('\n')}`)
for (const line of stages) console.log(`  ${line}`)
console.log(`npm test: ${minutesSince(runStart)} min`)
console.log(`tests: ${String(totals.passed)} passed, ${String(totals.failed)} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
