// The provider source's own cost (issue 19): with the fake provider answering in 50 ms, how much
// time the realty service adds to a list-page query and to a map-cluster query (service time
// minus provider time, p50/p99), and the cache hit ratio when a map is panned back and forth
// over the same views. Part of `npm run bench` (BENCH_PROVIDER=0 leaves it out), or alone with
// `npx tsx bench/provider.ts` (under the e2e lock: it binds loopback ports).
//
// It starts the fake provider in its own process on 8797 over a generated dataset
// (BENCH_PROVIDER_LISTINGS, default 10,000, kept in server/data/bench-provider-N) and, in this
// process, the realty service itself (buildApp in provider mode: routing, validation, the board
// rules, the source, serialisation), called with Fastify's inject. Requests go one at a time, so
// the provider time the client records between two requests is that request's own, and so is
// the CPU this process spends (the machine's load stretches wall times; CPU time is the
// service's own work). BENCH_PROVIDER_REQUESTS (default 200) per query. The event loop's delay
// (perf_hooks' histogram, 1 ms resolution) during each run shows how late this process got a
// core: when its p99 is near the added p99, the slow requests were waiting, not working.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import {
  createProviderSource,
  type ProviderSource,
} from '../server/src/realty/provider/providerSource'
import { running, type RunningService } from './service'

const LISTINGS = Number(process.env.BENCH_PROVIDER_LISTINGS ?? 10_000)
const REQUESTS = Number(process.env.BENCH_PROVIDER_REQUESTS ?? 200)
const PROVIDER_LATENCY_MS = 50
const PAN_ROUNDS = 10
/** The fake provider's port; BENCH_PROVIDER_PORT moves it when another bench holds 8797. */
const FAKE_PORT = Number(process.env.BENCH_PROVIDER_PORT ?? 8797)
const FAKE_KEY = 'bench-provider-key'

const ACTIVE_SALE = 'status=A&type=sale&lastStatus=New&lastStatus=Pc&class=condo&class=residential'
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

/** A list page of 24 (pages 1..n in turn, so no two requests are the same). */
const listPage = (index: number) =>
  `/listings?${ACTIVE_SALE}&city=Toronto&resultsPerPage=24&pageNum=${String((index % 20) + 1)}&sortBy=createdOnDesc`

/** A zoom-14 map view of clusters as the SPA asks it, nudged east a little on each request. */
const clusterView = (index: number) => {
  const west = -79.42 + (index % 50) * 0.001
  return `/listings?${ACTIVE_SALE}&sortBy=updatedOnDesc&listings=false&cluster=true&clusterPrecision=16&clusterLimit=200&clusterFields=mlsNumber,boardId,listPrice,type,lastStatus,map,details.numBedrooms&map=${box(west, 43.63, west + 0.08, 43.69)}`
}

/** The realty service in provider mode, reading through `source`, over an empty dataset. */
async function startService(source: ProviderSource, dataDir: string) {
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  const app = await buildApp(
    {
      ...base,
      datasetSize: 0,
      listings: { ...base.listings, source: 'provider' },
      rateLimits: { ...base.rateLimits, enabled: false },
      feed: { ...base.feed, eventsPerMinute: 0 },
      alerts: { ...base.alerts, intervalMs: 0 },
    },
    { log: false, listingSource: source },
  )
  await app.ready()
  return app
}

type Service = Awaited<ReturnType<typeof startService>>

/** The nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN
}

/**
 * The fake provider in its own process (so its work and its garbage never land in the measured
 * process), over a dataset kept in server/data/bench-provider-N between runs.
 */
async function startFake(): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/fakeProvider/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: join('server', 'data', `bench-provider-${String(LISTINGS)}`),
      DATASET_SIZE: String(LISTINGS),
      FAKE_PROVIDER_PORT: String(FAKE_PORT),
      FAKE_PROVIDER_KEY: FAKE_KEY,
      FAKE_PROVIDER_LATENCY_MS: String(PROVIDER_LATENCY_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${String(FAKE_PORT)}`
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the fake provider exited while starting')
    try {
      await fetch(`${url}/locations?resultsPerPage=1`)
      return running(url, child)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error('the fake provider did not start in time')
}

interface Sample {
  readonly serviceMs: number
  readonly providerMs: number
  /** CPU this process spent on the request: the service's own work, whatever the machine's load. */
  readonly cpuMs: number
  /** Characters of the provider's answer the service parsed. */
  readonly answerChars: number
}

/** Characters the client has parsed so far; NaN from a client that does not count them (main). */
const answerChars = (source: ProviderSource) =>
  (source.client.stats as { answerChars?: number }).answerChars ?? NaN

/**
 * One request through the service's route (Fastify's inject: routing, validation, the source,
 * serialisation; no socket of the bench's own), with the provider time the client recorded.
 */
async function timed(service: Service, source: ProviderSource, path: string): Promise<Sample> {
  const providerBefore = source.client.stats.providerMs
  const charsBefore = answerChars(source)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const response = await service.inject({ method: 'GET', url: path })
  const serviceMs = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  if (response.statusCode !== 200) {
    throw new Error(`${path} answered ${String(response.statusCode)}: ${response.body}`)
  }
  return {
    serviceMs,
    providerMs: source.client.stats.providerMs - providerBefore,
    cpuMs: (cpu.user + cpu.system) / 1000,
    answerChars: answerChars(source) - charsBefore,
  }
}

async function addedLatency(
  name: string,
  service: Service,
  source: ProviderSource,
  pathOf: (i: number) => string,
) {
  // A few requests first so the JIT and the connection pool are warm.
  for (let i = 0; i < 10; i += 1) await timed(service, source, pathOf(i))
  const samples: Sample[] = []
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  for (let i = 0; i < REQUESTS; i += 1) samples.push(await timed(service, source, pathOf(i)))
  loopDelay.disable()
  const added = samples.map((s) => s.serviceMs - s.providerMs).sort((a, b) => a - b)
  const provider = samples.map((s) => s.providerMs).sort((a, b) => a - b)
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b)
  const chars = samples.map((s) => s.answerChars).sort((a, b) => a - b)
  return {
    query: name,
    requests: REQUESTS,
    'provider p50 ms': Number(percentile(provider, 0.5).toFixed(1)),
    'added p50 ms': Number(percentile(added, 0.5).toFixed(2)),
    'added p99 ms': Number(percentile(added, 0.99).toFixed(2)),
    'service CPU p50 ms': Number(percentile(cpu, 0.5).toFixed(2)),
    'service CPU p99 ms': Number(percentile(cpu, 0.99).toFixed(2)),
    // The histogram counts in nanoseconds, the timer's own 1 ms resolution included.
    'loop delay p99 ms': Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
    'answer kB p50': Number((percentile(chars, 0.5) / 1000).toFixed(1)),
  }
}

/** Five map views in a row, panned right to left and back, PAN_ROUNDS times. */
async function panHitRatio(service: Service, source: ProviderSource) {
  const views = [0, 1, 2, 3, 4].map((step) => clusterView(step * 10))
  const before = { ...source.client.cacheStats }
  const calls = source.client.stats.calls
  for (let round = 0; round < PAN_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? views : [...views].reverse()
    for (const view of order) await timed(service, source, view)
  }
  const hits = source.client.cacheStats.hits - before.hits
  const misses = source.client.cacheStats.misses - before.misses
  return {
    views: views.length,
    requests: views.length * PAN_ROUNDS,
    'provider calls': source.client.stats.calls - calls,
    'hit ratio': Number((hits / (hits + misses)).toFixed(3)),
  }
}

/** Runs the provider figures and prints them (two tables). */
export async function measureProvider(): Promise<void> {
  console.log(
    `\nprovider source: fake provider over ${String(LISTINGS)} generated listings, answering in ${String(PROVIDER_LATENCY_MS)} ms`,
  )
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')
  console.log(`load average before: ${load()}`)
  const fake = await startFake()
  const config = { providerUrl: fake.baseUrl, providerKey: FAKE_KEY, providerTimeoutMs: 5000 }
  // Without a cache every request reaches the provider, so each one measures the whole path.
  const uncached = createProviderSource(config, { cache: { maxEntries: 0, maxBytes: 0 } })
  const cached = createProviderSource(config)
  const dataDirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'bench-provider-service-')))
  const uncachedService = await startService(uncached, dataDirs[0] ?? '')
  const cachedService = await startService(cached, dataDirs[1] ?? '')
  try {
    console.table([
      await addedLatency('list page of 24', uncachedService, uncached, listPage),
      await addedLatency('map clusters, zoom 16 cells', uncachedService, uncached, clusterView),
    ])
    console.table([await panHitRatio(cachedService, cached)])
    console.log(`load average after: ${load()}`)
  } finally {
    await uncachedService.close()
    await cachedService.close()
    await fake.stop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? '')) await measureProvider()
