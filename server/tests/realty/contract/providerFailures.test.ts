import { Value } from 'typebox/value'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../contract/errors'
import { CONTRACT_TIMEOUT_MS, useTwoSources } from './twoSources'

/**
 * What the SPA sees when the provider fails behind the service: a clear status and reason, never
 * 500, never the key. Each case asks a search nobody asked before, so no cached answer hides it.
 */
const twoSources = useTwoSources()
let asked = 0

afterEach(() => {
  twoSources().fake.settings.fail = { status: 429, times: 0 }
  twoSources().fake.settings.latencyMs = 0
})

async function freshSearch() {
  asked += 1
  const response = await fetch(
    `${twoSources().provider.baseUrl}/listings?status=A&sortBy=updatedOnDesc&minPrice=${String(1000 + asked)}`,
  )
  const text = await response.text()
  expect(text).not.toContain(twoSources().fake.settings.apiKey)
  const body: unknown = JSON.parse(text)
  expect(Value.Check(ErrorBody, body), text).toBe(true)
  return { response, body: body as ErrorBody }
}

describe('provider failures through the realty service', () => {
  it.each([
    [401, 502],
    [403, 502],
    [429, 503],
    [400, 400],
    [500, 502],
  ])('the provider answering %i makes %i', async (providerStatus, status) => {
    twoSources().fake.settings.fail = { status: providerStatus, times: 1 }
    const { response, body } = await freshSearch()
    expect(response.status).toBe(status)
    expect(body.message.length).toBeGreaterThan(0)
    // Only a busy provider (503) tells the caller when to come back.
    expect(response.headers.get('retry-after')).toEqual(
      status === 503 ? expect.stringMatching(/^\d+$/) : null,
    )
  })

  it('answers 504 when the provider does not answer in time', async () => {
    twoSources().fake.settings.latencyMs = CONTRACT_TIMEOUT_MS + 400
    const { response } = await freshSearch()
    expect(response.status).toBe(504)
  })
})
