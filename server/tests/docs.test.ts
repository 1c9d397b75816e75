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

interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
}

describe('GET /docs/json', () => {
  it('is an OpenAPI 3 document listing /health with its declared answer', async () => {
    const response = await fetch(`${server.baseUrl}/docs/json`)
    expect(response.status).toBe(200)
    const document = (await response.json()) as OpenApiDocument
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/)
    expect(document.info.title).toBe('Homewise local services')
    expect(document.info.version).toBe(checkoutCommit())
    expect(document.paths['/health']?.get?.responses).toHaveProperty('200')
  })

  it('leaves its own pages out', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as OpenApiDocument
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([])
  })
})

describe('GET /docs', () => {
  it('serves the interactive documentation page and its assets', async () => {
    const page = await fetch(`${server.baseUrl}/docs/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('swagger-ui-bundle.js')
    const script = await fetch(`${server.baseUrl}/docs/static/swagger-ui-bundle.js`)
    expect(script.status).toBe(200)
    // Read to the end, or the half-sent file keeps the connection (and the server's close) busy.
    expect((await script.text()).length).toBeGreaterThan(0)
  })
})
