import { Ajv } from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewsResponse } from '../../../contract/reviews'
import { SPA_ORIGIN, startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

describe('GET /reviews', () => {
  it('serves the quoted reviews in the contract shape, cacheable, to the SPA origin', async () => {
    const response = await fetch(`${server.baseUrl}/reviews`, { headers: { origin: SPA_ORIGIN } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN)
    const body = (await response.json()) as ReviewsResponse
    expect(new Ajv({ strict: false }).validate(ReviewsResponse, body)).toBe(true)
    expect(body.reviews).toHaveLength(5)
    expect(new Set(body.reviews.map((review) => review.id)).size).toBe(5)
    for (const review of body.reviews) expect(review.rating).toMatch(/_[0-5]$/)
  })

  it('is in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, unknown>
    }
    expect(document.paths).toHaveProperty('/reviews')
  })
})
