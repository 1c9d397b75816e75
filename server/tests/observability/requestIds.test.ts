import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { startTestServer, type TestServer } from '../helpers'
import { capturedLog, startProviderStub } from './support'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A route that logs a line of its own, as any handler's `request.log` does. */
function loggingRoute(app: App) {
  app.get('/test/logs', (request) => {
    request.log.info('handler ran')
    return { ok: true }
  })
}

describe('x-request-id', () => {
  const log = capturedLog()
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({
      log: log.stream,
      config: { logLevel: 'info' },
      beforeListen: loggingRoute,
    })
  })

  afterAll(async () => {
    await server.close()
  })

  const get = (headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/test/logs`, { headers })

  it("echoes a caller's well-formed id", async () => {
    const response = await get({ 'x-request-id': 'lb-7f3a.42' })
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42')
  })

  it('makes an id when the caller sends none', async () => {
    const response = await get()
    expect(response.headers.get('x-request-id')).toMatch(UUID)
  })

  it.each([
    ['too long', 'a'.repeat(65)],
    ['log forging', 'abc","level":60,"x":"'],
    ['spaces', 'a b c'],
  ])('replaces a malformed id (%s) with one of its own', async (_case, id) => {
    const response = await get({ 'x-request-id': id })
    const echoed = response.headers.get('x-request-id')
    expect(echoed).toMatch(UUID)
    expect(log.raw.join('')).not.toContain(id)
  })

  it("is in every log line of the request, the handler's own included", async () => {
    await get({ 'x-request-id': 'trace-logs-1' })
    const lines = log.lines.filter((line) => line.reqId === 'trace-logs-1')
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'handler ran',
      'request completed',
    ])
  })

  it('is on the answer of a refused request too', async () => {
    const response = await fetch(`${server.baseUrl}/no/such/route`, {
      headers: { 'x-request-id': 'trace-404' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toBe('trace-404')
  })
})

describe('x-request-id on listing provider calls', () => {
  it("is sent with the provider call a request makes, the caller's id included", async () => {
    const provider = await startProviderStub(500)
    const server = await startTestServer({ config: { listings: provider.listings } })
    try {
      const response = await fetch(`${server.baseUrl}/listings?city=Toronto`, {
        headers: { 'x-request-id': 'trace-provider-1' },
      })
      expect(response.status).toBe(502)
      expect(provider.calls.map((call) => call.headers['x-request-id'])).toEqual([
        'trace-provider-1',
      ])

      const second = await fetch(`${server.baseUrl}/listings?city=Ottawa`)
      const made = second.headers.get('x-request-id')
      expect(made).toMatch(UUID)
      expect(provider.calls[1]?.headers['x-request-id']).toBe(made)
    } finally {
      await server.close()
      await provider.close()
    }
  })
})
