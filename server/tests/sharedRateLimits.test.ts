import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../src/rateLimitConfig'
import { generalLead, postLead } from './contact/leads'
import { startTestServer, type TestServer } from './helpers'
import { startRedisServer, type RedisServer } from '../../scripts/stack/redisServer'

let redis: RedisServer
const servers: TestServer[] = []

beforeAll(async () => {
  redis = await startRedisServer()
})

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

afterAll(async () => {
  await redis.stop()
})

const limits = (perWindow: Partial<RateLimitSettings['perWindow']>): RateLimitSettings => ({
  ...DEFAULT_RATE_LIMITS,
  // Leads have their own limit, which only the leads test reaches.
  leadsPerWindow: 1000,
  perWindow: { ...DEFAULT_RATE_LIMITS.perWindow, ...perWindow },
  redisUrl: redis.url,
})

/** Two instances of the service behind one Redis, as behind a load balancer. */
async function twoInstances(settings: RateLimitSettings) {
  const started = await Promise.all([
    startTestServer({ config: { rateLimits: settings } }),
    startTestServer({ config: { rateLimits: settings } }),
  ])
  servers.push(...started)
  return started
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('reads REDIS_URL, refusing what is not a Redis URL without echoing it', () => {
    expect(loadConfig({}).rateLimits.redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).rateLimits.redisUrl).toBe(
      'redis://cache:6379',
    )
    expect(() => loadConfig({ REDIS_URL: 'http://user:pw@cache' })).toThrow(
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
    )
  })

  it('gives two instances one budget per client: the request past it on either is 429', async () => {
    const [a, b] = await twoInstances(limits({ other: 3 }))
    const statuses: number[] = []
    for (const server of [a, b, a, b, a]) {
      statuses.push((await fetch(`${server.baseUrl}/health`)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const limited = await fetch(`${b.baseUrl}/health`)
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many requests from this address; try again in \d+ s\.$/,
      ) as string,
    })
    // Each group keeps its own shared allowance.
    expect((await fetch(`${a.baseUrl}/geo/lake`)).status).not.toBe(429)
  })

  it('gives two instances one budget of stored leads, even with the group limits off', async () => {
    const [a, b] = await twoInstances({ ...limits({}), enabled: false, leadsPerWindow: 2 })
    const statuses: number[] = []
    for (const server of [a, b, a]) {
      statuses.push((await postLead(server.baseUrl, generalLead())).status)
    }
    expect(statuses).toEqual([200, 200, 429])
  })

  it('keeps answering, unlimited, while Redis is down', async () => {
    const own = await startRedisServer()
    try {
      const settings = { ...limits({ other: 2 }), redisUrl: own.url }
      const [a, b] = await twoInstances(settings)
      await own.stop()
      for (let i = 0; i < 4; i += 1) {
        for (const server of [a, b]) {
          expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
          expect((await postLead(server.baseUrl, generalLead())).status).toBe(200)
        }
      }
    } finally {
      await own.stop()
    }
  })

  it('starts and answers when Redis is unreachable from the start', async () => {
    const own = await startRedisServer()
    await own.stop()
    const [a] = await twoInstances({ ...limits({ other: 1 }), redisUrl: own.url })
    expect((await fetch(`${a.baseUrl}/health`)).status).toBe(200)
    expect((await fetch(`${a.baseUrl}/health`)).status).toBe(200)
  })
})
