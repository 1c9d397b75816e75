import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { listingContactLead, postLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'
import { capturedLog } from './support'

const SECRETS = {
  token: 'unsub-token-5f1e9a',
  restore: 'undo-token-77ab01',
  ticket: 'upload-ticket-c0ffee',
  signature: 'presigned-sig-beef42',
  bearer: 'eyJhbGciOiJSUzI1NiJ9.payload.sig',
  cookie: 'session=cookie-value-9d8e',
  serviceKey: 'service-key-0123456789abcdef0123456789abcdef',
  email: 'jane.doe@example.com',
  phone: '(416) 555-0199',
}

/** Routes that log what careless code might: headers, contact details, an error naming one. */
function carelessRoutes(app: App) {
  app.get('/test/headers', (request) => {
    request.log.info({ headers: request.headers }, 'headers seen')
    return { ok: true }
  })
  app.get('/test/contact', (request) => {
    request.log.info({ email: SECRETS.email, lead: { phone: SECRETS.phone } }, 'contact seen')
    request.log.info(`mailing ${SECRETS.email} at ${SECRETS.phone}`)
    request.log.warn({ reason: `refused for ${SECRETS.email}` }, 'refused')
    return { ok: true }
  })
  app.get('/test/fails', () => {
    throw new Error(`550 mailbox <${SECRETS.email}> unavailable`)
  })
}

describe('what the log never holds', () => {
  const log = capturedLog()
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({
      log: log.stream,
      config: { logLevel: 'info' },
      beforeListen: carelessRoutes,
    })
    const { baseUrl } = server
    await fetch(`${baseUrl}/alerts/unsubscribe?token=${SECRETS.token}`)
    await fetch(`${baseUrl}/alerts/unsubscribe?restore=${SECRETS.restore}&lang=fr`)
    await fetch(
      `${baseUrl}/test/headers?ticket=${SECRETS.ticket}&X-Amz-Signature=${SECRETS.signature}`,
      {
        headers: {
          authorization: `Bearer ${SECRETS.bearer}`,
          cookie: SECRETS.cookie,
          'x-service-key': SECRETS.serviceKey,
        },
      },
    )
    await fetch(`${baseUrl}/test/contact?email=${encodeURIComponent(SECRETS.email)}`)
    await fetch(`${baseUrl}/test/fails`)
    await postLead(baseUrl, {
      ...listingContactLead(),
      user: { ...listingContactLead().user, email: SECRETS.email },
    })
  })

  afterAll(async () => {
    await server.close()
  })

  it.each(Object.entries(SECRETS))('has no %s', (_name, secret) => {
    expect(log.raw.length).toBeGreaterThan(10)
    expect(log.raw.join('')).not.toContain(secret)
  })

  it('has no phone number in any spelling', () => {
    expect(log.raw.join('')).not.toMatch(/416.{0,3}555.?0199/)
  })

  it('still says which route was asked, with the secret values replaced', () => {
    const urls = log.lines
      .filter((line) => line.msg === 'incoming request')
      .map((line) => (line.req as { url: string }).url)
    expect(urls).toContain('/alerts/unsubscribe?token=[redacted]')
    expect(urls).toContain('/alerts/unsubscribe?restore=[redacted]&lang=fr')
    expect(urls).toContain('/test/headers?ticket=[redacted]&X-Amz-Signature=[redacted]')
    expect(urls).toContain('/test/contact?email=[redacted]')
  })

  it("keeps the headers' other fields and the error's kind, status and stack", () => {
    const headers = log.lines.find((line) => line.msg === 'headers seen')?.headers as Record<
      string,
      unknown
    >
    expect(headers.authorization).toBe('[redacted]')
    expect(headers.cookie).toBe('[redacted]')
    expect(headers['x-service-key']).toBe('[redacted]')
    expect(headers.host).toEqual(expect.stringContaining('127.0.0.1'))

    const failed = log.lines.find((line) => line.msg === 'request failed')
    expect(failed?.err).toMatchObject({
      type: 'Error',
      message: '550 mailbox <[redacted]> unavailable',
      stack: expect.stringContaining('logRedaction.test.ts') as string,
    })
  })
})
