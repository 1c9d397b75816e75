import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServiceKeyRequest } from './auth/serviceKey'
import { HttpError } from './httpErrors'
import type { RateLimitGroup, RateLimitSettings } from './rateLimitConfig'
import type { Redis } from 'ioredis'
import { sharedRateCounter } from './sharedRateLimits'

/** Route prefixes and their group; a prefix matches itself and what follows a slash. */
const PREFIX_GROUPS: readonly (readonly [string, RateLimitGroup])[] = [
  ['/listings/history', 'statistics'],
  ['/listings', 'map'],
  ['/locations', 'map'],
  ['/polygons', 'map'],
  ['/autocomplete', 'map'],
  ['/geo', 'map'],
  ['/realty/contact', 'contact'],
  ['/cdn', 'images'],
  ['/user', 'customer'],
  ['/dashboard', 'customer'],
  ['/application', 'customer'],
]

/**
 * The load balancer's probes: never limited, since every instance is probed from a few addresses
 * every few seconds, and a limited probe would take a healthy instance out of service.
 */
const PROBE_ROUTES: ReadonlySet<string> = new Set(['/health/live', '/health/ready'])

/** Whether the route that answers a request is a load balancer's probe (not rate limited). */
export const isProbeRoute = (route: string | undefined): boolean =>
  route !== undefined && PROBE_ROUTES.has(route)

const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`)

/**
 * The group a request counts against, from the route that answers it (its pattern, as
 * `/listings/:mlsNumber`; undefined when none does) and its parsed query: the first matching
 * prefix, except that a listings search asking for statistics counts as statistics (the trends
 * page's call). Read after routing and decoding, so `/%6Cistings?%73tatistics=` counts as the
 * statistics search it is answered as, not as the raw URL reads.
 */
export function rateLimitGroup(route: string | undefined, query: unknown): RateLimitGroup {
  const found =
    route === undefined ? undefined : PREFIX_GROUPS.find(([prefix]) => underPrefix(route, prefix))
  if (!found) return 'other'
  const asksStatistics = typeof query === 'object' && query !== null && 'statistics' in query
  if (found[1] === 'map' && route === '/listings' && asksStatistics) return 'statistics'
  return found[1]
}

/** A request's place in its allowance, as the 429 and the rate limit headers tell it. */
export interface RateState {
  readonly limit: number
  readonly remaining: number
  readonly allowed: boolean
  readonly retryAfterSeconds: number
}

interface Window {
  count: number
  resetAt: number
}

/**
 * Fixed-window counters per group and client address. Counters of past windows are swept once a
 * window, so memory holds only the clients of the last minute.
 */
export function createRateCounter(settings: RateLimitSettings, now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  let nextSweep = 0
  return (group: RateLimitGroup, client: string): RateState => {
    const time = now()
    if (time >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
      nextSweep = time + settings.windowMs
    }
    const key = `${group} ${client}`
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + settings.windowMs }
      windows.set(key, window)
    }
    window.count += 1
    const limit = settings.perWindow[group]
    return {
      limit,
      remaining: Math.max(0, limit - window.count),
      allowed: window.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
    }
  }
}

/**
 * One hook for the whole app, once the request is routed and before its body is read: every
 * public route is limited by its group, per client address (`request.ip`, which follows the
 * trustProxy setting), counted in this process or, with REDIS_URL, in Redis across instances.
 * The service's own callers (the alert job, with the service key) are not visitors and are not
 * counted: they share the loopback address with anyone browsing from the same machine, and a
 * run's look-ups would otherwise use up that address's allowance.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  isServiceCaller: (request: ServiceKeyRequest) => boolean,
  redis: Redis | undefined,
) {
  if (!settings.enabled) return
  const groupOf = (request: FastifyRequest) =>
    rateLimitGroup(request.routeOptions.url, request.query)
  let count: (request: FastifyRequest) => RateState | Promise<RateState>
  if (redis === undefined) {
    const inMemory = createRateCounter(settings)
    count = (request) => inMemory(groupOf(request), request.ip)
  } else {
    count = await sharedRateCounter(app, settings, redis, groupOf)
  }
  app.addHook('onRequest', async (request, reply) => {
    if (isServiceCaller(request) || isProbeRoute(request.routeOptions.url)) return
    const state = await count(request)
    void reply.header('x-ratelimit-limit', state.limit)
    void reply.header('x-ratelimit-remaining', state.remaining)
    if (state.allowed) return
    void reply.header('retry-after', state.retryAfterSeconds)
    throw new HttpError(
      429,
      `Too many requests from this address; try again in ${String(state.retryAfterSeconds)} s.`,
    )
  })
}
