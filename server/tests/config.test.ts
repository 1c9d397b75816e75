import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { checkoutCommit } from './checkoutCommit'

describe('loadConfig', () => {
  it('defaults to the local development setup', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      logLevel: 'info',
      version: checkoutCommit(),
    })
    expect(config.dataDir.endsWith(join('server', 'data'))).toBe(true)
  })

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/tmp/homewise',
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/tmp/homewise',
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
    })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '', LOG_LEVEL: '' })).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      logLevel: 'info',
    })
  })

  it.each([['http'], ['-1'], ['65536'], ['80.5']])('refuses PORT=%s', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(/PORT/)
  })

  it('refuses an unknown LOG_LEVEL rather than hiding logs', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/)
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['::1,fd00::/8', '::1,fd00::/8'],
    ['loopback', 'loopback'],
  ])('TRUST_PROXY=%s → %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(expected)
  })

  // `true` believes whatever X-Forwarded-For the client sends: anyone could pose as loopback.
  it('refuses true, naming the forms it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY=true would trust any client's X-Forwarded-For; give a hop count .* or the proxies' addresses/,
    )
  })

  it.each([['yes'], ['proxy.example'], ['10.0.0.0/8/1'], ['1.2.3'], ['-1']])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a hop count/)
    },
  )
})
