import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutCommit } from './checkoutCommit'
import { startTestServer, type TestServer } from './helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

describe('GET /health', () => {
  it("answers ok with the build's release (its commit), as JSON", async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ status: 'ok', version: checkoutCommit() })
  })
})
