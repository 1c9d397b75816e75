import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

describe('GET /cdn/:imageKey with bad input', () => {
  it.each([
    ['W5000007-3', 'w=0', 'querystring/w'],
    ['W5000007-3', 'w=49', 'querystring/w'],
    ['W5000007-3', 'w=abc', 'querystring/w'],
    ['W5000007-3', 'w=5000', 'querystring/w'],
    ['W5000007-3', 'w=350.5', 'querystring/w'],
    ['W5000007-3', 'class=huge', 'querystring/class'],
    ['W5000007-3', 'f=gif', 'querystring/f'],
    ['W5000007-3', 'w=350&size=big', 'querystring/size is not allowed'],
    ['-W5000007-3', 'w=350', 'params/imageKey'],
    ['.hidden', 'w=350', 'params/imageKey'],
    ['W5000007-3%3Cscript%3E', 'w=350', 'params/imageKey'],
    ['W'.repeat(129), 'w=350', 'must match pattern'],
    ['sandbox/.env', 'w=350', 'params/*'],
    ['sandbox/IMG%20X_1.jpg', 'w=350', 'params/*'],
    ['a/b/c/d/e/IMG-X_1.jpg', 'w=350', 'params/*'],
    ['sandbox//IMG-X_1.jpg', 'w=350', 'params/*'],
  ])('refuses %s?%s, naming %s', async (key, query, named) => {
    const response = await fetch(`${server.baseUrl}/cdn/${key}?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { statusCode: number; message: string }
    expect(body.statusCode).toBe(400)
    expect(body.message).toContain(named)
  })

  it('accepts the edges of the width range', async () => {
    for (const w of [50, 2000]) {
      const response = await fetch(`${server.baseUrl}/cdn/W5000007-3?w=${String(w)}`)
      expect(response.status).toBe(200)
      await response.body?.cancel()
    }
  })
})
