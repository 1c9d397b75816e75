import type { ServerConfig } from '../../../src/config'
import type { FakeProviderSettings } from '../../../fakeProvider/app'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import { startTestServer, type TestServer } from '../../helpers'

/** The realty service in provider mode over the fake provider, both in this process. */
export interface ProviderService {
  readonly fake: RunningFakeProvider
  readonly service: TestServer
  close(): Promise<void>
}

export interface ProviderServiceOptions {
  /** How many generated listings the fake serves. */
  readonly listings?: number
  readonly fakeSettings?: Partial<FakeProviderSettings>
  /** The ID-token issuer, for tests that sign a customer in. */
  readonly identity?: ServerConfig['identity']
}

/**
 * The fake provider with its own generated dataset, answering at once, and the service reading
 * it with LISTINGS_SOURCE=provider over an empty dataset of its own (so every realty answer
 * comes through the provider).
 */
export async function startProviderService({
  listings = 300,
  fakeSettings = {},
  identity,
}: ProviderServiceOptions = {}): Promise<ProviderService> {
  const fake = await startFakeProvider(listings, { latencyMs: 0, ...fakeSettings })
  const service = await startTestServer({
    config: {
      datasetSize: 0,
      ...(identity && { identity }),
      listings: {
        source: 'provider',
        providerUrl: fake.url,
        providerKey: fake.settings.apiKey,
        providerTimeoutMs: 5000,
      },
    },
  })
  return {
    fake,
    service,
    async close() {
      await service.close()
      await fake.close()
    },
  }
}
