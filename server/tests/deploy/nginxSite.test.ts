import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxPolicyMap } from '../../../scripts/build/nginxPolicy'
import {
  headerPolicy,
  inlineScriptHashes,
  sourcesFromEnv,
} from '../../../scripts/vite/contentSecurityPolicy'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const NGINX = '/usr/sbin/nginx'
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

async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Replaces `pattern` in the site's configuration, which must hold it exactly `times` times. */
function replaceIn(conf: string, pattern: RegExp, replacement: string, times: number): string {
  const found = conf.match(new RegExp(pattern.source, 'g'))?.length ?? 0
  if (found !== times) {
    throw new Error(`deploy/nginx/site.conf: ${String(pattern)} found ${String(found)} times`)
  }
  return conf.replace(new RegExp(pattern.source, 'g'), replacement)
}

/**
 * deploy/nginx/site.conf with this machine's addresses for the container's: the listening port,
 * the build's folder and the service's instances (one stub here).
 */
function siteForTest(root: string, port: number, upstreamPort: number): string {
  let conf = readFileSync(join(repoRoot, 'deploy/nginx/site.conf'), 'utf8')
  conf = replaceIn(conf, /listen 8080;/, `listen 127.0.0.1:${String(port)};`, 1)
  conf = replaceIn(conf, /root \/usr\/share\/nginx\/html;/, `root ${root};`, 1)
  conf = replaceIn(
    conf,
    /server service-1:8787[^;]*;/,
    `server 127.0.0.1:${String(upstreamPort)};`,
    1,
  )
  return replaceIn(conf, /\n\s*server service-2:8787[^;]*;/, '', 1)
}

/**
 * What the official nginx image's /etc/nginx/nginx.conf gives the site, with every path nginx
 * writes inside the test's folder, so no file of the machine is needed or touched.
 */
const mainConf = (prefix: string) => `
worker_processes 1;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include site.conf;
}
`

let prefix: string
let nginx: ChildProcess
let upstream: Server
let baseUrl: string
let nginxLog = ''

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

async function untilAnswering(url: string): Promise<void> {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxLog}`)
    try {
      await fetch(url)
      return
    } catch {
      await delay(50)
    }
  }
}

beforeAll(async () => {
  prefix = mkdtempSync(join(tmpdir(), 'homewise-nginx-'))
  // nginx started as root hands requests to unprivileged workers, which must read the files.
  chmodSync(prefix, 0o755)
  const html = join(prefix, 'html')
  for (const [file, text] of Object.entries(BUILD)) {
    const path = join(html, 'real-estate', file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  mkdirSync(join(prefix, 'temp'))
  const [port, upstreamPort] = [await freePort(), await startUpstream()]
  writeFileSync(join(prefix, 'site.conf'), siteForTest(html, port, upstreamPort))
  writeFileSync(join(prefix, 'content-security-policy.conf'), nginxPolicyMap(POLICY))
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix))
  nginx = spawn(
    NGINX,
    [
      '-p',
      `${prefix}/`,
      '-c',
      join(prefix, 'nginx.conf'),
      '-g',
      `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()))
  baseUrl = `http://127.0.0.1:${String(port)}`
  await untilAnswering(`${baseUrl}/real-estate/`)
})

afterAll(async () => {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await exited
  }
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
