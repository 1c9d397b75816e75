import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ROSTER_FILE, readRoster } from '../../src/leads/roster'

// The roster's photos are addresses on the site: each must be an image the site serves there,
// or the realtor's e-mails and the visitor's thank-you show a broken picture (a missing file
// gets the app's page, 200 text/html, from the dev server and the static host alike). The site
// here is Vite's own server over the project's config: it serves the public folder as the
// build copies it.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const roster = readRoster(DEFAULT_ROSTER_FILE)

describe("the roster's photos", () => {
  let vite: ViteDevServer
  let siteUrl: string

  beforeAll(async () => {
    vite = await createServer({
      configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      // Only files are asked for: no module is transformed, so nothing needs optimizing.
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    })
    await vite.listen()
    const address = vite.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error('vite is not listening')
    siteUrl = `http://127.0.0.1:${String(address.port)}${vite.config.base.replace(/\/$/, '')}`
  }, 60_000)
  afterAll(async () => {
    await vite.close()
  })

  it('gives every realtor a photo on the site', () => {
    for (const realtor of roster) expect(realtor.photoUrl, realtor.id).toMatch(/^\/team\//)
  })

  it.each(roster.map((realtor) => [realtor.id, realtor.photoUrl ?? ''] as const))(
    "serves %s's photo as a PNG image",
    async (_id, photoUrl) => {
      const response = await fetch(`${siteUrl}${photoUrl}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, PNG_SIGNATURE.length)).toEqual(PNG_SIGNATURE)
    },
  )
})
