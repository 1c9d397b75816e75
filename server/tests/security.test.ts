import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPA_ORIGIN, startTestServer, type TestServer } from './helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
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
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('gives a preflight from another origin no permission', async () => {
    const response = await fetch(`${server.baseUrl}/health`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('security headers', () => {
  it('sends the hardening headers and an allow-nothing content policy on the API', async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-powered-by')).toBeNull()
    const policy = response.headers.get('content-security-policy')
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('sends the same headers on errors', async () => {
    const response = await fetch(`${server.baseUrl}/no/such/route`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('lets the /docs page load its own scripts and styles over plain HTTP', async () => {
    const response = await fetch(`${server.baseUrl}/docs/`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toMatch(/script-src 'self'[^;]*;/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    // Swagger UI sets style attributes from its script.
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/)
    expect(policy).not.toContain('upgrade-insecure-requests')
    await response.body?.cancel()
  })
})
