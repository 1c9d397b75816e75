import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery, ListingsResponse } from '../../../../contract/realty'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import {
  createProviderSource,
  type ProviderSource,
} from '../../../src/realty/provider/providerSource'
import type { ListingRecord } from '../../../../contract/listing'
import { guestCopy } from '../../../src/realty/boardRules'
import { ANONYMOUS } from '../../../src/realty/presentListing'
import { startTestServer, type TestServer } from '../../helpers'

/**
 * The same generated dataset behind both sources (same seed and size): the local service over
 * SQLite, and the provider source over the fake provider. A search asked of both finds the same
 * listings in the same order, and a guest sees them the same way.
 */
const LISTINGS = 2500
let sqlite: TestServer
let fake: RunningFakeProvider
let provider: ProviderSource

beforeAll(async () => {
  ;[sqlite, fake] = await Promise.all([
    startTestServer({ config: { datasetSize: LISTINGS } }),
    startFakeProvider(LISTINGS, { latencyMs: 0 }),
  ])
  provider = createProviderSource({
    providerUrl: fake.url,
    providerKey: fake.settings.apiKey,
    providerTimeoutMs: 5000,
  })
}, 90_000)

afterAll(async () => {
  await Promise.all([sqlite.close(), fake.close()])
})

function toSearch(query: ListingsQuery): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item))
  }
  return params.toString()
}

async function fromSqlite(query: ListingsQuery): Promise<ListingsResponse> {
  const response = await fetch(`${sqlite.baseUrl}/listings?${toSearch(query)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListingsResponse
}

describe('the two sources answer one search alike', () => {
  it.each<[string, ListingsQuery]>([
    [
      'active Toronto sales by price',
      {
        status: ['A'],
        type: ['sale'],
        city: ['Toronto'],
        sortBy: 'listPriceDesc',
        resultsPerPage: 25,
      },
    ],
    [
      'sold condos with two bedrooms since 2024',
      {
        status: ['U'],
        lastStatus: ['Sld'],
        class: ['condo'],
        minBeds: 2,
        minSoldDate: '2024-01-01',
        sortBy: 'soldDateDesc',
        resultsPerPage: 25,
      },
    ],
    [
      'a price band in a map view, second page',
      {
        status: ['A'],
        minPrice: 400_000,
        maxPrice: 1_200_000,
        map: JSON.stringify([
          [
            [-79.6, 43.55],
            [-79.2, 43.55],
            [-79.2, 43.85],
            [-79.6, 43.85],
            [-79.6, 43.55],
          ],
        ]),
        sortBy: 'listPriceAsc',
        resultsPerPage: 10,
        pageNum: 2,
      },
    ],
  ])('%s', async (_name, query) => {
    const [local, remote] = await Promise.all([
      fromSqlite(query),
      provider.search(query, ANONYMOUS),
    ])
    expect(remote.count).toBe(local.count)
    expect(remote.numPages).toBe(local.numPages)
    // The provider keeps no per-home flag, so its search pages withhold per listing (ADR 018):
    // a public listing of a home with a withheld listing is the one difference allowed.
    const homeWithheld = sqlite.db
      .prepare<[string], number>('SELECT display_public = 0 FROM listings WHERE mls_number = ?')
      .pluck()
    const byHome = remote.listings.map((listing) =>
      homeWithheld.get(String(listing.mlsNumber))
        ? guestCopy(listing as unknown as ListingRecord)
        : listing,
    )
    expect(byHome).toEqual(local.listings)
  })
})
