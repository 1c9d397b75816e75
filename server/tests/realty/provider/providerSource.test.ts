import { guestPoint } from '../../../src/realty/boardRules'
import { Value } from 'typebox/value'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  HistoryEntry,
  ListingsResponse,
  LocationsResponse,
  PlaceArea,
  SuggestionsResponse,
  type ListingsQuery,
} from '../../../../contract/realty'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { ProviderFailure } from '../../../src/realty/provider/failures'
import {
  createProviderSource,
  type ProviderSource,
} from '../../../src/realty/provider/providerSource'
import { ANONYMOUS, SIGNED_IN } from '../../../src/realty/presentListing'

let fake: RunningFakeProvider
let source: ProviderSource

const sourceFor = (overrides: { key?: string; url?: string; timeoutMs?: number } = {}) =>
  createProviderSource({
    providerUrl: overrides.url ?? fake.url,
    providerKey: overrides.key ?? fake.settings.apiKey,
    providerTimeoutMs: overrides.timeoutMs ?? 5000,
  })

beforeAll(async () => {
  fake = await startFakeProvider(3000, { latencyMs: 0 })
}, 60_000)

afterAll(async () => {
  await fake.close()
})

beforeEach(() => {
  fake.settings.version = 2
  fake.settings.latencyMs = 0
  fake.settings.fail = { status: 429, times: 0 }
  source = sourceFor()
})

const records = (response: ListingsResponse) => response.listings as unknown as ListingRecord[]

async function failureOf(promise: Promise<unknown>): Promise<ProviderFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ProviderFailure)
  return error as ProviderFailure
}

describe('searches through the provider source', () => {
  it.each([1, 2] as const)(
    'answers the contract shape from response version %d: numbers, nulls, rooms',
    async (version) => {
      fake.settings.version = version
      const response = await source.search(
        { type: ['sale'], status: ['A'], city: ['Toronto'], resultsPerPage: 20 },
        SIGNED_IN,
      )
      expect(Value.Check(ListingsResponse, response)).toBe(true)
      expect(response.count).toBeGreaterThan(20)
      for (const listing of records(response)) {
        expect(typeof listing.listPrice).toBe('number')
        expect(typeof listing.map.latitude).toBe('number')
        expect(typeof listing.details.numBedrooms).toBe('number')
        expect(listing.address.unitNumber === null || listing.address.unitNumber !== '').toBe(true)
        expect(Array.isArray(listing.rooms)).toBe(true)
        expect(listing.rooms.every((room) => room.description !== '')).toBe(true)
        expect(listing.soldPrice).toBeNull()
      }
    },
  )

  it('applies the board rules for a guest, whatever fields were asked for', async () => {
    const query: ListingsQuery = { status: ['U'], lastStatus: ['Sld'], resultsPerPage: 200 }
    const full = records(await source.search(query, SIGNED_IN))
    const hidden = full.find((listing) => listing.permissions.displayPublic === 'N')
    expect(hidden).toBeDefined()
    const asGuest = records(await source.search(query, ANONYMOUS))
    const guestView = asGuest.find((listing) => listing.mlsNumber === hidden?.mlsNumber)
    expect(guestView?.soldPrice).toBeNull()
    expect(guestView?.address.streetName).toBe('')
    expect(guestView?.map).toEqual(
      guestPoint(hidden?.map.latitude ?? 0, hidden?.map.longitude ?? 0),
    )

    const cut = await source.search({ ...query, fields: 'mlsNumber,soldPrice' }, ANONYMOUS)
    const cutHidden = cut.listings.find((listing) => listing.mlsNumber === hidden?.mlsNumber)
    expect(cutHidden).toEqual({ mlsNumber: hidden?.mlsNumber, soldPrice: null })
  })

  it('asks the provider for clusters with cluster=true and presents them with numbers', async () => {
    const response = await source.search(
      { status: ['A'], listings: false, clusterPrecision: 14, fields: 'mlsNumber,listPrice' },
      ANONYMOUS,
    )
    const clusters = (response.aggregates?.map as { clusters: Record<string, unknown>[] }).clusters
    expect(clusters.length).toBeGreaterThan(0)
    expect(Object.keys(response.aggregates ?? {})).toEqual(['map'])
    const single = clusters.find((cluster) => cluster.count === 1)
    expect(single?.listing).toEqual({
      mlsNumber: expect.any(String) as string,
      listPrice: expect.any(Number) as number,
    })
  })

  it('answers statistics nested per statistic, refusing what the contract lacks', async () => {
    const response = await source.search(
      {
        status: ['U'],
        lastStatus: ['Sld'],
        city: ['Toronto'],
        minSoldDate: '2025-01-01',
        listings: false,
        statistics: 'avg-soldPrice,med-soldPrice,cnt-closed,grp-mth',
      },
      ANONYMOUS,
    )
    const statistics = response.statistics as Record<string, Record<string, unknown>>
    expect(Object.keys(statistics).sort()).toEqual(['closed', 'soldPrice'])
    expect(statistics.soldPrice?.mth).toBeTypeOf('object')
    // As the SQLite source: the SPA derives these two, so asking for them is a 400.
    for (const name of ['cmp-previous', 'pct-aboveBelowList']) {
      await expect(
        source.search({ status: ['U'], listings: false, statistics: name }, ANONYMOUS),
      ).rejects.toMatchObject({ statusCode: 400 })
    }
  })

  it('counts, finds one listing, and answers none for an unknown one', async () => {
    const { count } = await source.search(
      { status: ['A'], type: ['lease'], listings: false },
      SIGNED_IN,
    )
    const page = await source.search(
      { status: ['A'], type: ['lease'], resultsPerPage: 1 },
      SIGNED_IN,
    )
    expect(count).toBe(page.count)
    const first = records(page)[0]
    const listing = await source.listing(first?.mlsNumber ?? '', first?.boardId)
    expect(listing).toEqual(first)
    expect(await source.listing('X0000001', undefined)).toBeUndefined()
  })

  it("checks a large guest page's homes in a few calls, not one per home", async () => {
    const query: ListingsQuery = { status: ['A', 'U'], city: ['Toronto'], resultsPerPage: 100 }
    const calls = source.client.stats.calls
    const page = await source.search(query, ANONYMOUS)
    expect(page.listings).toHaveLength(100)
    const homeChecks = source.client.stats.calls - calls - 1
    // One search of the page's addresses; it overflows a provider page here, so a few more
    // by street (a history call per home would be about a hundred).
    expect(homeChecks).toBeGreaterThan(1)
    expect(homeChecks).toBeLessThanOrEqual(8)
  })

  it("keeps the listing provider's answers: the same search twice is one call", async () => {
    const query: ListingsQuery = { status: ['A'], city: ['Oakville'], resultsPerPage: 5 }
    await source.search(query, ANONYMOUS)
    const calls = source.client.stats.calls
    await source.search(query, ANONYMOUS)
    expect(source.client.stats.calls).toBe(calls)
    expect(source.client.cacheStats.hits).toBeGreaterThan(0)
    await Promise.all([
      source.search({ ...query, pageNum: 2 }, ANONYMOUS),
      source.search({ ...query, pageNum: 2 }, ANONYMOUS),
    ])
    // A guest's page is one call, and one more to check its listings' homes; each joined once.
    expect(source.client.stats.calls).toBe(calls + 2)
    expect(source.client.stats.joined).toBe(2)
  })
})

describe('the calls composed from provider calls', () => {
  let home: ListingRecord

  beforeAll(async () => {
    const page = await sourceFor().search(
      { status: ['A'], type: ['sale'], city: ['Toronto'], resultsPerPage: 1 },
      SIGNED_IN,
    )
    home = records(page)[0]!
  })

  it('similar homes: four at most, same deal, home and city', async () => {
    const similar = (await source.similar(home, ANONYMOUS)) as unknown as ListingRecord[]
    expect(similar.length).toBeLessThanOrEqual(4)
    for (const other of similar) {
      expect(other.type).toBe(home.type)
      expect(other.address.city).toBe(home.address.city)
      expect(other.mlsNumber).not.toBe(home.mlsNumber)
    }
  })

  it('suggestions in the contract shape', async () => {
    const suggestions = await source.suggestions(home, ANONYMOUS)
    expect(Value.Check(SuggestionsResponse, suggestions)).toBe(true)
    expect(suggestions.suggestions.popular.length).toBeGreaterThan(0)
    expect(suggestions.suggestions.nearby.length).toBe(10)
    expect(suggestions.suggestions.recent.length).toBeGreaterThan(0)
  })

  it('a home history from the provider history call', async () => {
    const history = await source.history({
      city: home.address.city,
      streetName: home.address.streetName,
      streetNumber: home.address.streetNumber,
      ...(home.address.unitNumber && { unitNumber: home.address.unitNumber }),
    })
    expect(history.every((entry) => Value.Check(HistoryEntry, entry))).toBe(true)
    expect(history.some((entry) => entry.mlsNumber === home.mlsNumber)).toBe(true)
  })

  it('autocomplete from a search over the address fields', async () => {
    const typed = `${home.address.streetNumber} ${home.address.streetName.slice(0, 3)}`
    const response = await source.autocomplete({ search: typed }, ANONYMOUS)
    expect(Value.Check(ListingsResponse, response)).toBe(true)
    expect(response.pageSize).toBe(5)
    expect(records(response).some((listing) => listing.mlsNumber === home.mlsNumber)).toBe(true)
  })

  it.each(['tor', 'an', ''])(
    'places for "%s" from the provider locations calls',
    async (search) => {
      const response = await source.locations({ search, resultsPerPage: 5 })
      expect(Value.Check(LocationsResponse, response)).toBe(true)
      expect(response.search.cities.length + response.search.neighborhoods.length).toBeGreaterThan(
        0,
      )
      for (const place of [...response.search.cities, ...response.search.neighborhoods]) {
        expect(place.name.toLowerCase()).toContain(search)
      }
    },
  )

  it('outlines from the provider locations', async () => {
    const [toronto] = await source.polygons({ type: 'city', name: 'Toronto' })
    expect(Value.Check(PlaceArea, toronto)).toBe(true)
    expect(toronto?.path.length).toBeGreaterThan(3)
    const neighbourhoods = await source.polygons({ type: 'neighbourhood', city: 'Toronto' })
    expect(neighbourhoods.length).toBeGreaterThan(5)
    expect(neighbourhoods.every((area) => area.type === 'neighbourhood')).toBe(true)
  })
})

describe('provider failures become the failure states', () => {
  const query: ListingsQuery = { status: ['A'], city: ['Ajax'], resultsPerPage: 3 }

  it('a refused key is a 502 that says nothing of the key', async () => {
    const failure = await failureOf(sourceFor({ key: 'wrong-key-123' }).search(query, ANONYMOUS))
    expect(failure.statusCode).toBe(502)
    expect(failure.message).not.toContain('wrong-key-123')
    expect(failure.message).not.toContain(fake.url)
  })

  it('a rate limit is a 503 with Retry-After, and is not cached', async () => {
    fake.settings.fail = { status: 429, times: 1 }
    const failure = await failureOf(source.search(query, ANONYMOUS))
    expect(failure.statusCode).toBe(503)
    expect(failure.retryAfterSeconds).toBe(1)
    expect((await source.search(query, ANONYMOUS)).count).toBeGreaterThan(0)
  })

  it('a provider error is a 502', async () => {
    fake.settings.fail = { status: 500, times: 1 }
    expect((await failureOf(source.search(query, ANONYMOUS))).statusCode).toBe(502)
  })

  it('a refused search is a 400 with the provider reason', async () => {
    const failure = await failureOf(source.search({ ...query, pageNum: 0 }, ANONYMOUS))
    expect(failure.statusCode).toBe(400)
    expect(failure.message).toMatch(/pageNum/)
  })

  it('a slow provider is a 504', async () => {
    fake.settings.latencyMs = 400
    const failure = await failureOf(sourceFor({ timeoutMs: 100 }).search(query, ANONYMOUS))
    expect(failure.statusCode).toBe(504)
  })

  it('an unreachable provider is a 502', async () => {
    const failure = await failureOf(
      sourceFor({ url: 'http://127.0.0.1:9' }).search(query, ANONYMOUS),
    )
    expect(failure.statusCode).toBe(502)
    expect(failure.message).toMatch(/could not be reached/)
  })
})
