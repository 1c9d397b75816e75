// `npm run bench`: measures, never asserts. Prints requests per second and latency percentiles
// for each scenario against the local service in its own process, and the entry bundle size.
import autocannon from 'autocannon'
import { entryJavaScriptBytes } from './entrySize'
import { startService } from './service'

interface Scenario {
  readonly name: string
  readonly path: string
}

const scenarios: Scenario[] = [{ name: 'health check', path: '/health' }]

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

async function measure(baseUrl: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  })
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const service = await startService(8799)
try {
  const rows = []
  for (const scenario of scenarios) rows.push(await measure(service.baseUrl, scenario))
  console.log(
    `\nlocal service, ${String(CONNECTIONS)} connections, ${String(DURATION_SECONDS)} s each`,
  )
  console.table(rows)
} finally {
  await service.stop()
}

const entry = entryJavaScriptBytes()
console.log(
  entry === undefined
    ? 'entry JavaScript: no build found (run `npm run build` first)'
    : `entry JavaScript: ${(entry / 1024).toFixed(1)} kB gzip (budget 180 kB)`,
)
