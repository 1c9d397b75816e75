import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

describe('loadConfig', () => {
  it('defaults to the local development setup', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      logLevel: 'info',
      version: '1.5.1',
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
