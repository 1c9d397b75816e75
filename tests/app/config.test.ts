import { describe, expect, it } from 'vitest'
import { config } from '../../src/app/config'

describe('config defaults', () => {
  it("points every service at the local one and runs as staging under /real-estate, named by the checkout's commit", () => {
    // The build's release (server/src/release.ts): a commit's short form, not package.json's version.
    expect(config.version).toMatch(/^[0-9a-f]{12}$/)
    expect(config).toMatchObject({
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
