import type { FastifyInstance } from 'fastify'
import { HttpError } from '../httpErrors'
import type { ProviderClientOptions } from '../realty/provider/client'
import type { ErrorReports } from './errorReports'
import { countRequests, createServiceMetrics, type ServiceMetrics } from './metrics'
import { listenForMetrics, type MetricsListener } from './metricsServer'
import { carryRequestIds, currentRequestId } from './requestId'
import type { ObservabilitySettings } from './settings'

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; scraped on the private metrics port when METRICS_PORT is set. */
    metrics: ServiceMetrics
    /** The private metrics listener's URL once the app is ready; undefined without one. */
    metricsUrl: () => string | undefined
  }
}

export interface ObservabilityOptions {
  readonly observability: ObservabilitySettings
  /** Names each error report's deploy. */
  readonly version: string
  readonly production: boolean
}

/**
 * Whether a failed request is a server error to report: a 5xx that no rule of ours chose. The
 * states we answer on purpose (the provider failed, a search ran out of time) are HttpErrors,
 * counted by the metrics instead.
 */
export function isServerError(error: unknown, statusCode: number): boolean {
  return statusCode >= 500 && !(error instanceof HttpError)
}

/**
 * Request ids, request metrics, the private metrics listener and error reports for one app.
 * Registered before the routes, so every route is counted and carries its id.
 */
export async function registerObservability(
  app: FastifyInstance,
  { observability, version, production }: ObservabilityOptions,
): Promise<void> {
  const metrics = createServiceMetrics(app.customers, {
    processMetrics: observability.metrics !== undefined,
  })
  app.decorate('metrics', metrics)
  carryRequestIds(app)
  countRequests(app, metrics)

  let listener: MetricsListener | undefined
  app.decorate('metricsUrl', () => listener?.url)
  const { metrics: listen, sentryDsn: dsn } = observability
  if (listen) {
    app.addHook('onReady', async () => {
      listener = await listenForMetrics(metrics.registry, listen)
    })
  }
  app.addHook('onClose', async () => {
    await listener?.close()
  })

  if (!dsn) return
  // Sentry's SDK (a second to load) only where errors go to it.
  const { sentryReports } = await import('./errorReports')
  reportServerErrors(
    app,
    sentryReports({
      dsn,
      release: version,
      environment: production ? 'production' : 'development',
    }),
  )
}

/** What the listing provider's client is told: its failures to count, the request id to send. */
export function providerHooks(app: FastifyInstance): Partial<ProviderClientOptions> {
  return {
    onFailure: (outcome) => {
      app.metrics.providerFailed(outcome)
    },
    requestId: currentRequestId,
  }
}

/** Each request that ends in a server error is reported once, with its id. */
function reportServerErrors(app: FastifyInstance, reports: ErrorReports): void {
  const failures = new WeakMap<object, unknown>()
  app.addHook('onError', (request, _reply, error, done) => {
    failures.set(request, error)
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    const error = failures.get(request)
    if (error !== undefined && isServerError(error, reply.statusCode)) {
      reports.report(error, request.id)
    }
    done()
  })
  app.addHook('onClose', () => reports.close())
}
