import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '../src/app'
import { SPA_ORIGIN, startTestServer, type TestServer } from './helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

describe('GET /health', () => {
  it('answers ok with the package version', async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', version: '1.5.1' })
  })
})

describe('CORS', () => {
  it('allows the SPA origin and exposes the Link header', async () => {
    const response = await fetch(`${server.baseUrl}/health`, { headers: { origin: SPA_ORIGIN } })
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN)
    expect(response.headers.get('access-control-expose-headers')).toContain('Link')
  })

  it('gives any other origin no permission', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight from the SPA for a JSON post', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,board-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})

describe('security headers', () => {
  it('sends the usual hardening headers', async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/no/such/route`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /no/such/route',
    })
  })

  it('refuses a body over the size limit with 413 and a reason', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES + 1) }),
    })
    expect(response.status).toBe(413)
    const body = (await response.json()) as { message: string }
    expect(body.message).toMatch(/body is too large/i)
  })

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated": ',
    })
    expect(response.status).toBe(400)
  })
})

describe('GET /docs', () => {
  it('serves the OpenAPI document listing every route', async () => {
    const response = await fetch(`${server.baseUrl}/docs/json`)
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toContain('/health')
  })

  it('serves the interactive documentation page', async () => {
    const response = await fetch(`${server.baseUrl}/docs/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
  })
})
