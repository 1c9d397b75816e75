import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTACT_RATE_LIMIT, contactRoutes } from '../../src/contact/routes'
import { startTestServer, type TestServer } from '../helpers'
import { generalLead, postLead } from './leads'

/** The same plugin again under its own prefix, with a limit a test reaches in two requests. */
const QUICK = { max: 2, timeWindowMs: 60_000 }

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    beforeListen: async (app) => {
      await app.register(contactRoutes, { prefix: '/quick', rateLimit: QUICK })
    },
  })
})

afterAll(async () => {
  await server.close()
})

afterEach(() => {
  vi.useRealTimers()
})

const refused = { ...generalLead(), admin: true }

describe('POST /realty/contact rate limit', () => {
  it('answers 429 with a reason once one address sends more leads than the limit', async () => {
    // Refused bodies first: they are not counted, so they cannot use up the limit.
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 5; i += 1) {
      expect((await postLead(server.baseUrl, refused)).status).toBe(400)
    }
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await postLead(server.baseUrl, generalLead())).status).toBe(200)
    }
    const limited = await postLead(server.baseUrl, generalLead())
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many leads from this address; try again in 1 minute.',
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Past the limit a bad body still gets its reason, so the form can still show it.
    expect((await postLead(server.baseUrl, refused)).status).toBe(400)
  })

  it('takes its limit from the plugin options, and lets leads in again after the window', async () => {
    const quick = { path: '/quick/realty/contact' }
    // The limit's window is measured on the clock, which the test moves itself.
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    expect((await postLead(server.baseUrl, generalLead(), quick)).status).toBe(200)
    expect((await postLead(server.baseUrl, generalLead(), quick)).status).toBe(200)
    expect((await postLead(server.baseUrl, generalLead(), quick)).status).toBe(429)
    vi.setSystemTime(start + QUICK.timeWindowMs - 1)
    expect((await postLead(server.baseUrl, generalLead(), quick)).status).toBe(429)
    vi.setSystemTime(start + QUICK.timeWindowMs)
    expect((await postLead(server.baseUrl, generalLead(), quick)).status).toBe(200)
  })
})
