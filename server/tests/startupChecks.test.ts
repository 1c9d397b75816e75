import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import {
  assertStartAllowed,
  EMULATOR_KEY,
  hasEmulatorKey,
  isLoopbackHost,
  productionConfigProblems,
} from '../src/startupChecks'
import { startTestServer } from './helpers'
import { productionConfig, productionServerSettings } from './productionSettings'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
const emulatorKey = (
  JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.public.json'), 'utf8'),
  ) as { jwk: { kid: string; n: string } }
).jwk

/** A JWKS endpoint on loopback serving whatever keys a test gives it. */
let jwksServer: Server
let served: unknown = { keys: [] }
let jwksUrl = ''

beforeAll(async () => {
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(served))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${String((jwksServer.address() as AddressInfo).port)}/jwks.json`
})

afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve))
})

const production = (env: Record<string, string>) => productionConfig(env)

/** Every development default a production start names, as the variable each sentence starts with. */
const DEVELOPMENT_DEFAULTS = [
  'TRUST_PROXY=true',
  'JWT_JWKS_URL',
  'JWT_ISSUER',
  'JWT_AUDIENCE',
  'SITE_URL',
  'PUBLIC_API_URL',
  'IMAGE_CDN_URL',
  'SMTP_URL',
  'CORS_ORIGINS',
  'LISTINGS_SOURCE=sqlite',
  'FEED_EVENTS_PER_MINUTE=3',
  'REALTY_SERVICE_KEY',
  'ALERT_TOKEN_SECRET',
  'DATA_KEY_ENCRYPTION_KEY',
]

describe('productionConfigProblems', () => {
  it('accepts settings that name real services and set every secret', () => {
    expect(productionConfigProblems(production({}))).toEqual([])
  })

  it.each([
    [
      'the local emulator by default',
      { JWT_JWKS_URL: '' },
      /^JWT_JWKS_URL points at the local user-pool emulator/,
    ],
    [
      'the emulator on localhost',
      { JWT_JWKS_URL: 'http://localhost:9229/pool/.well-known/jwks.json' },
      /^JWT_JWKS_URL points at the local user-pool emulator/,
    ],
    [
      'plain http on another host',
      { JWT_JWKS_URL: 'http://keys.example.com/jwks.json' },
      /^JWT_JWKS_URL must use https on a host other than loopback/,
    ],
    ["the emulator's issuer", { JWT_ISSUER: '' }, /^JWT_ISSUER is the local user-pool emulator's/],
    ['an issuer on loopback', { JWT_ISSUER: 'http://127.0.0.1:8080/pool' }, /^JWT_ISSUER/],
    [
      "the emulator's pool id elsewhere",
      { JWT_ISSUER: 'https://idp.example/local_homewise/' },
      /^JWT_ISSUER/,
    ],
    [
      "the emulator's app client",
      { JWT_AUDIENCE: '' },
      /^JWT_AUDIENCE is the emulator's app client/,
    ],
    ['the local site', { SITE_URL: '' }, /^SITE_URL is on loopback \(127\.0\.0\.1\)/],
    ['a site on localhost', { SITE_URL: 'http://localhost/x' }, /^SITE_URL is on loopback/],
    ['the local API', { PUBLIC_API_URL: '' }, /^PUBLIC_API_URL is on loopback/],
    ['an API on IPv6 loopback', { PUBLIC_API_URL: 'http://[::1]:8787' }, /^PUBLIC_API_URL/],
    ['the local image CDN', { IMAGE_CDN_URL: '' }, /^IMAGE_CDN_URL is on loopback/],
    ['the local mail catcher', { SMTP_URL: '' }, /^SMTP_URL is on loopback \(127\.0\.0\.1\)/],
    ['an SMTP URL that is not one', { SMTP_URL: 'mail server' }, /^SMTP_URL is not a URL$/],
    [
      'one development origin among real ones',
      { CORS_ORIGINS: 'https://www.homewise.example,http://localhost:5173' },
      /^CORS_ORIGINS allows development origins \(http:\/\/localhost:5173\)/,
    ],
    ['the generated listings', { LISTINGS_SOURCE: 'sqlite' }, /^LISTINGS_SOURCE=sqlite serves/],
    ['the fake provider', { PROVIDER_API_URL: '' }, /^PROVIDER_API_URL is on loopback/],
    [
      'the provider without its key',
      { PROVIDER_API_KEY: '' },
      /^LISTINGS_SOURCE=provider needs PROVIDER_API_KEY$/,
    ],
    [
      'the market feed on',
      { FEED_EVENTS_PER_MINUTE: '1' },
      /^FEED_EVENTS_PER_MINUTE=1 moves the market/,
    ],
    ['no service key', { REALTY_SERVICE_KEY: '' }, /^REALTY_SERVICE_KEY is unset/],
    ['no unsubscribe secret', { ALERT_TOKEN_SECRET: '' }, /^ALERT_TOKEN_SECRET is unset/],
    ['no data key', { DATA_KEY_ENCRYPTION_KEY: '' }, /^DATA_KEY_ENCRYPTION_KEY is unset/],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /^TRUST_PROXY=true would trust any client's/],
  ])('refuses %s, and that alone', (_name, env, problem) => {
    const problems = productionConfigProblems(production(env))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(problem)
  })

  it('allows the generated listings when asked to, never the feed', () => {
    const demo = production({ LISTINGS_SOURCE: 'sqlite', ALLOW_SYNTHETIC_LISTINGS: 'true' })
    expect(productionConfigProblems(demo)).toEqual([])
    expect(() => production({ ALLOW_SYNTHETIC_LISTINGS: 'maybe' })).toThrow(
      /ALLOW_SYNTHETIC_LISTINGS must be on or off/,
    )
  })

  it('accepts https, and http on loopback away from the emulator port', () => {
    const ok = [
      'https://cognito-idp.ca-central-1.amazonaws.com/pool/.well-known/jwks.json',
      'http://127.0.0.1:8080/jwks.json',
    ]
    for (const url of ok)
      expect(productionConfigProblems(production({ JWT_JWKS_URL: url }))).toEqual([])
  })

  it('names every development default of an unconfigured start, and never a password', () => {
    const problems = productionConfigProblems(
      loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }),
    )
    expect(
      problems.map((problem) => DEVELOPMENT_DEFAULTS.find((name) => problem.startsWith(name))),
    ).toEqual(DEVELOPMENT_DEFAULTS)
    const smtp = productionConfigProblems(production({ SMTP_URL: 'smtp://user:hunter2@localhost' }))
    expect(smtp.join()).not.toContain('hunter2')
  })

  it('checks nothing of development settings outside production', () => {
    expect(productionConfigProblems(loadConfig({}))).toEqual([])
  })
})

describe('a production start', () => {
  it("refuses a JWKS serving the emulator's public test key, by kid or by modulus", async () => {
    expect(createHash('sha256').update(emulatorKey.n).digest('hex')).toBe(
      EMULATOR_KEY.modulusSha256,
    )
    expect(hasEmulatorKey({ keys: [emulatorKey] })).toBe(true)
    expect(hasEmulatorKey({ keys: [{ ...emulatorKey, kid: 'renamed' }] })).toBe(true)
    expect(hasEmulatorKey({ keys: [{ kid: 'real', n: 'abc' }] })).toBe(false)
    expect(hasEmulatorKey('not a jwks')).toBe(false)

    served = { keys: [emulatorKey] }
    await expect(
      startTestServer({ config: { ...productionServerSettings(jwksUrl), datasetSize: 0 } }),
    ).rejects.toThrow(/serves the emulator's public test key/)
    served = { keys: [{ kid: 'real', kty: 'RSA', n: 'abc', e: 'AQAB' }] }
    const server = await startTestServer({
      config: { ...productionServerSettings(jwksUrl), datasetSize: 0 },
    })
    await server.close()
  })

  it('refuses a JWKS it cannot read', async () => {
    await expect(
      assertStartAllowed(production({ JWT_JWKS_URL: 'https://keys.example/jwks.json' }), () =>
        Promise.reject(new Error('offline')),
      ),
    ).rejects.toThrow(/could not be read to check it/)
  })

  it('refuses with every problem in one message, the JWKS key included', async () => {
    served = { keys: [emulatorKey] }
    const settings = { ...productionServerSettings(jwksUrl), datasetSize: 0 }
    const refusal = startTestServer({
      config: { ...settings, alerts: { ...settings.alerts!, smtpUrl: 'smtp://localhost:25' } },
    })
    await expect(refusal).rejects.toThrow(
      /^refusing to start with NODE_ENV=production, 2 settings to change:\n- SMTP_URL is on loopback .*\n- the JWKS at .* serves the emulator's public test key/,
    )
  })

  it('checks nothing but TRUST_PROXY and the provider key outside production', async () => {
    await expect(assertStartAllowed(loadConfig({}))).resolves.toBeUndefined()
    await expect(
      assertStartAllowed(loadConfig({ TRUST_PROXY: 'true', LISTINGS_SOURCE: 'provider' })),
    ).rejects.toThrow(
      /^TRUST_PROXY=true would trust any client's X-Forwarded-For; give a hop count .*; LISTINGS_SOURCE=provider needs PROVIDER_API_KEY$/,
    )
  })

  it('exits 1 from npm run server naming every development default at once', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        PORT: '0',
        DATASET_SIZE: '0',
      },
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      `could not start: refusing to start with NODE_ENV=production, ${String(DEVELOPMENT_DEFAULTS.length)} settings to change:`,
    )
    for (const name of DEVELOPMENT_DEFAULTS) expect(run.stderr).toContain(`\n- ${name}`)
  }, 20_000)
})

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['127.0.0.1.example.com', false],
    ['10.0.0.1', false],
    ['example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})

describe('/docs', () => {
  it('is served by default in development and can be turned off', async () => {
    expect(loadConfig({}).docs).toBe(true)
    expect(production({}).docs).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(false)
    expect(production({ DOCS: 'on' }).docs).toBe(true)
    const server = await startTestServer({ config: { docs: false } })
    try {
      expect((await fetch(`${server.baseUrl}/docs/json`)).status).toBe(404)
      expect((await fetch(`${server.baseUrl}/docs/`)).status).toBe(404)
      expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
