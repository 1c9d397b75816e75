// Lead e-mails: the time from a lead posted to its realtor's e-mail in the local inbox, p50 and
// p95 over 50 leads (target p95 ≤ 60 s). The service runs in its own process with the shipped
// outbox settings (a lead wakes the sender, at most one woken run per ALERT_WAKE_GAP_MS, 15 s
// by default; the job's interval, ALERT_INTERVAL_MS, 60 s, catches the rest), over an empty
// market: general leads name a city and need no listing. Leads go out every
// BENCH_LEAD_SPREAD_S / 50 seconds (120 s in all by default, so they fall at every point of the
// wake gap), each from its own address, and each realtor's e-mail is found by that address.
//
// Run with `npx tsx bench/leadMails.ts`, or as part of `npm run bench` (BENCH_LEADS=0 leaves it
// out). It starts maildev on private ports (SMTP 1127, inbox 1183) and the service on 8793. It
// measures; it asserts nothing.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'
import { seconds } from './alertBench'
import { percentile } from './mapPan'
import { running, startService } from './service'

const LEADS = 50
const SPREAD_MS = Number(process.env.BENCH_LEAD_SPREAD_S ?? 120) * 1000
const SMTP_PORT = 1127
const INBOX = 'http://127.0.0.1:1183'
const SERVICE_PORT = 8793
/** Past this after the last lead, what has not arrived counts as lost. */
const WAIT_MS = 180_000

/** A realtor's e-mail as the inbox's API lists it. */
interface CaughtMail {
  readonly subject: string
  readonly html: string
  readonly time: string
}

async function startInbox() {
  const child = spawn(
    process.execPath,
    [
      'node_modules/maildev/dist/bin/maildev.js',
      ...['--smtp', String(SMTP_PORT), '--web', '1183'],
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ],
    { stdio: 'ignore' },
  )
  // Up to two minutes: on a loaded machine maildev takes far longer than its usual second.
  for (let tries = 0; tries < 480; tries += 1) {
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

const CITIES = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan']

async function postLead(baseUrl: string, email: string, city: string): Promise<number> {
  const response = await fetch(`${baseUrl}/realty/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-CA' },
    body: JSON.stringify({
      user: { name: { first: 'Bench', last: 'Lead' }, email, phone: '4165550123' },
      property: { city, price: 900_000 },
    }),
  })
  if (!response.ok) throw new Error(`the lead answered ${String(response.status)}`)
  return Date.now()
}

/** When each lead's realtor e-mail reached the inbox (ms since the epoch), by the lead's address. */
async function arrivals(): Promise<Map<string, number>> {
  const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as CaughtMail[]
  const arrived = new Map<string, number>()
  for (const mail of mails) {
    if (!mail.subject.startsWith('New lead:')) continue
    const email = /mailto:([^"]+)"/.exec(mail.html)?.[1]
    if (email && !arrived.has(email)) arrived.set(email, Date.parse(mail.time))
  }
  return arrived
}

export interface LeadMailFigures {
  readonly leads: number
  readonly arrived: number
  readonly p50S: number
  readonly p95S: number
  readonly maxS: number
}

export async function benchLeadMails(): Promise<LeadMailFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'))
  const inbox = await startInbox()
  let service: Awaited<ReturnType<typeof startService>> | undefined
  try {
    service = await startService(SERVICE_PORT, dataDir, 0, undefined, {
      SMTP_URL: `smtp://127.0.0.1:${String(SMTP_PORT)}`,
      FEED_EVENTS_PER_MINUTE: '0',
      // One address sends every lead here: the per-address lead limit would refuse most.
      RATE_LIMIT_LEADS: '1000',
    })
    const posted = new Map<string, number>()
    for (let n = 0; n < LEADS; n += 1) {
      const email = `lead${String(n)}@example.ca`
      posted.set(email, await postLead(service.baseUrl, email, CITIES[n % CITIES.length] ?? ''))
      await delay(SPREAD_MS / LEADS)
    }
    const deadline = Date.now() + WAIT_MS
    let arrived = await arrivals()
    while ([...posted.keys()].some((email) => !arrived.has(email)) && Date.now() < deadline) {
      await delay(500)
      arrived = await arrivals()
    }
    const latencies = [...posted]
      .map(([email, at]) => (arrived.get(email) ?? Number.NaN) - at)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b)
    return {
      leads: LEADS,
      arrived: latencies.length,
      p50S: seconds(percentile(latencies, 0.5)),
      p95S: seconds(percentile(latencies, 0.95)),
      maxS: seconds(latencies.at(-1) ?? Number.NaN),
    }
  } finally {
    await service?.stop()
    await inbox.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printLeadMailFigures(figures: LeadMailFigures) {
  console.log(
    `lead e-mails, lead posted → realtor's e-mail in the local inbox (${String(figures.arrived)}/${String(figures.leads)} arrived): ` +
      `p50 ${String(figures.p50S)} s, p95 ${String(figures.p95S)} s, max ${String(figures.maxS)} s (target p95 ≤ 60 s)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printLeadMailFigures(await benchLeadMails())
}
