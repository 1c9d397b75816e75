import { describe, expect, it } from 'vitest'
import { config } from '../../src/app/config'

describe('config defaults', () => {
  it('points every service at the local one and runs as staging 1.5.1 under /real-estate', () => {
    expect(config).toMatchObject({
      version: '1.5.1',
      stage: 'staging',
      basePath: '/real-estate',
      realtyApiUrl: 'http://127.0.0.1:8787',
      contactApiUrl: 'http://127.0.0.1:8787',
      customerApiUrl: 'http://127.0.0.1:8787',
      imageCdnUrl: 'http://127.0.0.1:8787/cdn',
      googleMapsApiKey: undefined,
      sentryDsn: undefined,
    })
    expect(config.cognito.endpoint).toBe('http://127.0.0.1:9229')
  })
})
