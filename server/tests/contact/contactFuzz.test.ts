import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '../../src/app'
import { contactRoutes } from '../../src/contact/routes'
import { startTestServer, type TestServer } from '../helpers'
import { generalLead, listingContactLead, postLead, withField } from './leads'

const PATH = '/fuzz/realty/contact'

let server: TestServer

beforeAll(async () => {
  // The contact plugin under its own prefix with a limit no run reaches: a 429 here would hide
  // what the route does with the body.
  server = await startTestServer({
    beforeListen: async (app) => {
      await app.register(contactRoutes, {
        prefix: '/fuzz',
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      })
    },
  })
})

afterAll(async () => {
  await server.close()
})

// Near misses of real leads reach deeper rules than random JSON does.
const paths = fc.constantFrom(
  ['user'],
  ['user', 'name'],
  ['user', 'name', 'first'],
  ['user', 'email'],
  ['user', 'phone'],
  ['property'],
  ['property', 'city'],
  ['property', 'price'],
  ['property', 'address'],
  ['code'],
  ['boardId'],
  ['message'],
  ['__proto__'],
  ['constructor', 'prototype'],
)

const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.constantFrom(listingContactLead(), generalLead()), paths, fc.jsonValue())
    .map(([lead, path, value]) => JSON.stringify(withField(lead, path, value))),
  fc.string({ maxLength: 60 }),
  fc.constant(JSON.stringify({ ...generalLead(), message: 'x'.repeat(BODY_LIMIT_BYTES) })),
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
)

describe('POST /realty/contact under arbitrary bodies', () => {
  it('answers 200, 400, 413 or 415 with a message, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        const answer = await postLead(server.baseUrl, text, { path: PATH, contentType: type })
        const seen = `${type} ${text.slice(0, 200)} → ${String(answer.status)}`
        expect([200, 400, 413, 415], seen).toContain(answer.status)
        if (answer.status !== 200) expect(typeof answer.body.message, seen).toBe('string')
      }),
      { numRuns: 300 },
    )
  })
})
