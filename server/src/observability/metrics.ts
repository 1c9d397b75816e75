import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { CustomerDb } from '../db/customerDb'
import { registerCrmGauges } from '../crm/crmMetrics'
import type { ProviderOutcome } from '../realty/provider/failures'

/**
 * Seconds: a cached search answers in a few milliseconds, a provider call in tens to hundreds,
 * a heavy search or an upload in seconds; past 10 s a request has timed out anyway.
 */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The route label of a request no route matched: one label, whatever URL was asked. */
export const UNMATCHED_ROUTE = 'unmatched'

/** The lead form's route: a 200 there is a lead stored. */
const LEAD_ROUTE = { method: 'POST', url: '/realty/contact' } as const

export interface ServiceMetrics {
  /** Every metric of this app, and nothing of another app in the same process. */
  readonly registry: Registry
  /** A listing provider call failed (counted by what went wrong). */
  providerFailed(outcome: ProviderOutcome): void
}

/** Pending outbox e-mails (alerts and leads' notices): how many, and how long the oldest has waited. */
async function outboxBacklog(customers: CustomerDb, nowMs: number) {
  const row = await customers
    .selectFrom('alert_outbox')
    .where('status', '=', 'pending')
    .select((eb) => [eb.fn.countAll().as('pending'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirst()
  const pending = Number(row?.pending ?? 0)
  const oldest = row?.oldest ? Date.parse(row.oldest) : undefined
  return { pending, oldestAgeSeconds: oldest === undefined ? 0 : (nowMs - oldest) / 1000 }
}

/**
 * Seconds since the alert job last ran a saved search, from the database, so every instance
 * reports the one sender's lag. Instant searches (and those whose alerts are off) run on every
 * pass, so with any of them saved this is the time since the last pass. NaN with no search.
 */
async function alertLagSeconds(customers: CustomerDb, nowMs: number): Promise<number> {
  const row = await customers
    .selectFrom('saved_search_alerts')
    .select((eb) => eb.fn.max('last_run_at').as('last'))
    .executeTakeFirst()
  return row?.last ? (nowMs - Date.parse(row.last)) / 1000 : Number.NaN
}

/**
 * The service's metrics in a registry of its own (tests build many apps in one process). The
 * outbox and alert gauges are read from the customer database when scraped; a failed read
 * reports NaN rather than failing the whole scrape.
 */
export function createServiceMetrics(
  customers: CustomerDb,
  { processMetrics = false, now = Date.now }: { processMetrics?: boolean; now?: () => number } = {},
): ServiceMetrics {
  const registry = new Registry()
  // The process's memory, CPU, event loop and handles: only where they are scraped, since each
  // call starts observers that live as long as the process.
  if (processMetrics) collectDefaultMetrics({ register: registry })

  const providerErrors = new Counter({
    name: 'provider_errors_total',
    help: 'Listing provider calls that failed, by kind (status, timeout, unreachable, invalid-json) and provider status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  })
  const readGauge = (read: () => Promise<number>) =>
    async function collect(this: Gauge) {
      try {
        this.set(await read())
      } catch {
        this.set(Number.NaN)
      }
    }
  let backlog: Promise<{ pending: number; oldestAgeSeconds: number }> | undefined
  // Both outbox gauges come from one query per scrape.
  const outbox = () =>
    (backlog ??= outboxBacklog(customers, now()).finally(() => (backlog = undefined)))
  new Gauge({
    name: 'alert_outbox_pending',
    help: 'E-mails (alerts, lead notices and confirmations) waiting in the outbox to be sent',
    registers: [registry],
    collect: readGauge(async () => (await outbox()).pending),
  })
  new Gauge({
    name: 'alert_outbox_oldest_age_seconds',
    help: 'How long the oldest e-mail waiting in the outbox has waited (0: none waiting)',
    registers: [registry],
    collect: readGauge(async () => (await outbox()).oldestAgeSeconds),
  })
  new Gauge({
    name: 'alert_lag_seconds',
    help: 'Seconds since the alert job last ran a saved search (NaN: no saved search)',
    registers: [registry],
    collect: readGauge(() => alertLagSeconds(customers, now())),
  })
  registerCrmGauges(registry, customers, now)

  return {
    registry,
    providerFailed(outcome) {
      providerErrors.inc({
        kind: outcome.kind,
        status: outcome.kind === 'status' ? String(outcome.status) : '',
      })
    },
  }
}

/** Each answered request's latency by method, matched route pattern and status; leads stored. */
export function countRequests(app: FastifyInstance, { registry }: ServiceMetrics): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const leads = new Counter({
    name: 'leads_stored_total',
    help: 'Leads from the contact forms stored',
    registers: [registry],
  })
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/listings/:mlsNumber`), never the URL: one series per route, not per listing.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE
    const status = reply.statusCode
    duration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    )
    if (status === 200 && request.method === LEAD_ROUTE.method && route === LEAD_ROUTE.url) {
      leads.inc()
    }
    done()
  })
}
