// `tsx bench/worstCaseCost.ts [dataDir]`: the service time of each worst-case request
// (bench/worstCase.ts), in this process with searches on the request thread (SEARCH_WORKERS=0),
// through the app's own routing, validation and serialisation (Fastify's inject, no socket).
// Counted in CPU time of this process (median of REPEATS), which a shared machine's other load
// inflates far less than wall-clock time. Each repeat asks a new question (a price bound of its
// own), so no answer cache serves it. The data folder defaults to the bench's 100,000 listings.
import { join } from 'node:path'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { WORST_CASES } from './worstCase'

const REPEATS = Number(process.env.REPEATS ?? 5)
const dataDir = process.argv[2] ?? join('server', 'data', 'bench-100000')

const base = loadConfig({ ...process.env, DATA_DIR: dataDir, RATE_LIMITS: 'off' })
const app = await buildApp(
  {
    ...base,
    feed: { ...base.feed, eventsPerMinute: 0 },
    alerts: { ...base.alerts, intervalMs: 0 },
    listings: { ...base.listings, searchWorkers: 0 },
  },
  { log: false },
)
await app.ready()
// The statistics columns build in the background once the service is ready (seconds of CPU at
// 100,000 listings): measured before they finish, their steps would count in this process's CPU.
await new Promise((resolve) => setTimeout(resolve, Number(process.env.SETTLE_MS ?? 10_000)))

let asked = 0
async function cpuMs(path: string): Promise<{ ms: number; status: number }> {
  asked += 1
  const bust = path.startsWith('/listings?') ? `&maxPrice=${String(999_999_999 - asked)}` : ''
  const started = process.cpuUsage()
  const response = await app.inject({ method: 'GET', url: `${path}${bust}` })
  const used = process.cpuUsage(started)
  return { ms: (used.user + used.system) / 1000, status: response.statusCode }
}

const rows = []
for (const { name, path } of WORST_CASES) {
  await cpuMs(path)
  const runs = []
  for (let run = 0; run < REPEATS; run += 1) runs.push(await cpuMs(path))
  const times = runs.map((run) => run.ms).sort((a, b) => a - b)
  rows.push({
    request: name,
    status: runs[0]?.status,
    'median CPU ms': Math.round(times[Math.floor(times.length / 2)] ?? 0),
    'worst CPU ms': Math.round(times.at(-1) ?? 0),
  })
}
console.table(rows)
await app.close()
