// Leads while an instance dies: three compiled instances over one PostgreSQL behind nginx
// (scripts/stack/stack.ts), BENCH_FAILOVER_LEADS (200) leads posted at once through nginx, and one
// instance SIGKILLed once a quarter of them are answered. Every lead answered 200 must be stored,
// once; the bench counts, it asserts nothing. Run alone with `npx tsx bench/leadsFailover.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { nginxPolicyMap } from '../scripts/build/nginxPolicy'
import { compileServiceInto } from '../scripts/stack/compiled'
import { startStack } from '../scripts/stack/stack'
import { machineLoad } from './machineLoad'

const LEADS = Number(process.env.BENCH_FAILOVER_LEADS ?? 200)

export interface FailoverFigures {
  readonly leads: number
  readonly accepted: number
  readonly refused: number
  readonly inFlightAtKill: number
  readonly storedOfAccepted: number
  readonly storedTwice: number
  readonly storedUnanswered: number
  readonly load: string
}

const leadOf = (n: number) => ({
  user: {
    name: { first: 'Bench', last: `Lead${String(n)}` },
    email: `lead-${String(n)}@example.ca`,
    phone: '(647) 555-0188',
  },
  property: { city: 'Mississauga', price: 800_000 },
})

/** How many rows each lead's e-mail has in the leads table. */
async function storedPerLead(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ email: string; count: string }>(
      "SELECT email, count(*) AS count FROM leads WHERE email LIKE 'lead-%' GROUP BY email",
    )
    return new Map(rows.map(({ email, count }) => [email, Number(count)]))
  } finally {
    await client.end()
  }
}

export async function benchLeadsFailover(): Promise<FailoverFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-failover-'))
  const stack = await startStack({
    distServer: await compileServiceInto(folder),
    instances: 3,
    site: { spaRoot: folder, policyConf: nginxPolicyMap("default-src 'self'") },
    s3: false,
    env: { RATE_LIMITS: 'off', RATE_LIMIT_LEADS: '1000000', LOG_LEVEL: 'warn' },
  }).catch((error: unknown) => {
    rmSync(folder, { recursive: true, force: true })
    throw error
  })
  try {
    const load = machineLoad()
    const victim = stack.instances[1]
    let answered = 0
    let inFlightAtKill = 0
    let killed: Promise<void> | undefined
    const statuses = await Promise.all(
      Array.from({ length: LEADS }, async (_, n) => {
        let status = 0
        try {
          const response = await fetch(`${stack.localSiteUrl ?? ''}/api/realty/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(leadOf(n)),
          })
          status = response.status
          await response.arrayBuffer()
        } catch {
          status = 0
        }
        answered += 1
        if (answered === Math.floor(LEADS / 4) && victim) {
          inFlightAtKill = LEADS - answered
          killed = victim.kill()
        }
        return status
      }),
    )
    await killed
    const stored = await storedPerLead(stack.databaseUrl ?? '')
    const accepted = statuses.flatMap((status, n) => (status === 200 ? [n] : []))
    const storedCount = (n: number) => stored.get(`lead-${String(n)}@example.ca`) ?? 0
    return {
      leads: LEADS,
      accepted: accepted.length,
      refused: LEADS - accepted.length,
      inFlightAtKill,
      storedOfAccepted: accepted.filter((n) => storedCount(n) >= 1).length,
      storedTwice: [...stored.values()].filter((count) => count > 1).length,
      storedUnanswered: statuses.filter((status, n) => status !== 200 && storedCount(n) > 0).length,
      load,
    }
  } finally {
    await stack.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

export function printFailoverFigures(figures: FailoverFigures) {
  console.log(
    `leads with an instance SIGKILLed (3 instances, one PostgreSQL, nginx, ${String(figures.leads)} at once, kill with ${String(figures.inFlightAtKill)} in flight; ${figures.load}): ` +
      `${String(figures.accepted)} answered 200, ${String(figures.storedOfAccepted)} of them stored, ` +
      `${String(figures.storedTwice)} stored twice, ${String(figures.refused)} refused or cut ` +
      `(${String(figures.storedUnanswered)} of those stored anyway)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFailoverFigures(await benchLeadsFailover())
}
