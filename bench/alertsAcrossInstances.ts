// One alert sender across processes: three compiled instances over one PostgreSQL
// (scripts/stack/stack.ts), each running the alert job every 2 s, the first holding the market
// (the others ask it, as instances share a provider), five customers each with an instant search
// of one city, then BENCH_SENDER_EVENTS (100) new homes for sale applied through the feed tick
// route. Each home must reach its city's customer in exactly one e-mail: the bench counts the
// e-mails each home appears in (duplicates, missing), it asserts nothing.
// Run alone with `npx tsx bench/alertsAcrossInstances.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { compileServiceInto } from '../scripts/stack/compiled'
import { STACK_AUDIENCE, STACK_ISSUER, startStack } from '../scripts/stack/stack'
import { newHomeForSale, type TickedListing } from './alertBench'
import { machineLoad } from './machineLoad'

const EVENTS = Number(process.env.BENCH_SENDER_EVENTS ?? 100)
const CITIES = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan']
const INTERVAL_MS = 2000

export interface SenderFigures {
  readonly events: number
  readonly once: number
  readonly duplicates: number
  readonly missing: number
  readonly mails: number
  readonly load: string
}

export async function benchAlertsAcrossInstances(): Promise<SenderFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-sender-'))
  const stack = await startStack({
    distServer: await compileServiceInto(folder),
    instances: 3,
    // The feed tick route is a development tool: production has none.
    production: false,
    s3: false,
    datasetSize: 30_000,
    env: (index, before) => ({
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ALERT_INTERVAL_MS: String(INTERVAL_MS),
      ...(index > 0 && before[0] && { REALTY_API_URL: before[0].baseUrl }),
    }),
  }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true })
    throw error
  })
  try {
    const load = machineLoad()
    const [market] = stack.instances
    if (!market) throw new Error('no instance')
    const customers = CITIES.map((city, index) => ({
      city,
      email: `sender${String(index)}@example.ca`,
      sub: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }))
    for (const [index, customer] of customers.entries()) {
      const token = await stack.pool.token(
        { sub: customer.sub, email: customer.email, given_name: 'Bench' },
        { issuer: STACK_ISSUER, audience: STACK_AUDIENCE },
      )
      // Saved through each instance in turn: any one may serve any customer.
      const through = stack.instances[index % stack.instances.length] ?? market
      const response = await fetch(`${through.baseUrl}/user/saved-searches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `${customer.city}, instant`,
          path: `/list/on/${customer.city.toLowerCase()}?maxPrice=none`,
          polygon: null,
          frequency: 'instant',
        }),
      })
      if (!response.ok) throw new Error(`saving a search answered ${String(response.status)}`)
    }
    const events: { listing: TickedListing; email: string }[] = []
    for (let n = 0; n < EVENTS; n += 1) {
      const customer = customers[n % customers.length] ?? customers[0]
      if (!customer) break
      const listing = await newHomeForSale(market.baseUrl, stack.serviceKey, customer.city)
      events.push({ listing, email: customer.email })
    }
    /** How many e-mails to its customer name each event's home. */
    const appearances = () =>
      events.map(
        ({ listing, email }) =>
          stack.mail.mails.filter(
            (mail) =>
              [mail.to ?? []].flat().some((to) => to.text.includes(email)) &&
              String(mail.html).includes(listing.mlsNumber),
          ).length,
      )
    const deadline = Date.now() + 180_000
    while (appearances().includes(0) && Date.now() < deadline) await delay(500)
    // Runs that would send a home again come after the first sending: give them several rounds.
    await delay(5 * INTERVAL_MS)
    const counts = appearances()
    return {
      events: events.length,
      once: counts.filter((count) => count === 1).length,
      duplicates: counts.filter((count) => count > 1).length,
      missing: counts.filter((count) => count === 0).length,
      mails: stack.mail.mails.length,
      load,
    }
  } finally {
    await stack.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

export function printSenderFigures(figures: SenderFigures) {
  console.log(
    `alert e-mails across 3 instances over one PostgreSQL (${String(figures.events)} new homes through the feed, job every ${String(INTERVAL_MS / 1000)} s in each; ${figures.load}): ` +
      `${String(figures.once)} homes e-mailed exactly once, duplicates ${String(figures.duplicates)}, missing ${String(figures.missing)} (${String(figures.mails)} e-mails)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSenderFigures(await benchAlertsAcrossInstances())
}
