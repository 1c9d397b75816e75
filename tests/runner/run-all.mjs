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

function record(name, counts) {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped ?? 0
  stages.push(`${name}: ${String(counts.passed)} passed, ${String(counts.failed)} failed`)
}

async function check(name, command, args) {
  console.log(`\n▶ ${name}`)
  const code = await run(command, args)
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
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
for (const line of stages) console.log(`  ${line}`)
console.log(`tests: ${String(totals.passed)} passed, ${String(totals.failed)} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
