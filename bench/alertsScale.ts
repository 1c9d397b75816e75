// Alerts at scale (issue 22): one alert run over 10,000 saved searches of generated customers
// against 100,000 listings, its total time and peak memory (target < 60 s, < 300 MB), and how
// both grow with the number of searches (BENCH_ALERT_SEARCHES, default 2500,5000,10000).
//
// Run with `npx tsx bench/alertsScale.ts` under the e2e lock, or as part of `npm run bench`. It
// starts the realty service over the benches' generated dataset (BENCH_LISTINGS, default
// 100,000, kept in server/data/bench-N) with a service key, so the job reads listings as a
// signed-in customer; applies BENCH_ALERT_FEED_EVENTS feed events (default 1,000: what a day of
// the feed's default pace would bring to a daily search) after the searches' cursors; then runs
// each size in a process of its own (bench/alertsScaleRun.ts), so each peak is that run's.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { peakRssMb, tickFeed } from './alertBench'
import { startService } from './service'

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000)
const SIZES = (process.env.BENCH_ALERT_SEARCHES ?? '2500,5000,10000').split(',').map(Number)
const FEED_EVENTS = Number(process.env.BENCH_ALERT_FEED_EVENTS ?? 1000)
const PORT = 8798

export interface ScaleRow {
  readonly searches: number
  readonly changed: number
  readonly mails: number
  readonly composed: number
  readonly decideS: number
  readonly composeS: number
  readonly totalS: number
  readonly cpuS: number
  readonly baselineRssMb: number
  readonly peakRssMb: number
  readonly peakHeapMb: number
  /** The machine's one-minute load average when the run started. */
  readonly load1: number
}

function runOnce(env: Record<string, string>): Promise<ScaleRow> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/alertsScaleRun.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as ScaleRow)
      else reject(new Error(`alert run exited ${String(code)}: ${out}`))
    })
  })
}

export async function benchAlertScale() {
  const key = randomBytes(32).toString('base64url')
  const dataDir = join('server', 'data', `bench-${String(LISTINGS)}`)
  const service = await startService(PORT, dataDir, LISTINGS, undefined, {
    FEED_EVENTS_PER_MINUTE: '0',
    ALERT_INTERVAL_MS: '0',
    REALTY_SERVICE_KEY: key,
  })
  try {
    // The searches' cursors: just before the feed moves, so each run sees exactly those events.
    const since = new Date(Date.now() - 1000).toISOString()
    const applied = await tickFeed(service.baseUrl, key, FEED_EVENTS)
    const rows: ScaleRow[] = []
    for (const searches of SIZES) {
      rows.push(
        await runOnce({
          BENCH_RUN_SEARCHES: String(searches),
          BENCH_RUN_SINCE: since,
          BENCH_RUN_REALTY: service.baseUrl,
          BENCH_RUN_KEY: key,
        }),
      )
    }
    return {
      listings: LISTINGS,
      feedEvents: applied,
      rows,
      realtyPeakRssMb: peakRssMb(service.pid),
    }
  } finally {
    await service.stop()
  }
}

export function printAlertScale(result: Awaited<ReturnType<typeof benchAlertScale>>) {
  console.log(
    `\nalert run at scale: ${String(result.listings)} listings, ${String(result.feedEvents)} feed events since the cursors (realty service peak ${String(result.realtyPeakRssMb)} MB)`,
  )
  console.table(result.rows)
  console.log('targets for 10,000 searches: total < 60 s, peak memory < 300 MB')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printAlertScale(await benchAlertScale())
}
