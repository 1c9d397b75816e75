import rateLimit from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { RateLimitGroup, RateLimitSettings } from './rateLimitConfig'

/** A Redis command slower than this counts as Redis being down: the request is not limited. */
const REDIS_COMMAND_TIMEOUT_MS = 500

/** Where the counters live in Redis, apart from anything else kept there. */
const NAMESPACE = 'homewise:rate:'

/**
 * A client for the shared counters. Redis being down must never stop the service answering, so
 * no command waits for it: none is queued while it is unreachable and none waits longer than a
 * moment; each fails at once and the request goes unlimited (@fastify/rate-limit's
 * skipOnError) until the client, reconnecting on its own, finds Redis again.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
  })
  let reachable = true
  redis.on('ready', () => {
    if (!reachable) log.info('rate limits: Redis reachable again; limits shared')
    reachable = true
  })
  // Logged once an outage, not on every reconnection attempt.
  redis.on('error', (error: Error) => {
    if (!reachable) return
    reachable = false
    log.warn(
      { err: error },
      'rate limits: Redis unreachable; requests go unlimited until it is back',
    )
  })
  return redis
}

/** How long a start waits for Redis before it answers requests unlimited meanwhile. */
const FIRST_CONNECTION_WAIT_MS = 2000

/**
 * Waits for the client's first connection, or its first failure, or a moment: requests answered
 * before it connects would go uncounted, but an unreachable Redis never holds a start back.
 */
export function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS)
    timer.unref()
    redis.once('ready', done)
    redis.once('error', done)
  })
}

/**
 * The Redis client every rate limit counts in when REDIS_URL is set (undefined otherwise),
 * connected before the app answers and disconnected when it closes.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<Redis | undefined> {
  if (settings.redisUrl === undefined) return undefined
  const redis = rateLimitRedis(settings.redisUrl, app.log)
  app.addHook('onClose', () => {
    redis.disconnect()
  })
  await firstConnection(redis)
  return redis
}

export interface SharedCount {
  readonly limit: number
  readonly remaining: number
  readonly allowed: boolean
  readonly retryAfterSeconds: number
}

/**
 * Counts a request against its group's allowance in Redis, through @fastify/rate-limit's Redis
 * store (a fixed window from a key's first request, as the in-memory counter keeps), so every
 * instance sharing the Redis shares one budget per group and client address.
 */
export async function sharedRateCounter(
  app: FastifyInstance,
  settings: RateLimitSettings,
  redis: Redis,
  groupOf: (request: FastifyRequest) => RateLimitGroup,
): Promise<(request: FastifyRequest) => Promise<SharedCount>> {
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined
  // Its own scope: the plugin limits no route by itself, it only counts for the caller's hook.
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      redis,
      nameSpace: NAMESPACE,
      skipOnError: true,
    })
    limiter = scope.createRateLimit({
      timeWindow: settings.windowMs,
      keyGenerator: (request) => `${groupOf(request)} ${request.ip}`,
      max: (_request, key) => settings.perWindow[key.split(' ')[0] as RateLimitGroup],
    })
  })
  const count = limiter
  if (count === undefined) throw new Error('the rate limit plugin did not load')
  return async (request) => {
    const state = await count(request)
    if (state.isAllowed) {
      const limit = settings.perWindow[groupOf(request)]
      return { limit, remaining: limit, allowed: true, retryAfterSeconds: 1 }
    }
    return {
      limit: state.max,
      remaining: state.remaining,
      allowed: !state.isExceeded,
      retryAfterSeconds: Math.max(1, state.ttlInSeconds),
    }
  }
}
