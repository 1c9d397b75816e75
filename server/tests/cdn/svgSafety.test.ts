import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

/** Enough listings to draw every kind of home, each through a full tour of its rooms. */
const KEYS = Array.from({ length: 24 }, (_, listing) =>
  Array.from({ length: 8 }, (_, photo) => `E${String(5_000_100 + listing)}-${String(photo + 1)}`),
).flat()

describe('generated SVG', () => {
  it('holds no script, no event handler and no reference outside itself', async () => {
    for (const key of KEYS) {
      const svg = await (await fetch(`${server.baseUrl}/cdn/${key}?w=350`)).text()
      expect(svg).not.toMatch(/<script/i)
      expect(svg).not.toMatch(/\son\w+=/i)
      expect(svg).not.toMatch(/href|<image|<foreignObject|@import/i)
      // The namespace is the only address; paint servers are fragments of the document itself.
      expect(svg.match(/\w+:\/\//g)).toEqual(['http://'])
      expect(svg).not.toMatch(/url\((?!#)/)
      expect(svg.split('<g').length).toBe(svg.split('</g>').length)
    }
  })

  it('weighs no more than a WebP thumbnail, whatever it draws', async () => {
    for (const key of KEYS) {
      const response = await fetch(`${server.baseUrl}/cdn/${key}?w=350`)
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(24_000)
    }
  })
})
