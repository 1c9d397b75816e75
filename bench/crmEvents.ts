// CRM events: the time from a lead posted to its event received by a local stand-in for the
// CRM's events endpoint, p50 and p95 over 50 leads; then a CRM outage (BENCH_CRM_OUTAGE_S,
// default 600: ten minutes, every connection dropped) during which 50 more leads are posted,
// and, once the CRM is back, how long until every one of them has arrived, and that each
// arrived exactly once.
//
// Run with `npx tsx bench/crmEvents.ts`, or as part of `npm run bench` (BENCH_CRM=0 leaves it
// out: it takes the outage's length and up to five minutes more). The service runs in its own
// process with the default CRM settings (a look for due events every 10 s, retries from 5 s
// doubling to at most 4 minutes apart), over an empty market. It measures; it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'
import { startCrmReceiver, type CrmReceiver } from '../server/tests/support/crmReceiver'
import { seconds } from './alertBench'
import { percentile } from './mapPan'
import { startService } from './service'

const LEADS = 50
const SPREAD_MS = Number(process.env.BENCH_CRM_SPREAD_S ?? 25) * 1000
const OUTAGE_MS = Number(process.env.BENCH_CRM_OUTAGE_S ?? 600) * 1000
/** Past this after the CRM's return, what has not arrived counts as lost. */
const RECOVERY_LIMIT_MS = 10 * 60_000
const SERVICE_PORT = 8797

const leadFrom = (email: string) => ({
  user: { name: { first: 'Bench', last: 'Lead' }, email, phone: '4165550123' },
  property: { city: 'Toronto', price: 900_000 },
})

async function postLead(baseUrl: string, email: string): Promise<number> {
  const response = await fetch(`${baseUrl}/realty/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(leadFrom(email)),
  })
  if (!response.ok) throw new Error(`the lead answered ${String(response.status)}`)
  return Date.now()
}

/** Each e-mail's arrivals at the receiver (ms since the epoch), in order. */
function arrivalsByEmail(receiver: CrmReceiver): Map<string, number[]> {
  const arrivals = new Map<string, number[]>()
  for (const event of receiver.accepted) {
    const email = (event.body.person as { emails: { value: string }[] }).emails[0]?.value ?? ''
    arrivals.set(email, [...(arrivals.get(email) ?? []), event.at])
  }
  return arrivals
}

/** Posts a lead for each e-mail, `spreadMs` in all; answers when each was posted. */
async function postSpread(baseUrl: string, emails: readonly string[], spreadMs: number) {
  const posted = new Map<string, number>()
  for (const email of emails) {
    posted.set(email, await postLead(baseUrl, email))
    await delay(spreadMs / emails.length)
  }
  return posted
}

export interface CrmFigures {
  readonly leads: number
  readonly arrived: number
  readonly p50S: number
  readonly p95S: number
  readonly outageS: number
  readonly outageLeads: number
  readonly outageArrived: number
  readonly duplicates: number
  /** From the CRM's return until the last outage lead arrived. */
  readonly recoveryS: number
}

export async function benchCrmEvents(): Promise<CrmFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-crm-'))
  const receiver = await startCrmReceiver()
  let service: Awaited<ReturnType<typeof startService>> | undefined
  try {
    service = await startService(SERVICE_PORT, dataDir, 0, undefined, {
      CRM_EVENTS_URL: receiver.url,
      CRM_API_KEY: 'bench-key',
      FEED_EVENTS_PER_MINUTE: '0',
      ALERT_INTERVAL_MS: '0',
      // One address sends every lead here: the per-address lead limit would refuse most.
      RATE_LIMIT_LEADS: '1000',
    })
    const { baseUrl } = service
    const steady = Array.from({ length: LEADS }, (_, n) => `steady${String(n)}@example.ca`)
    const posted = await postSpread(baseUrl, steady, SPREAD_MS)
    await Promise.race([
      receiver.until(() => steady.every((email) => arrivalsByEmail(receiver).has(email))),
      delay(120_000, undefined, { ref: false }),
    ])
    const arrivals = arrivalsByEmail(receiver)
    const latencies = steady
      .map((email) => (arrivals.get(email)?.[0] ?? Number.NaN) - (posted.get(email) ?? 0))
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b)

    receiver.answer({ kind: 'drop' })
    const outage = Array.from({ length: LEADS }, (_, n) => `outage${String(n)}@example.ca`)
    const outageStart = Date.now()
    await postSpread(baseUrl, outage, Math.min(OUTAGE_MS, 60_000))
    await delay(Math.max(0, outageStart + OUTAGE_MS - Date.now()))
    receiver.answer({ kind: 'accept' })
    const back = Date.now()
    await Promise.race([
      receiver.until(() => outage.every((email) => arrivalsByEmail(receiver).has(email))),
      delay(RECOVERY_LIMIT_MS, undefined, { ref: false }),
    ])
    // One more look past the last arrival: a late duplicate would show here.
    await delay(15_000)
    const after = arrivalsByEmail(receiver)
    const outageTimes = outage.flatMap((email) => after.get(email)?.slice(0, 1) ?? [])
    const duplicates = [...after.values()].reduce((sum, times) => sum + times.length - 1, 0)
    return {
      leads: LEADS,
      arrived: latencies.length,
      p50S: seconds(percentile(latencies, 0.5)),
      p95S: seconds(percentile(latencies, 0.95)),
      outageS: seconds(OUTAGE_MS),
      outageLeads: outage.length,
      outageArrived: outageTimes.length,
      duplicates,
      recoveryS: seconds(Math.max(...outageTimes) - back),
    }
  } finally {
    await service?.stop()
    await receiver.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printCrmFigures(figures: CrmFigures) {
  console.log(
    `CRM events, lead posted → event received (${String(figures.arrived)}/${String(figures.leads)}): ` +
      `p50 ${String(figures.p50S)} s, p95 ${String(figures.p95S)} s (target p95 ≤ 60 s)`,
  )
  console.log(
    `CRM events after a ${String(figures.outageS)} s outage: ${String(figures.outageArrived)}/${String(figures.outageLeads)} ` +
      `leads' events arrived within ${String(figures.recoveryS)} s of the CRM's return, ` +
      `${String(figures.duplicates)} duplicates (target: all, exactly once, within 300 s)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printCrmFigures(await benchCrmEvents())
}
