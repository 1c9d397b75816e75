import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { startFakeProvider, type RunningFakeProvider } from '../../fakeProvider/start'
import type {
  ProviderErrorBody,
  ProviderListing,
  ProviderSearchResponse,
} from '../../src/realty/provider/providerTypes'

/**
 * A fake provider over 3,000 generated listings for one test file, answering at once in
 * response version 2 unless a test changes its settings (reset before each test).
 */
export function fakeProviderFixture() {
  let fake: RunningFakeProvider | undefined

  beforeAll(async () => {
    fake = await startFakeProvider(3000, { latencyMs: 0 })
  }, 60_000)

  afterAll(async () => {
    await fake?.close()
  })

  beforeEach(() => {
    const { settings } = current()
    settings.version = 2
    settings.latencyMs = 0
    settings.fail = { status: 429, times: 0 }
  })

  function current(): RunningFakeProvider {
    if (!fake) throw new Error('the fake provider has not started')
    return fake
  }

  /** A GET with the key, another key, or (null) none. */
  async function call(path: string, key?: string | null) {
    const { url, settings } = current()
    const sent = key === undefined ? settings.apiKey : key
    const response = await fetch(`${url}${path}`, {
      headers: sent === null ? {} : { 'REPLIERS-API-KEY': sent },
    })
    const body = (await response.json()) as unknown
    return { status: response.status, headers: response.headers, body }
  }

  async function ok<T = ProviderSearchResponse>(path: string): Promise<T> {
    const { status, body } = await call(path)
    expect(status, JSON.stringify(body)).toBe(200)
    return body as T
  }

  async function refusal(path: string) {
    const { status, body } = await call(path)
    const first = (body as ProviderErrorBody)[0]?.[0]
    return { status, ...first }
  }

  return { current, call, ok, refusal }
}

export function listingAt(listings: readonly ProviderListing[], index = 0): ProviderListing {
  const listing = listings[index]
  if (!listing) throw new Error(`no listing at ${String(index)}`)
  return listing
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '')
