import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, type App } from '../src/app'
import { startTestServer, type TestServer } from './helpers'

/**
 * No route with input exists yet, so this server carries two test-only routes with the kinds of
 * schemas the real ones will declare, and one that fails the way a bug would.
 */
function testRoutes(app: App) {
  app.get(
    '/test/pages',
    { schema: { querystring: Type.Object({ pageNum: Type.Integer({ minimum: 1 }) }) } },
    (request) => ({ pageNum: request.query.pageNum }),
  )
  app.post(
    '/test/leads',
    {
      schema: {
        body: Type.Object(
          { email: Type.String({ format: 'email' }) },
          { additionalProperties: false },
        ),
      },
    },
    () => ({ stored: true }),
  )
  app.get('/test/crash', () => {
    throw new Error('disk full at /var/secret/path')
  })
}

const logLines: string[] = []
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    beforeListen: testRoutes,
    log: { write: (line) => logLines.push(line) },
  })
})

afterAll(async () => {
  await server.close()
})

async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(`${server.baseUrl}${path}`, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

function postJson(path: string, body: string) {
  return getJson(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
}

describe('bad input', () => {
  it.each([
    ['/test/pages?pageNum=0', 'querystring/pageNum must be >= 1'],
    ['/test/pages?pageNum=two', 'querystring/pageNum must be integer'],
    ['/test/pages', 'querystring/pageNum is required'],
  ])('answers %s with 400 naming the parameter', async (path, message) => {
    expect(await getJson(path)).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message },
    })
  })

  it.each([
    ['{"email":"nope"}', 'body/email must match format "email"'],
    ['{"email":"a@example.ca","admin":true}', 'body/admin is not allowed'],
    ['[]', 'body must be object'],
  ])('answers the body %s with 400 naming the field', async (body, message) => {
    expect(await postJson('/test/leads', body)).toMatchObject({ status: 400, body: { message } })
  })

  it('accepts good input', async () => {
    expect(await getJson('/test/pages?pageNum=2')).toEqual({ status: 200, body: { pageNum: 2 } })
  })

  it('refuses malformed JSON with 400', async () => {
    expect(await postJson('/test/leads', '{"email": ')).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request' },
    })
  })

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await getJson('/test/leads', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<lead/>',
    })
    expect(answer).toMatchObject({ status: 415, body: { statusCode: 415 } })
  })

  it('refuses a body over the size limit with 413 and a reason', async () => {
    const padding = 'x'.repeat(BODY_LIMIT_BYTES + 1)
    const answer = await postJson('/test/leads', JSON.stringify({ email: padding }))
    expect(answer).toMatchObject({
      status: 413,
      body: { statusCode: 413, error: 'Payload Too Large' },
    })
    expect((answer.body as { message: string }).message).toMatch(/too large/i)
  })
})

describe('unknown routes', () => {
  it('answer a JSON 404', async () => {
    expect(await getJson('/no/such/route')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'No route for GET /no/such/route' },
    })
  })
})

describe('unexpected errors', () => {
  it('answer 500 with a generic message and log the detail', async () => {
    const answer = await getJson('/test/crash')
    expect(answer).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
      },
    })
    const errors = logLines
      .map((line) => JSON.parse(line) as { level: number; err?: { message: string } })
      .filter((entry) => entry.level >= 50)
    expect(errors.map((entry) => entry.err?.message)).toContain('disk full at /var/secret/path')
  })
})
