// Instant alerts (issue 22): the time from a feed event to its e-mail in the local inbox, p50
// and p95 over 50 events, with the default job interval (60 s; BENCH_ALERT_INTERVAL_MS) and the
// default wake gap (a feed event wakes the job, at most one such run per 15 s; ALERT_WAKE_GAP_MS
// in the environment changes it, 0 measures the interval alone).
//
// Run with `npx tsx bench/alertsInstant.ts` under the e2e lock, or as part of `npm run bench`.
// It starts maildev on private ports (SMTP 1125, inbox 1180), an identity stand-in, and the
// service over a fresh generated market (BENCH_ALERT_LISTINGS, default 30,000) with the feed's
// clock off; five customers each save a search of one city with instant alerts, then the bench
// applies a new home for sale in those cities in turn every BENCH_ALERT_SPREAD_S / 50 seconds (default 120 s in all, two
// job intervals, so events fall at every point of the job's cycle) and reads each e-mail's
// arrival time from the inbox's API. It measures; it asserts nothing.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'
import { AUDIENCE, ISSUER, startTestPool } from '../server/tests/customer/tokens'
import { newHomeForSale, seconds, type TickedListing } from './alertBench'
import { percentile } from './mapPan'
import { running, startService } from './service'

const EVENTS = 50
const INTERVAL_MS = Number(process.env.BENCH_ALERT_INTERVAL_MS ?? 60_000)
const WAKE_GAP_MS = Number(process.env.ALERT_WAKE_GAP_MS ?? 15_000)
const SPREAD_MS = Number(process.env.BENCH_ALERT_SPREAD_S ?? 120) * 1000
const LISTINGS = Number(process.env.BENCH_ALERT_LISTINGS ?? 30_000)
const SMTP_PORT = 1125
const INBOX = 'http://127.0.0.1:1180'
const SERVICE_PORT = 8796

interface CaughtMail {
  readonly html: string
  readonly time: string
}

async function startInbox() {
  const child = spawn(
    process.execPath,
    [
      'node_modules/maildev/dist/bin/maildev.js',
      ...['--smtp', String(SMTP_PORT), '--web', '1180'],
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ],
    { stdio: 'ignore' },
  )
  for (let tries = 0; tries < 120; tries += 1) {
    if (child.exitCode !== null) throw new Error('maildev exited while starting')
    try {
      if ((await fetch(`${INBOX}/api/healthz`)).ok) return running(INBOX, child)
    } catch {
      // not listening yet
    }
    await delay(250)
  }
  throw new Error('maildev did not start')
}

/**
 * An e-mail lists at most 10 homes, so the events go round five cities, each with its own
 * customer's search: a run sees about five new homes per search and every one is in its e-mail.
 */
const CITIES = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan']

async function saveInstantSearch(baseUrl: string, token: string, city: string) {
  const response = await fetch(`${baseUrl}/user/saved-searches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `${city}, instant`,
      path: `/list/on/${city.toLowerCase()}?maxPrice=none`,
      polygon: null,
      frequency: 'instant',
    }),
  })
  if (!response.ok) throw new Error(`saving the search answered ${String(response.status)}`)
}

/** When each event's listing first reached the inbox, in ms since the epoch. */
async function arrivals(events: readonly { listing: TickedListing }[]) {
  const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as CaughtMail[]
  return events.map(({ listing }) => {
    const times = mails
      .filter((mail) => mail.html.includes(listing.mlsNumber))
      .map((mail) => Date.parse(mail.time))
    return times.length > 0 ? Math.min(...times) : undefined
  })
}

export interface InstantAlertFigures {
  readonly events: number
  readonly arrived: number
  readonly p50S: number
  readonly p95S: number
  readonly maxS: number
  readonly intervalS: number
  readonly wakeGapS: number
}

export async function benchInstantAlerts(): Promise<InstantAlertFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-alerts-'))
  const inbox = await startInbox()
  const pool = await startTestPool()
  let service: Awaited<ReturnType<typeof startService>> | undefined
  // The admin feed route needs the service key: this run sets one and presents it.
  const serviceKey = randomBytes(32).toString('base64url')
  try {
    service = await startService(SERVICE_PORT, dataDir, LISTINGS, undefined, {
      REALTY_SERVICE_KEY: serviceKey,
      FEED_EVENTS_PER_MINUTE: '0',
      ALERT_INTERVAL_MS: String(INTERVAL_MS),
      SMTP_URL: `smtp://127.0.0.1:${String(SMTP_PORT)}`,
      JWT_JWKS_URL: pool.jwksUrl,
      JWT_ISSUER: ISSUER,
      JWT_AUDIENCE: AUDIENCE,
    })
    const { baseUrl } = service
    for (const [index, city] of CITIES.entries()) {
      const claims = {
        sub: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        email: `alerts${String(index)}@example.ca`,
        given_name: 'Bench',
      }
      await saveInstantSearch(baseUrl, await pool.token(claims), city)
    }
    const events: { listing: TickedListing; at: number }[] = []
    for (let n = 0; n < EVENTS; n += 1) {
      const listing = await newHomeForSale(
        baseUrl,
        serviceKey,
        CITIES[n % CITIES.length] ?? 'Toronto',
      )
      events.push({ listing, at: Date.now() })
      await delay(SPREAD_MS / EVENTS)
    }
    // Every event is due by the end of the run after the last one, and its delivery.
    const deadline = Date.now() + 2 * INTERVAL_MS + 30_000
    let arrived = await arrivals(events)
    while (arrived.includes(undefined) && Date.now() < deadline) {
      await delay(500)
      arrived = await arrivals(events)
    }
    const latencies = events
      .map((event, index) => (arrived[index] ?? Number.NaN) - event.at)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b)
    return {
      events: EVENTS,
      arrived: latencies.length,
      p50S: seconds(percentile(latencies, 0.5)),
      p95S: seconds(percentile(latencies, 0.95)),
      maxS: seconds(latencies.at(-1) ?? Number.NaN),
      intervalS: seconds(INTERVAL_MS),
      wakeGapS: seconds(WAKE_GAP_MS),
    }
  } finally {
    await service?.stop()
    await pool.close()
    await inbox.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printInstantAlertFigures(figures: InstantAlertFigures) {
  console.log(
    `instant alerts, feed event → local inbox (${String(figures.arrived)}/${String(figures.events)} arrived, job every ${String(figures.intervalS)} s, woken by events at most every ${String(figures.wakeGapS)} s): ` +
      `p50 ${String(figures.p50S)} s, p95 ${String(figures.p95S)} s, max ${String(figures.maxS)} s (target p95 < 60 s)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printInstantAlertFigures(await benchInstantAlerts())
}
