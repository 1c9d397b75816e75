// `/health` while the service is at its busiest a guest (and a free account) can make it:
// 20 connections asking the costliest guest request over and over (each a new question, so no
// answer cache serves it) and 20 customers uploading a 10 MB document each, at once. /health is
// asked one at a time throughout; its p99 is the figure (target <= 50 ms). Then the costliest
// request's service time alone, one at a time (target <= 200 ms).
//
// `tsx bench/healthUnderLoad.ts` runs it on its own over server/data/bench-100000 (a first run
// generates it); `npm run bench` runs it after the scenarios.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Application } from '../contract/application'
import { DOCUMENT_MAX_BYTES } from '../contract/applicationChoices'
import { fields } from '../server/tests/customer/applicationFixtures'
import { AUDIENCE, ISSUER, startTestPool, type TestPool } from '../server/tests/customer/tokens'
import { percentile } from './mapPan'
import { startService } from './service'
import { WORST_CASES, type WorstCaseTiming } from './worstCase'

const COPIES = 20
/** BENCH_UPLOADS=0 leaves the uploads out (their phase waits for every upload to finish). */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20)
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const PORT = 8797

/** A 10 MB document that reads as a PDF, as a customer's scan would. */
const DOCUMENT = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)
DOCUMENT.write('%PDF-1.7\n')

export interface HealthUnderLoad {
  readonly costliest: string
  readonly healthChecks: number
  /** Checks not answered 200 (refused, dropped or failed). */
  readonly healthFailures: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
  /** Status codes of the costly requests and of the uploads, with how many of each. */
  readonly costlyStatuses: Readonly<Record<string, number>>
  readonly uploadStatuses: Readonly<Record<string, number>>
  /** From the first upload's start to the last one's answer. */
  readonly uploadsMs: number
}

const tally = (statuses: readonly number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    counts[String(status)] = (counts[String(status)] ?? 0) + 1
    return counts
  }, {})

/** A new question each time: an all-inclusive price bound of its own defeats the answer cache. */
let asked = 0
const uncached = (path: string) =>
  path.startsWith('/listings?') ? `${path}&maxPrice=${String(999_999_999 - (asked += 1))}` : path

/** One customer's upload link for a 10 MB PDF on a new application of theirs. */
async function uploadLink(baseUrl: string, pool: TestPool, index: number): Promise<string> {
  const token = await pool.token({
    sub: `00000000-0000-4000-8000-${String(900_000 + index).padStart(12, '0')}`,
    email: `upload${String(index)}@example.ca`,
    given_name: 'Bench',
  })
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok)
      throw new Error(`${path}: ${String(response.status)} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  const application = (await send('/application', fields)) as Application
  const ticket = (await send(`/application/${String(application.id)}/documents/upload-url`, {
    name: 'scan.pdf',
    contentType: 'application/pdf',
    size: DOCUMENT.length,
  })) as { uploadUrl: string }
  return `${baseUrl}${new URL(ticket.uploadUrl).pathname}|${token}`
}

async function upload(link: string): Promise<number> {
  const [url = '', token = ''] = link.split('|')
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: DOCUMENT,
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** /health p50, p99 and max while the costliest request and the uploads run. */
export async function measureHealthUnderLoad(
  baseUrl: string,
  costliestPath: string,
  uploadLinks: readonly string[],
): Promise<Omit<HealthUnderLoad, 'costliest'>> {
  const deadline = performance.now() + SECONDS * 1000
  const costlyStatuses: number[] = []
  const copies = Array.from({ length: COPIES }, async () => {
    while (performance.now() < deadline) {
      try {
        const response = await fetch(`${baseUrl}${uncached(costliestPath)}`)
        await response.arrayBuffer()
        costlyStatuses.push(response.status)
      } catch {
        costlyStatuses.push(0)
      }
    }
  })
  const uploadsStarted = performance.now()
  const uploads = Promise.all(uploadLinks.map(upload)).then((statuses) => ({
    statuses,
    ms: performance.now() - uploadsStarted,
  }))
  const health: number[] = []
  let healthFailures = 0
  const uploading = { done: false }
  void uploads.then(() => (uploading.done = true))
  while (performance.now() < deadline || !uploading.done) {
    const started = performance.now()
    try {
      const response = await fetch(`${baseUrl}/health`)
      await response.arrayBuffer()
      if (!response.ok) healthFailures += 1
    } catch {
      // A connection the service dropped: counted, and as slow as it took to fail.
      healthFailures += 1
    }
    health.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await Promise.all(copies)
  const uploaded = await uploads
  const sorted = [...health].sort((a, b) => a - b)
  return {
    healthChecks: health.length,
    healthFailures,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    costlyStatuses: tally(costlyStatuses),
    uploadStatuses: tally(uploaded.statuses),
    uploadsMs: uploaded.ms,
  }
}

/** Each worst case asked alone, one at a time, the slowest of `repeats` kept. */
async function serviceTimes(baseUrl: string, repeats = 5): Promise<WorstCaseTiming[]> {
  const timings: WorstCaseTiming[] = []
  for (const { name, path } of WORST_CASES) {
    const runs: number[] = []
    let status = 0
    for (let run = 0; run < repeats; run += 1) {
      const started = performance.now()
      const response = await fetch(`${baseUrl}${uncached(path)}`)
      await response.arrayBuffer()
      runs.push(Math.round(performance.now() - started))
      status = response.status
    }
    // The first run may find a worker still loading: the median of the rest is the service time.
    const sorted = runs.slice(1).sort((a, b) => a - b)
    timings.push({ name, path, status, ms: sorted[Math.floor(sorted.length / 2)] ?? 0, runs })
  }
  return timings
}

/**
 * Starts the service over `dataDir` with an identity stand-in (for the uploads), finds the
 * costliest guest request of bench/worstCase.ts by its service time, and measures /health
 * while 20 copies of it and 20 uploads run.
 */
export async function benchHealthUnderLoad(
  dataDir: string,
  listings: number,
): Promise<{ alone: HealthUnderLoad; load: HealthUnderLoad; times: WorstCaseTiming[] }> {
  const pool = await startTestPool()
  const service = await startService(PORT, dataDir, listings, undefined, {
    JWT_JWKS_URL: pool.jwksUrl,
    JWT_ISSUER: ISSUER,
    JWT_AUDIENCE: AUDIENCE,
    FEED_EVENTS_PER_MINUTE: '0',
    ALERT_INTERVAL_MS: '0',
  })
  try {
    const times = await serviceTimes(service.baseUrl)
    // BENCH_COSTLIEST names one instead (part of its name), when timings on a busy machine vary.
    const named = times.find((time) => time.name.includes(process.env.BENCH_COSTLIEST ?? '\0'))
    const costliest = named ?? [...times].sort((a, b) => b.ms - a.ms)[0]
    if (!costliest) throw new Error('no worst case to run')
    const links = await Promise.all(
      Array.from({ length: UPLOADS }, (_, index) => uploadLink(service.baseUrl, pool, index)),
    ).catch((error: unknown) => {
      console.log(`uploads left out: ${String(error)}`)
      return []
    })
    printServiceTimes(times)
    console.log(
      `costliest single guest request: ${costliest.name}, ${String(costliest.ms)} ms (target <= 200 ms)`,
    )
    // The costly requests alone first, then with the uploads: each load's own share shows.
    const alone = await measureHealthUnderLoad(service.baseUrl, costliest.path, [])
    printLoad(`${String(COPIES)} copies of it run`, alone)
    const load =
      UPLOADS > 0 ? await measureHealthUnderLoad(service.baseUrl, costliest.path, links) : alone
    return {
      alone: { costliest: costliest.name, ...alone },
      load: { costliest: costliest.name, ...load },
      times,
    }
  } finally {
    await service.stop()
    await pool.close()
  }
}

function printServiceTimes(times: readonly WorstCaseTiming[]) {
  console.log('\nservice time of each costly guest request, alone (median of 4 after a first)')
  console.table(
    times.map(({ name, status, ms, runs }) => ({
      request: name,
      status,
      'service ms': ms,
      'each run, ms': runs.join(' / '),
    })),
  )
}

function printLoad(what: string, load: Omit<HealthUnderLoad, 'costliest'>) {
  console.log(
    `/health while ${what}: p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, max ${load.maxMs.toFixed(1)} ms over ${String(load.healthChecks)} checks, ${String(load.healthFailures)} failed (target p99 <= 50 ms)`,
  )
  const uploads = `; uploads: ${JSON.stringify(load.uploadStatuses)} in ${(load.uploadsMs / 1000).toFixed(1)} s`
  console.log(
    `  costly requests answered: ${JSON.stringify(load.costlyStatuses)}${Object.keys(load.uploadStatuses).length > 0 ? uploads : ''}`,
  )
}

/** The figures not printed as they were measured: /health with the uploads too. */
export function printHealthUnderLoad({ load }: Awaited<ReturnType<typeof benchHealthUnderLoad>>) {
  if (UPLOADS > 0) {
    printLoad(`${String(COPIES)} copies of it and ${String(UPLOADS)} 10 MB uploads run`, load)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const listings = Number(process.env.BENCH_LISTINGS ?? 100_000)
  printHealthUnderLoad(
    await benchHealthUnderLoad(join('server', 'data', `bench-${String(listings)}`), listings),
  )
}
