import { describe, expect, it } from 'vitest'
import { startTestServer } from '../../helpers'

describe('the realty service with LISTINGS_SOURCE=provider', () => {
  it('refuses to start while the routes read only the generated dataset, rather than serve it', async () => {
    await expect(
      startTestServer({
        config: {
          listings: {
            source: 'provider',
            providerUrl: 'http://127.0.0.1:8788',
            providerKey: 'fake-provider-key',
            providerTimeoutMs: 5000,
          },
        },
      }),
    ).rejects.toThrow(/LISTINGS_SOURCE=provider: the realty routes read only the generated dataset/)
  })
})
