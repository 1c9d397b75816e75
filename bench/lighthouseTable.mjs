// One table of Lighthouse runs (bench/lighthouse.sh): each route's median over its rounds, the
// lowest single performance score, the audits that held a route's score down in any run, and how
// fast Lighthouse found the machine: its CPU benchmark index (Lighthouse's mobile preset slows the
// page's processor four times and assumes a host of about 1,000 or more; below that it warns that
// the score suffers), so a table is read with the machine it was measured on.
// Usage: node bench/lighthouseTable.mjs <folder> <route names…>
import { readdirSync, readFileSync } from 'node:fs'

const [folder, ...names] = process.argv.slice(2)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100)
const metric = (report, id) => report.audits[id]?.numericValue ?? Number.NaN

const rows = []
const weak = new Set()
let lowest = { value: 101, route: '' }
const benchmarkIndexes = []
let slowHostWarnings = 0
for (const name of names) {
  const runs = readdirSync(folder)
    .filter((file) => file.startsWith(`${name}.`) && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')))
  if (runs.length === 0) {
    rows.push([name, 'no run'])
    continue
  }
  for (const run of runs) {
    benchmarkIndexes.push(run.environment.benchmarkIndex)
    if (run.runWarnings.some((warning) => warning.includes('slower CPU'))) slowHostWarnings += 1
    const performance = score(run, 'performance')
    if (performance < lowest.value) lowest = { value: performance, route: name }
    for (const audit of Object.values(run.audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
        weak.add(`${name}: ${audit.id}`)
      }
    }
  }
  const of = (read) => median(runs.map(read))
  rows.push([
    name,
    String(runs.length),
    String(of((run) => score(run, 'performance'))),
    String(of((run) => score(run, 'accessibility'))),
    String(of((run) => score(run, 'best-practices'))),
    String(of((run) => score(run, 'seo'))),
    `${(of((run) => metric(run, 'largest-contentful-paint')) / 1000).toFixed(2)} s`,
    of((run) => metric(run, 'cumulative-layout-shift')).toFixed(3),
    `${Math.round(of((run) => metric(run, 'total-blocking-time')))} ms`,
  ])
}
const header = ['route', 'runs', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
console.log(`\nlowest single performance score: ${String(lowest.value)} (${lowest.route})`)
if (benchmarkIndexes.length > 0) {
  const low = Math.min(...benchmarkIndexes)
  const high = Math.max(...benchmarkIndexes)
  console.log(
    `machine: CPU benchmark index median ${String(Math.round(median(benchmarkIndexes)))} ` +
      `(${String(Math.round(low))}–${String(Math.round(high))}); ` +
      `${String(slowHostWarnings)} of ${String(benchmarkIndexes.length)} runs warned of a slower CPU than Lighthouse expects`,
  )
}
if (weak.size > 0) console.log(`audits below 0.9 in some run:\n  ${[...weak].join('\n  ')}`)
