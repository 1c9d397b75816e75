import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../src/app'
import { loadConfig } from '../../../src/config'
import { failureFor, type ProviderOutcome } from '../../../src/realty/provider/failures'
import { startTestServer, type TestServer } from '../../helpers'

const OUTCOMES: Readonly<Record<string, ProviderOutcome>> = {
  busy: { kind: 'status', status: 429, retryAfter: '3' },
  down: { kind: 'status', status: 500 },
  slow: { kind: 'timeout', afterMs: 5000 },
}

/** A route that fails the way a provider call does. */
function failingRoutes(app: App) {
  app.get<{ Params: { outcome: string } }>('/test/provider/:outcome', (request) => {
    throw failureFor(OUTCOMES[request.params.outcome] ?? { kind: 'unreachable' })
  })
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ beforeListen: failingRoutes })
})

afterAll(async () => {
  await server.close()
})

describe('provider failures over HTTP', () => {
  it.each([
    ['busy', 503, '3', 'The listing provider is busy; try again in 3 s'],
    ['down', 502, null, 'The listing provider failed (status 500)'],
    ['slow', 504, null, 'The listing provider did not answer within 5000 ms'],
    ['gone', 502, null, 'The listing provider could not be reached'],
  ])('%s answers %d with its reason, not a 500', async (outcome, status, retryAfter, message) => {
    const response = await fetch(`${server.baseUrl}/test/provider/${outcome}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('retry-after')).toBe(retryAfter)
    expect(await response.json()).toEqual({
      statusCode: status,
      error: expect.any(String) as string,
      message,
    })
  })
})

describe('the listing source settings', () => {
  it('default to the generated dataset, with the fake provider as the local provider', () => {
    expect(loadConfig({}).listings).toEqual({
      source: 'sqlite',
      providerUrl: 'http://127.0.0.1:8788',
      providerKey: '',
      providerTimeoutMs: 5000,
      searchWorkers: 2,
      searchBudgetMs: 5000,
      allowSynthetic: false,
    })
  })

  it('read the provider, its key and its time-out', () => {
    const env = {
      LISTINGS_SOURCE: 'provider',
      PROVIDER_API_URL: 'https://provider.example/',
      PROVIDER_API_KEY: 'k',
      PROVIDER_TIMEOUT_MS: '2500',
      SEARCH_WORKERS: '0',
      SEARCH_BUDGET_MS: '800',
    }
    expect(loadConfig(env).listings).toEqual({
      source: 'provider',
      providerUrl: 'https://provider.example',
      providerKey: 'k',
      providerTimeoutMs: 2500,
      searchWorkers: 0,
      searchBudgetMs: 800,
      allowSynthetic: false,
    })
  })

  it.each([
    [{ LISTINGS_SOURCE: 'postgres' }, /LISTINGS_SOURCE must be one of sqlite, provider/],
    [{ SEARCH_WORKERS: '-1' }, /SEARCH_WORKERS must be an integer from 0 to 16/],
    [{ SEARCH_BUDGET_MS: '0' }, /SEARCH_BUDGET_MS must be an integer from 1 to 60000/],
    [{ PROVIDER_API_URL: 'ftp://x' }, /PROVIDER_API_URL must be an http/],
    [{ PROVIDER_TIMEOUT_MS: '10' }, /PROVIDER_TIMEOUT_MS must be an integer from 100/],
  ])('refuse %j at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('never put the key in an error message', () => {
    expect(() =>
      loadConfig({
        LISTINGS_SOURCE: 'provider',
        PROVIDER_API_KEY: 'secret',
        PROVIDER_TIMEOUT_MS: 'x',
      }),
    ).toThrow(/^(?!.*secret)/)
  })
})
