import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPA_ORIGIN, startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

const image = (key: string, query = 'w=350&class=small&f=webp', headers: HeadersInit = {}) =>
  fetch(`${server.baseUrl}/cdn/${key}?${query}`, { headers })

describe('GET /cdn/:imageKey', () => {
  it('answers an SVG at the width asked for, 4:3, whatever format was asked for', async () => {
    const response = await image('W5000007-3')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="350" height="263" /)
    expect(svg).toContain('viewBox="0 0 800 600"')
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('is 800 by 600 when no width is asked for', async () => {
    const svg = await (await image('W5000007-1', '')).text()
    expect(svg).toContain('width="800" height="600"')
  })

  it('draws the large view the SPA asks for', async () => {
    const svg = await (await image('C5000123-1', 'w=800&class=medium&f=webp')).text()
    expect(svg).toContain('width="800" height="600"')
  })

  it('sends the same bytes for the same key and width', async () => {
    const first = await image('W5000007-3')
    const second = await image('W5000007-3')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
  })

  it('draws another picture for another photo or another listing', async () => {
    const [front, room, neighbour] = await Promise.all(
      ['W5000007-1', 'W5000007-2', 'W5000008-1'].map(async (key) => (await image(key)).text()),
    )
    expect(new Set([front, room, neighbour]).size).toBe(3)
  })

  it('only changes its size with the width', async () => {
    const small = await (await image('W5000007-2', 'w=350')).text()
    const large = await (await image('W5000007-2', 'w=800')).text()
    const drawing = (svg: string) => svg.slice(svg.indexOf('viewBox'))
    expect(drawing(small)).toBe(drawing(large))
  })
})

describe('caching', () => {
  it('may be kept for a year and carries an ETag', async () => {
    const response = await image('W5000007-3')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
  })

  it('has an ETag per width', async () => {
    const small = await image('W5000007-3', 'w=350')
    const large = await image('W5000007-3', 'w=800')
    expect(small.headers.get('etag')).not.toBe(large.headers.get('etag'))
  })

  it('answers 304 with no body when If-None-Match names the ETag, weak or in a list', async () => {
    const etag = (await image('W5000007-3')).headers.get('etag') ?? ''
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await image('W5000007-3', undefined, { 'if-none-match': ifNoneMatch })
      expect(response.status).toBe(304)
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toBe('')
    }
  })

  it('sends the picture again when the ETag is another', async () => {
    const response = await image('W5000007-3', undefined, { 'if-none-match': '"stale"' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^<svg /)
  })
})

describe('cross-origin use and safety', () => {
  it('may be shown by the SPA from its own origin', async () => {
    const response = await image('W5000007-3', undefined, { origin: SPA_ORIGIN })
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN)
  })

  it('lets an SVG opened on its own draw its styles and nothing else', async () => {
    const response = await image('W5000007-3')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("draws the provider's keys, paths of folders and a file name, as the bare ones", async () => {
    for (const key of ['sandbox/IMG-SANDBOX_1.jpg', 'area/sub/IMG-40712345_12.jpg']) {
      const response = await fetch(`${server.baseUrl}/cdn/${key}?w=350&class=small&f=webp`)
      expect(response.status, key).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await response.text()).toMatch(/^<svg /)
    }
    const photo = (key: string) => fetch(`${server.baseUrl}/cdn/${key}?w=350`).then((r) => r.text())
    expect(await photo('a/IMG-W5000007_3.jpg')).not.toBe(await photo('a/IMG-W5000007_4.jpg'))
  })

  it('keeps the API its allow-nothing policy', async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('OpenAPI', () => {
  it('documents that the local CDN always answers SVG', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, { get?: { description?: string } }>
    }
    expect(document.paths['/cdn/{imageKey}']?.get?.description).toMatch(/always answers SVG/)
  })
})
