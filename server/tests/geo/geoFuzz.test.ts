import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 300 } })
})

afterAll(async () => {
  await server.close()
})

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '%',
    '_',
    '\\',
    '"',
    '*',
    '"*',
    'NEAR(a b)',
    'a OR b',
    '12 "King',
    "o'connor",
    '-',
    '1 -',
    "'; DROP TABLE listings; --",
  ),
)

async function expectHandled(path: string, params: Record<string, string>, allowed: number[]) {
  const query = new URLSearchParams(params).toString()
  const response = await fetch(`${server.baseUrl}${path}?${query}`)
  expect(allowed, `${query} → ${String(response.status)}`).toContain(response.status)
  const body = (await response.json()) as { message?: unknown }
  if (response.status >= 400) expect(typeof body.message).toBe('string')
}

describe('/geo under arbitrary input', () => {
  it('answers predictions with 200 or 400, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.option(text, { nil: undefined }), async (input, components) =>
        expectHandled(
          '/geo/predictions',
          { input, ...(components === undefined ? {} : { components }) },
          [200, 400],
        ),
      ),
      { numRuns: 300 },
    )
  })

  it('answers geocoding with 200, 400 or 404, never 500', async () => {
    const placeId = fc.oneof(
      text,
      text.map((payload) => `hw:${Buffer.from(payload).toString('base64url')}`),
      fc
        .jsonValue()
        .map((value) => `hw:${Buffer.from(JSON.stringify(value)).toString('base64url')}`),
    )
    const latlng = fc.oneof(
      text,
      fc.tuple(fc.double(), fc.double()).map(([lat, lng]) => `${String(lat)},${String(lng)}`),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.record({ place_id: placeId, latlng }, { requiredKeys: [] }),
        async (params) => expectHandled('/geo/geocode', params, [200, 400, 404]),
      ),
      { numRuns: 300 },
    )
  })
})
