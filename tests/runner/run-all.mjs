// `npm test`: lint, typecheck, Vitest (unit, component, server) and Playwright, then one plain
// closing line with the totals of every runner. Every stage runs even if an earlier one failed,
// so one run shows everything that is wrong.
import { findChromium, NO_CHROMIUM } from './chromium.mjs'
import { runE2e } from './run-e2e.mjs'
import { readJson, removeFile, run, vitestCounts } from './steps.mjs'

const VITEST_REPORT = 'coverage/vitest-report.json'

const chromium = await findChromium()
if (!chromium) {
  console.error(NO_CHROMIUM)
  process.exit(1)
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const stages = []
/** What failed, and what passed only on its retry, named at the very end where a log's tail shows it. */
const failures = []
const flaky = []
let stageStart = Date.now()

function record(name, counts) {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped ?? 0
  const minutes = ((Date.now() - stageStart) / 60_000).toFixed(1)
  stages.push(
    `${name}: ${String(counts.passed)} passed, ${String(counts.failed)} failed (${minutes} min)`,
  )
  failures.push(...(counts.failedTests ?? []).map((test) => `${name}: ${test}`))
  flaky.push(...(counts.flakyTests ?? []).map((test) => `${name}: ${test}`))
  stageStart = Date.now()
}

async function check(name, command, args) {
  console.log(`\n▶ ${name}`)
  const code = await run(command, args)
  record(
    name,
    code === 0
      ? { passed: 1, failed: 0 }
      : { passed: 0, failed: 1, failedTests: [`${name} failed`] },
  )
}

await check('lint', 'npm', ['run', 'lint'])
await check('typecheck', 'npm', ['run', 'typecheck'])

console.log('\n▶ vitest (unit, component, server)')
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
record('vitest', vitest)

console.log('\n▶ end-to-end (Playwright)')
record('e2e', await runE2e())

console.log('')
if (flaky.length > 0)
  console.log(`passed only on retry:\n${flaky.map((t) => `  ~ ${t}`).join('\n')}`)
if (failures.length > 0) console.log(`failed:\n${failures.map((t) => `  ✗ ${t}`).join('\n')}`)
for (const line of stages) console.log(`  ${line}`)
console.log(`tests: ${String(totals.passed)} passed, ${String(totals.failed)} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
