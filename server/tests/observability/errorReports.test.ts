import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { loadConfig } from '../../src/config'
import { failureFor } from '../../src/realty/provider/failures'
import { startTestServer, type TestServer } from '../helpers'

/** A stand-in for Sentry's ingest: every envelope's items, as JSON. */
async function startIngest() {
  const events: Record<string, unknown>[] = []
  const bodies: string[] = []
  let arrived: () => void = () => undefined
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = (
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      ).toString()
      bodies.push(body)
      // An envelope: a header line, then each item's header line and payload line.
      const [, , event] = body.split('\n')
      if (event) events.push(JSON.parse(event) as Record<string, unknown>)
      response.writeHead(200).end('{}')
      arrived()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    events,
    bodies,
    dsn: `http://publickey@127.0.0.1:${String(port)}/42`,
    /** Resolves once `count` events have arrived. */
    received(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (events.length >= count) resolve()
        }
        arrived = check
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const EMAIL = 'jane.doe@example.com'

function failingRoutes(app: App) {
  app.get('/test/bug', () => {
    throw new TypeError(`cannot read the lead of ${EMAIL}`)
  })
  app.get('/test/provider-down', () => {
    throw failureFor({ kind: 'status', status: 500 })
  })
  app.get('/test/bad-input', () => {
    throw Object.assign(new Error('bad input'), { statusCode: 400 })
  })
}

describe('server errors to Sentry', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>
  let server: TestServer

  beforeAll(async () => {
    ingest = await startIngest()
    server = await startTestServer({
      config: { observability: { metrics: undefined, sentryDsn: ingest.dsn } },
      beforeListen: failingRoutes,
    })
  })

  afterAll(async () => {
    await server.close()
    await ingest.close()
  })

  it('reports a 500 with the release and the request id, and nothing personal', async () => {
    const response = await fetch(`${server.baseUrl}/test/bug?email=${EMAIL}`, {
      headers: {
        'x-request-id': 'trace-sentry-1',
        authorization: 'Bearer secret-token-abc',
        cookie: 'session=secret-cookie',
      },
    })
    expect(response.status).toBe(500)
    await ingest.received(1)
    const [event] = ingest.events
    expect(event).toMatchObject({
      release: loadConfig({}).version,
      environment: 'development',
      tags: { request_id: 'trace-sentry-1' },
      exception: {
        values: [
          expect.objectContaining({
            type: 'TypeError',
            value: 'cannot read the lead of [redacted]',
          }),
        ],
      },
    })
    expect(event).not.toHaveProperty('request')
    expect(event).not.toHaveProperty('user')
    const sent = ingest.bodies.join('')
    for (const personal of [EMAIL, 'secret-token-abc', 'secret-cookie', '127.0.0.1:']) {
      expect(sent).not.toContain(personal)
    }
  })

  it('does not report what is not a server error of ours', async () => {
    const reported = ingest.events.length
    expect((await fetch(`${server.baseUrl}/test/provider-down`)).status).toBe(502)
    expect((await fetch(`${server.baseUrl}/test/bad-input`)).status).toBe(400)
    expect((await fetch(`${server.baseUrl}/no/such/route`)).status).toBe(404)
    // A bug after them arrives alone: nothing was queued before it.
    expect((await fetch(`${server.baseUrl}/test/bug`)).status).toBe(500)
    await ingest.received(reported + 1)
    expect(ingest.events).toHaveLength(reported + 1)
    expect(ingest.events.at(-1)).toMatchObject({ exception: { values: [{ type: 'TypeError' }] } })
  })
})
