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

const production = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'production', JWT_ISSUER: 'https://pool.example', ...env })

describe('a production start', () => {
  it.each([
    ['the local emulator by default', {}, /points at the local user-pool emulator/],
    [
      'the emulator on localhost',
      { JWT_JWKS_URL: 'http://localhost:9229/pool/.well-known/jwks.json' },
      /local user-pool emulator/,
    ],
    [
      'plain http on another host',
      { JWT_JWKS_URL: 'http://keys.example.com/jwks.json' },
      /must use https on a host other than loopback/,
    ],
  ])('refuses %s', (_name, env, problem) => {
    expect(productionConfigProblems(production(env)).join('\n')).toMatch(problem)
  })

  it('accepts https, and http on loopback away from the emulator port', () => {
    const ok = [
      'https://cognito-idp.ca-central-1.amazonaws.com/pool/.well-known/jwks.json',
      'http://127.0.0.1:8080/jwks.json',
    ]
    for (const url of ok)
      expect(productionConfigProblems(production({ JWT_JWKS_URL: url }))).toEqual([])
  })

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
      startTestServer({ config: { ...production({ JWT_JWKS_URL: jwksUrl }), datasetSize: 0 } }),
    ).rejects.toThrow(/serves the emulator's public test key/)
    served = { keys: [{ kid: 'real', kty: 'RSA', n: 'abc', e: 'AQAB' }] }
    const server = await startTestServer({
      config: { ...production({ JWT_JWKS_URL: jwksUrl }), datasetSize: 0 },
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

  it('checks nothing outside production', async () => {
    await expect(assertStartAllowed(loadConfig({}))).resolves.toBeUndefined()
  })

  it('exits 1 with the reason from npm run server', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATASET_SIZE: '0' },
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('could not start: refusing to start with NODE_ENV=production')
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
