// The customer routes on each engine: save a home, list saved searches, post a lead, each for
// BENCH_ENGINE_SECONDS (5) with 10 connections through nginx, on three stacks of compiled
// instances (scripts/stack/stack.ts): SQLite with one instance, PostgreSQL with one, PostgreSQL
// with three. The stacks run in turn, A, B, C, A, B, C… (BENCH_ENGINE_ROUNDS, 3), so a change in
// the shared machine's load falls on all three; each run records the load. Prints the median
// of the rounds' p50, p99 and requests a second. Run alone with `npx tsx bench/customerEngines.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { nginxPolicyMap } from '../scripts/build/nginxPolicy'
import { compileServiceInto } from '../scripts/stack/compiled'
import { STACK_AUDIENCE, STACK_ISSUER, startStack, type Stack } from '../scripts/stack/stack'
import { machineLoad } from './machineLoad'

const SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 3)
const CONNECTIONS = 10

const SETUPS = [
  { name: 'SQLite, 1 instance', customerEngine: 'sqlite', instances: 1 },
  { name: 'PostgreSQL, 1 instance', customerEngine: 'postgres', instances: 1 },
  { name: 'PostgreSQL, 3 instances', customerEngine: 'postgres', instances: 3 },
] as const

const HOME = {
  mlsNumber: 'C5001234',
  boardId: 1,
  address: '12 Queen St W, Toronto',
  path: '/detail/on/toronto/downtown/12-queen-st-w/C5001234/1',
  price: 899_000,
  imageKey: 'listings/C5001234/1.webp',
}
const LEAD = {
  user: { name: { first: 'Bench', last: 'Lead' }, email: 'lead@example.ca', phone: '6475550188' },
  property: { city: 'Mississauga', price: 800_000 },
}

interface Route {
  readonly name: string
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly body?: unknown
  readonly signedIn: boolean
}

const ROUTES: readonly Route[] = [
  { name: 'save a home', method: 'POST', path: '/user/saved-homes', body: HOME, signedIn: true },
  { name: 'list saved searches', method: 'GET', path: '/user/saved-searches', signedIn: true },
  { name: 'post a lead', method: 'POST', path: '/realty/contact', body: LEAD, signedIn: false },
]

interface Run {
  readonly setup: string
  readonly route: string
  readonly p50: number
  readonly p99: number
  readonly rps: number
  readonly errors: number
  readonly load: string
}

async function measure(stack: Stack, token: string, route: Route) {
  const result = await autocannon({
    url: `${stack.localSiteUrl ?? ''}/api${route.path}`,
    method: route.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      ...(route.signedIn && { authorization: `Bearer ${token}` }),
      ...(route.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(route.body !== undefined && { body: JSON.stringify(route.body) }),
  })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

export interface EngineFigures {
  readonly runs: Run[]
  readonly table: Record<string, string | number>[]
}

export async function benchCustomerEngines(): Promise<EngineFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-engines-'))
  const stacks: Stack[] = []
  try {
    const distServer = await compileServiceInto(folder)
    for (const setup of SETUPS) {
      stacks.push(
        await startStack({
          distServer,
          instances: setup.instances,
          customerEngine: setup.customerEngine,
          site: { spaRoot: folder, policyConf: nginxPolicyMap("default-src 'self'") },
          s3: false,
          env: { RATE_LIMITS: 'off', RATE_LIMIT_LEADS: '1000000', LOG_LEVEL: 'warn' },
        }),
      )
    }
    const tokens = await Promise.all(
      stacks.map((stack) =>
        stack.pool.token(
          { sub: '44444444-4444-4444-8444-444444444444', email: 'bench@example.ca' },
          { issuer: STACK_ISSUER, audience: STACK_AUDIENCE, expires: '2h' },
        ),
      ),
    )
    const runs: Run[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, setup] of SETUPS.entries()) {
        const stack = stacks[index]
        if (!stack) continue
        for (const route of ROUTES) {
          const load = machineLoad()
          const figures = await measure(stack, tokens[index] ?? '', route)
          runs.push({ setup: setup.name, route: route.name, ...figures, load })
        }
      }
    }
    const table = SETUPS.flatMap((setup) =>
      ROUTES.map((route) => {
        const mine = runs.filter((run) => run.setup === setup.name && run.route === route.name)
        return {
          setup: setup.name,
          route: route.name,
          'p50 ms': median(mine.map((run) => run.p50)),
          'p99 ms': median(mine.map((run) => run.p99)),
          'req/s': median(mine.map((run) => run.rps)),
          errors: mine.reduce((sum, run) => sum + run.errors, 0),
        }
      }),
    )
    return { runs, table }
  } finally {
    for (const stack of stacks) await stack.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

export function printEngineFigures({ runs, table }: EngineFigures) {
  console.log(
    `customer routes by engine, through nginx, ${String(CONNECTIONS)} connections, ${String(SECONDS)} s a run, ${String(ROUNDS)} interleaved rounds (medians):`,
  )
  console.table(table)
  console.log('each run:')
  console.table(runs)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printEngineFigures(await benchCustomerEngines())
}
