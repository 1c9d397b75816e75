import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxPolicyMap } from '../../../scripts/build/nginxPolicy'
import {
  headerPolicy,
  inlineScriptHashes,
  sourcesFromEnv,
} from '../../../scripts/vite/contentSecurityPolicy'
import { freePort } from '../../../scripts/stack/freePort'
import { startNginx, type RunningNginx } from '../../../scripts/stack/nginx'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A built page: an inline script, as the real pages have, so the policy carries a hash. */
const page = (name: string) =>
  `<!doctype html><html><head><meta charset="UTF-8"><script>window.page=${JSON.stringify(name)}</script></head><body>${name}</body></html>`

/** A small build, laid out as `npm run build` writes dist/ (rendered pages, frames, assets). */
const BUILD: Record<string, string> = {
  'index.html': page('home'),
  'about.html': page('about'),
  'list/on.html': page('list in Ontario'),
  'app.html': page('app frame'),
  'listing-frame.html': page('listing frame'),
  'detail/on/toronto/1-main-st/C123.html': page('rendered listing'),
  'assets/index-Bx3kq9Zp.js': 'export const entry = 1\n',
  'workbox-a47c019d.js': 'self.workbox = 1\n',
  'sw.js': 'self.addEventListener("fetch", () => {})\n',
  'manifest.json': '{"version":"abc123"}\n',
}

/** The policy the build writes for these pages (scripts/vite/contentSecurityPolicy.ts). */
const POLICY = headerPolicy(sourcesFromEnv({}), inlineScriptHashes(BUILD['index.html'] ?? ''))

let prefix: string
let nginx: RunningNginx
let upstream: Server
let baseUrl: string

/** The stub service: answers every request with what it received. */
function startUpstream(): Promise<number> {
  upstream = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({ method: request.method, url: request.url, headers: request.headers }),
    )
  })
  return new Promise((resolve) => {
    upstream.listen(0, '127.0.0.1', () => resolve((upstream.address() as AddressInfo).port))
  })
}

beforeAll(async () => {
  prefix = mkdtempSync(join(tmpdir(), 'homewise-site-'))
  // nginx started as root hands requests to unprivileged workers, which must read the files.
  chmodSync(prefix, 0o755)
  for (const [file, text] of Object.entries(BUILD)) {
    const path = join(prefix, 'real-estate', file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  const [port, upstreamPort] = [await freePort(), await startUpstream()]
  baseUrl = `http://127.0.0.1:${String(port)}`
  nginx = await startNginx(
    {
      listen: `127.0.0.1:${String(port)}`,
      root: prefix,
      upstreams: [`127.0.0.1:${String(upstreamPort)}`],
    },
    nginxPolicyMap(POLICY),
    `${baseUrl}/real-estate/`,
  )
})

afterAll(async () => {
  await nginx.stop()
  await new Promise((resolve) => upstream.close(resolve))
  rmSync(prefix, { recursive: true, force: true })
})

const get = (path: string, init?: RequestInit) =>
  fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init })

describe('the site as nginx serves it (deploy/nginx/site.conf)', () => {
  it.each([
    ['/real-estate/', 'home'],
    ['/real-estate/about', 'about'],
    ['/real-estate/about/', 'about'],
    ['/real-estate/list/on', 'list in Ontario'],
    ['/real-estate/profile/saved-searches', 'app frame'],
    ['/real-estate/map/43.6532;-79.3832', 'app frame'],
    ['/real-estate/detail/on/toronto/1-main-st/C123', 'rendered listing'],
    ['/real-estate/detail/on/toronto/9-king-st/C999', 'listing frame'],
    ['/real-estate/detail/on/toronto/9-king-st/C999/', 'listing frame'],
  ])('answers %s with the page %s, with the policy, checked on every use', async (path, name) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe(page(name))
    expect(response.headers.get('content-security-policy')).toBe(POLICY)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each(['/real-estate/assets/index-Bx3kq9Zp.js', '/real-estate/workbox-a47c019d.js'])(
    'keeps %s, named by its hash, for a year, with no policy (not a page)',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
      expect(response.headers.get('content-type')).toMatch(/javascript/)
      expect(response.headers.has('content-security-policy')).toBe(false)
    },
  )

  it.each(['/real-estate/sw.js', '/real-estate/manifest.json', '/real-estate/index.html'])(
    'has %s checked on every use',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('answers a missing asset 404, never with a page', async () => {
    const response = await get('/real-estate/assets/index-gone.js')
    expect(response.status).toBe(404)
  })

  it('sends the site root to the app', async () => {
    const response = await get('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/\/real-estate\/$/)
  })

  it("passes /api/… to the service without the prefix, with the client's address", async () => {
    const response = await get('/api/listings?status=A', { method: 'POST', body: '{}' })
    expect(response.status).toBe(200)
    const seen = (await response.json()) as {
      method: string
      url: string
      headers: Record<string, string>
    }
    expect(seen).toMatchObject({ method: 'POST', url: '/listings?status=A' })
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen.headers['x-forwarded-proto']).toBe('http')
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(response.headers.has('content-security-policy')).toBe(false)
  })
})
