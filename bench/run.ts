// `npm run bench`: measures, never asserts. Starts the local service in its own process over a
// generated dataset (BENCH_LISTINGS, default 100,000; kept in server/data/bench-N between runs)
// and prints requests per second and latency percentiles for each scenario, then each byte
// budget of bench/budgets.ts against the build, then the provider source's added latency and cache hit ratio (bench/provider.ts;
// BENCH_PROVIDER=0 leaves them out), then the map screen's browser figures (bench/mapPan.ts: pan
// end to painted pins at zoom 12 and 15, and the map route's JavaScript; BENCH_MAP=0 leaves them
// out), then the interaction latencies at 4× and 6× CPU slowdown on a desktop and a phone
// (bench/interactions.ts; BENCH_INTERACTIONS=0 leaves them out: about forty minutes on a
// loaded host), then the alerts' figures (bench/alertsInstant.ts and bench/alertsScale.ts; BENCH_ALERTS=0
// leaves them out: the instant one takes about four minutes), then the lead e-mails' figures
// (bench/leadMails.ts; BENCH_LEADS=0 leaves them out: about three minutes), then the CRM events' figures
// (bench/crmEvents.ts; BENCH_CRM=0 leaves them out: about sixteen minutes), then /health's p99
// while 20 copies of the costliest guest request and 20 10 MB uploads run, and that request's
// service time (bench/healthUnderLoad.ts; BENCH_HEALTH=0 leaves them out), then the figures of
// several compiled instances over one PostgreSQL (bench/leadsFailover.ts,
// bench/alertsAcrossInstances.ts, bench/customerEngines.ts; BENCH_STACK=0 leaves them out), then
// `npm start`'s time to ready on a fresh clone of HEAD, under the e2e lock (bench/freshStart.ts;
// BENCH_FRESH_START=0 leaves it out).
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { benchAlertsAcrossInstances, printSenderFigures } from './alertsAcrossInstances'
import { benchInstantAlerts, printInstantAlertFigures } from './alertsInstant'
import { benchAlertScale, printAlertScale } from './alertsScale'
import { budgetLines } from './budgetSizes'
import { benchCrmEvents, printCrmFigures } from './crmEvents'
import { benchCustomerEngines, printEngineFigures } from './customerEngines'
import { benchFreshStart, printFreshStart } from './freshStart'
import { benchHealthUnderLoad, printHealthUnderLoad } from './healthUnderLoad'
import { measureInteractions, printInteractionFigures } from './interactions'
import { benchLeadMails, printLeadMailFigures } from './leadMails'
import { benchLeadsFailover, printFailoverFigures } from './leadsFailover'
import { measureMap, printMapFigures } from './mapPan'
import { measureMixedLoad } from './mixedLoad'
import { measureProvider } from './provider'
import { timeFirstRoads } from './roadsFirst'
import { startService } from './service'
import { printWorstCases, timeWorstCases } from './worstCase'

interface Scenario {
  readonly name: string
  readonly path: string
  readonly headers?: Record<string, string>
}

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000)
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** Only the scenarios whose name contains this, e.g. BENCH_ONLY=trends. */
const ONLY = process.env.BENCH_ONLY ?? ''

const box = (west: number, south: number, east: number, north: number) =>
  encodeURIComponent(
    JSON.stringify([
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ]),
  )

/** Downtown Toronto, the same view as the downtown clusters scenario (a desktop screen at zoom 15). */
const DOWNTOWN_ROADS = '-79.405,43.638,-79.365,43.66'

const ACTIVE_SALE = 'status=A&type=sale&lastStatus=New&lastStatus=Pc&class=condo&class=residential'

const MAP_DOWNTOWN = `/listings?${ACTIVE_SALE}&resultsPerPage=30&clusterPrecision=17&clusterLimit=100&cluster=true&map=${box(-79.405, 43.638, -79.365, 43.66)}`
const TRENDS_TORONTO =
  '/listings?city=Toronto&minBeds=0&maxBeds=4&status=U&lastStatus=Sld&minSoldDate=2019-11-15' +
  '&statistics=avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth' +
  '&listings=false&aggregateStatistics=true&aggregates=details.propertyType'

function scenarios(detail: { mlsNumber: string; boardId: number }): Scenario[] {
  return [
    {
      name: 'map clusters, whole GTA, zoom 10',
      path: `/listings?${ACTIVE_SALE}&listings=false&clusterPrecision=12&clusterLimit=200&map=${box(-79.95, 43.25, -78.85, 44.0)}`,
    },
    {
      name: 'map clusters, downtown, zoom 15',
      path: `/listings?${ACTIVE_SALE}&resultsPerPage=30&clusterPrecision=17&clusterLimit=100&map=${box(-79.405, 43.638, -79.365, 43.66)}`,
    },
    {
      // The keyless map's roads and names for the same downtown view (issue 23: p99 < 20 ms).
      name: 'map roads, downtown, zoom 15',
      path: `/geo/roads?bbox=${DOWNTOWN_ROADS}&zoom=15`,
    },
    {
      name: 'list page of 8 with filters',
      path: `/listings?${ACTIVE_SALE}&city=Toronto&minPrice=500000&maxPrice=2000000&minBeds=2&resultsPerPage=8&pageNum=3&sortBy=createdOnDesc`,
    },
    {
      name: 'listing detail',
      path: `/listings/${detail.mlsNumber}`,
      headers: { 'board-id': String(detail.boardId) },
    },
    { name: 'autocomplete', path: '/autocomplete?search=king%20st&resultsPerPage=5' },
    {
      // The trends page's request with older data: 7 years of Toronto sales before the
      // dataset's today (2026-11-15), with monthly groups and property types.
      name: 'trends statistics, Toronto, 7 years',
      path: TRENDS_TORONTO,
    },
  ].filter((scenario) => scenario.name.includes(ONLY))
}

async function measure(baseUrl: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: scenario.headers ?? {},
  })
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const dataDir = join('server', 'data', `bench-${String(LISTINGS)}`)
console.log(`starting the service over ${String(LISTINGS)} listings in ${dataDir}`)
const service = await startService(8799, dataDir, LISTINGS)
try {
  const sample = (await (
    await fetch(`${service.baseUrl}/listings?status=A&resultsPerPage=1&fields=mlsNumber,boardId`)
  ).json()) as { listings: { mlsNumber: string; boardId: number }[] }
  const detail = sample.listings[0]
  if (!detail) throw new Error('the dataset has no active listing')
  const rows = []
  for (const scenario of scenarios(detail)) rows.push(await measure(service.baseUrl, scenario))
  console.log(
    `\n${String(LISTINGS)} listings, ${String(CONNECTIONS)} connections, ${String(DURATION_SECONDS)} s each`,
  )
  console.table(rows)
  const roads = await (
    await fetch(`${service.baseUrl}/geo/roads?bbox=${DOWNTOWN_ROADS}&zoom=15`)
  ).text()
  console.log(
    `map roads, downtown, zoom 15: ${(gzipSync(roads).length / 1024).toFixed(1)} kB gzip (${(roads.length / 1024).toFixed(1)} kB raw; target < 60 kB gzip)`,
  )
  if ('map roads'.includes(ONLY)) {
    const first = await timeFirstRoads(service.baseUrl)
    console.log(
      `map roads before the cache, 120 new zoom-15 views one at a time: median ${first.p50.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms (target p99 < 20 ms)`,
    )
  }
  if ('mixed load'.includes(ONLY)) {
    console.log(`\nmixed load, ${String(DURATION_SECONDS)} s each`)
    console.table(
      await measureMixedLoad(
        service.baseUrl,
        { map: MAP_DOWNTOWN, trends: TRENDS_TORONTO },
        DURATION_SECONDS,
      ),
    )
  }
  if ('worst case'.includes(ONLY)) {
    console.log('\nthe costliest single requests, each alone')
    printWorstCases(await timeWorstCases(service.baseUrl))
  }
} finally {
  await service.stop()
}

if (process.env.BENCH_HEALTH !== '0' && 'health under load'.includes(ONLY)) {
  printHealthUnderLoad(await benchHealthUnderLoad(dataDir, LISTINGS))
}

// Each byte budget of bench/budgets.ts against the build in dist/.
const budgets = await budgetLines()
if (budgets.length === 0) console.log('byte budgets: no build found (run `npm run build` first)')
for (const line of budgets) console.log(line)

if (process.env.BENCH_PROVIDER !== '0' && 'provider source'.includes(ONLY)) {
  await measureProvider()
}

if (process.env.BENCH_MAP !== '0' && 'map pans'.includes(ONLY)) {
  printMapFigures(await measureMap())
}

if (process.env.BENCH_INTERACTIONS !== '0' && 'interactions'.includes(ONLY)) {
  printInteractionFigures(await measureInteractions())
}

if (process.env.BENCH_ALERTS !== '0' && 'alerts'.includes(ONLY)) {
  printInstantAlertFigures(await benchInstantAlerts())
  printAlertScale(await benchAlertScale())
}

if (process.env.BENCH_LEADS !== '0' && 'lead e-mails'.includes(ONLY)) {
  printLeadMailFigures(await benchLeadMails())
}

if (process.env.BENCH_CRM !== '0' && 'crm events'.includes(ONLY)) {
  printCrmFigures(await benchCrmEvents())
}

if (process.env.BENCH_STACK !== '0' && 'several instances'.includes(ONLY)) {
  printFailoverFigures(await benchLeadsFailover())
  printSenderFigures(await benchAlertsAcrossInstances())
  printEngineFigures(await benchCustomerEngines())
}

if (process.env.BENCH_FRESH_START !== '0' && 'fresh start'.includes(ONLY)) {
  printFreshStart(await benchFreshStart())
}
