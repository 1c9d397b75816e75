import { afterAll, beforeAll } from 'vitest'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { AUDIENCE, ISSUER, startTestPool, type TestPool } from '../../customer/tokens'
import { startTestServer, type TestServer } from '../../helpers'

/**
 * The realty service twice over one generated dataset (same seed and size): once reading SQLite,
 * once reading the fake provider through the provider source. Both check ID tokens against one
 * test pool, so a customer token opens what board rules withhold from guests on either.
 */
export interface TwoSources {
  readonly pool: TestPool
  readonly fake: RunningFakeProvider
  readonly sqlite: TestServer
  readonly provider: TestServer
  /** A signed-in customer's ID token, which opens what the board rules withhold from guests. */
  readonly customerToken: string
  close(): Promise<void>
}

export const CONTRACT_LISTINGS = 1500
/** Short, so the time-out case answers quickly; the fake's normal answers take a few ms. */
export const CONTRACT_TIMEOUT_MS = 800

export async function startTwoSources(): Promise<TwoSources> {
  const pool = await startTestPool()
  const identity = { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE }
  const [fake, sqlite] = await Promise.all([
    startFakeProvider(CONTRACT_LISTINGS, { latencyMs: 0 }),
    startTestServer({ config: { datasetSize: CONTRACT_LISTINGS, identity } }),
  ])
  const provider = await startTestServer({
    config: {
      datasetSize: 0,
      identity,
      listings: {
        source: 'provider',
        providerUrl: fake.url,
        providerKey: fake.settings.apiKey,
        providerTimeoutMs: CONTRACT_TIMEOUT_MS,
      },
    },
  })
  const customerToken = await pool.token({ sub: 'buyer-sub', email: 'buyer@example.ca' })
  return {
    pool,
    fake,
    sqlite,
    provider,
    customerToken,
    async close() {
      await Promise.all([sqlite.close(), provider.close()])
      await Promise.all([fake.close(), pool.close()])
    },
  }
}

/**
 * Starts the two sources before a file's tests and closes them after them. Call it at the top of
 * a test file; the function it returns gives the running sources inside a test.
 */
export function useTwoSources(): () => TwoSources {
  let sources: TwoSources | undefined
  beforeAll(async () => {
    sources = await startTwoSources()
  }, 120_000)
  afterAll(async () => {
    await sources?.close()
  })
  return () => {
    if (!sources) throw new Error('the two sources start before the first test')
    return sources
  }
}

/** A listing whose board rules withhold its address and sold price from guests. */
export function withheldSoldListing(sqlite: TestServer): ListingRecord {
  const row = sqlite.db
    .prepare(
      `SELECT data FROM listing_data
       WHERE json_extract(data, '$.permissions.displayAddressOnInternet') = 'N'
         AND json_extract(data, '$.soldPrice') IS NOT NULL
       ORDER BY mls_number LIMIT 1`,
    )
    .get() as { data: string } | undefined
  if (!row) throw new Error('the dataset has no withheld sold listing')
  return JSON.parse(row.data) as ListingRecord
}

/** An active listing shown in full, with neighbours for similar homes and suggestions. */
export function publicActiveListing(sqlite: TestServer): ListingRecord {
  const row = sqlite.db
    .prepare(
      `SELECT d.data FROM listing_data d JOIN listings l
         ON l.mls_number = d.mls_number AND l.board_id = d.board_id
       WHERE l.status = 'A' AND json_extract(d.data, '$.permissions.displayAddressOnInternet') = 'Y'
         AND json_extract(d.data, '$.permissions.displayPublic') = 'Y' AND l.city = 'Toronto'
       ORDER BY l.mls_number LIMIT 1`,
    )
    .get() as { data: string } | undefined
  if (!row) throw new Error('the dataset has no public active Toronto listing')
  return JSON.parse(row.data) as ListingRecord
}
