import { afterEach, describe, expect, it } from 'vitest'
import { SERVICE_KEY_HEADER } from '../src/auth/serviceKey'
import { loadConfig } from '../src/config'
import { DEFAULT_RATE_LIMITS, readRateLimits, type RateLimitSettings } from '../src/rateLimitConfig'
import { createRateCounter, rateLimitGroup } from '../src/rateLimits'
import { startTestServer, type TestServer } from './helpers'

describe('rateLimitGroup', () => {
  it.each([
    ['/listings', { cluster: true, clusterPrecision: 12 }, 'map'],
    ['/listings', {}, 'map'],
    ['/listings/:mlsNumber', {}, 'map'],
    ['/listings', { type: 'count' }, 'map'],
    ['/listings', { statistics: 'avg-soldPrice', status: ['U'] }, 'statistics'],
    ['/listings/:mlsNumber', { statistics: 'avg-soldPrice' }, 'map'],
    ['/listings/history', { city: 'Toronto' }, 'statistics'],
    ['/locations', { search: 'oak' }, 'map'],
    ['/polygons', {}, 'map'],
    ['/autocomplete', { search: '12' }, 'map'],
    ['/geo/predictions', { input: 'king' }, 'map'],
    ['/realty/contact', {}, 'contact'],
    ['/cdn/:file', {}, 'images'],
    ['/user/saved-homes', {}, 'customer'],
    ['/dashboard', {}, 'customer'],
    ['/application/:id/signer', {}, 'customer'],
    ['/health', {}, 'other'],
    ['/docs/json', {}, 'other'],
    ['/listingsX', {}, 'other'],
    ['/geography', {}, 'other'],
    [undefined, { statistics: 'avg-soldPrice' }, 'other'],
  ])('%s %o → %s', (route, query, group) => {
    expect(rateLimitGroup(route, query)).toBe(group)
  })
})

describe('createRateCounter', () => {
  const settings: RateLimitSettings = {
    ...DEFAULT_RATE_LIMITS,
    perWindow: { ...DEFAULT_RATE_LIMITS.perWindow, contact: 2 },
  }

  it('counts per group and client, and opens again with the next window', () => {
    let time = 1_000_000
    const count = createRateCounter(settings, () => time)
    expect(count('contact', 'a').allowed).toBe(true)
    expect(count('contact', 'a')).toMatchObject({ allowed: true, remaining: 0 })
    expect(count('contact', 'a')).toMatchObject({ allowed: false, retryAfterSeconds: 60 })
    expect(count('contact', 'b').allowed).toBe(true)
    expect(count('map', 'a').allowed).toBe(true)
    time += 30_000
    expect(count('contact', 'a')).toMatchObject({ allowed: false, retryAfterSeconds: 30 })
    time += 30_000
    expect(count('contact', 'a')).toMatchObject({ allowed: true, remaining: 1 })
  })
})

describe('rate limit settings', () => {
  it('defaults to on, generous for the map and tighter for contact and statistics', () => {
    const { rateLimits } = loadConfig({})
    expect(rateLimits.enabled).toBe(true)
    expect(rateLimits.perWindow.map).toBeGreaterThan(rateLimits.perWindow.statistics * 10)
    expect(rateLimits.perWindow.contact).toBeLessThan(rateLimits.perWindow.other)
  })

  it('reads RATE_LIMITS and RATE_LIMIT_<GROUP>', () => {
    const env: Record<string, string> = {
      RATE_LIMITS: 'off',
      RATE_LIMIT_MAP: '5',
      RATE_LIMIT_LEADS: '500',
    }
    const settings = readRateLimits((name) => env[name])
    expect(settings.enabled).toBe(false)
    expect(settings.perWindow.map).toBe(5)
    expect(settings.leadsPerWindow).toBe(500)
    expect(readRateLimits(() => undefined).leadsPerWindow).toBe(10)
    expect(settings.perWindow.contact).toBe(DEFAULT_RATE_LIMITS.perWindow.contact)
  })

  it.each([
    [{ RATE_LIMITS: 'maybe' }, /RATE_LIMITS must be on or off/],
    [{ RATE_LIMIT_MAP: '0' }, /RATE_LIMIT_MAP must be a whole number/],
    [{ RATE_LIMIT_CONTACT: 'lots' }, /RATE_LIMIT_CONTACT/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it.each([
    [undefined, false],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('TRUST_PROXY=%s → %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(expected)
  })
})

describe('per-client limits over HTTP', () => {
  let server: TestServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  const limits = (perWindow: Partial<RateLimitSettings['perWindow']>): RateLimitSettings => ({
    ...DEFAULT_RATE_LIMITS,
    perWindow: { ...DEFAULT_RATE_LIMITS.perWindow, ...perWindow },
  })

  it('answers 429 with a reason and Retry-After once a client passes its group limit', async () => {
    server = await startTestServer({ config: { rateLimits: limits({ other: 3, map: 2 }) } })
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server!.baseUrl}${path}`, { headers })
    for (let i = 0; i < 3; i += 1) expect((await get('/health')).status).toBe(200)
    const limited = await get('/health')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many requests from this address; try again in \d+ s\.$/,
      ) as string,
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another group keeps its own allowance; unknown routes count as 'other' too.
    expect((await get('/geo/lake')).status).not.toBe(429)
    expect((await get('/nowhere')).status).toBe(429)
    // Without trustProxy a forwarded header is ignored: the socket's address is the client.
    expect((await get('/health', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
    // The load balancer's probes are never limited: a limited probe takes the instance out.
    for (let i = 0; i < 5; i += 1) expect((await get('/health/live')).status).toBe(200)
    expect((await get('/health/ready')).status).not.toBe(429)
  })

  it('counts a request by the route that answers it, not by its URL as written', async () => {
    server = await startTestServer({ config: { rateLimits: limits({ statistics: 2 }) } })
    const get = (path: string) => fetch(`${server!.baseUrl}${path}`)
    // `/%6Cistings` is routed to /listings, and `%73tatistics` read as `statistics`.
    for (const path of ['/%6Cistings?statistics=cnt-closed', '/listings?%73tatistics=cnt-closed']) {
      const answered = await get(path)
      expect(answered.status).toBe(200)
      expect(answered.headers.get('x-ratelimit-limit')).toBe('2')
    }
    const limited = await get('/%6C%69stings?statistics=cnt-closed&listings=false')
    expect(limited.status).toBe(429)
    // The map's own allowance is untouched.
    expect((await get('/listings?listings=false')).status).toBe(200)
  })

  it('counts each forwarded client on its own behind a trusted proxy', async () => {
    server = await startTestServer({
      config: { rateLimits: limits({ other: 1 }), trustProxy: 1 },
    })
    const get = (client: string) =>
      fetch(`${server!.baseUrl}/health`, { headers: { 'x-forwarded-for': client } })
    expect((await get('203.0.113.1')).status).toBe(200)
    expect((await get('203.0.113.1')).status).toBe(429)
    expect((await get('203.0.113.2')).status).toBe(200)
  })

  it("does not count the service's own callers (the alert job, with the service key)", async () => {
    const key = 'k'.repeat(40)
    server = await startTestServer({
      config: { rateLimits: limits({ statistics: 2 }), realtyServiceKey: key },
    })
    const history = (headers: Record<string, string> = {}) =>
      fetch(`${server!.baseUrl}/listings/history?city=Toronto&streetName=Main&streetNumber=1`, {
        headers,
      })
    for (let i = 0; i < 5; i += 1) {
      expect((await history({ [SERVICE_KEY_HEADER]: key })).status).not.toBe(429)
    }
    // A visitor from the same address keeps the whole allowance; a wrong key is a visitor, and
    // so is a page (a browser never holds the key).
    expect((await history()).status).not.toBe(429)
    expect((await history({ [SERVICE_KEY_HEADER]: 'x'.repeat(40) })).status).not.toBe(429)
    expect(
      (await history({ [SERVICE_KEY_HEADER]: key, origin: 'http://localhost:5173' })).status,
    ).toBe(429)
  })

  it('limits nothing when turned off', async () => {
    server = await startTestServer({
      config: { rateLimits: { ...limits({ other: 1 }), enabled: false } },
    })
    for (let i = 0; i < 5; i += 1) {
      expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
    }
  })
})
