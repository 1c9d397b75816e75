import { describe, expect, it } from 'vitest'
import type { Cluster, ListingsResponse } from '../../../../contract/realty'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { ANONYMOUS } from '../../../src/realty/presentListing'
import { createProviderSource } from '../../../src/realty/provider/providerSource'
import type { TestServer } from '../../helpers'
import { useTwoSources } from './twoSources'

/**
 * A guest learns nothing that identifies a withheld home: every listing of an address with a
 * withheld listing is withheld, its public twins included, on search pages and map pins through
 * either source, and both sources withhold the same listings.
 */
const twoSources = useTwoSources()

async function guestSearch(server: TestServer, query: string): Promise<ListingsResponse> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`)
  const body = (await response.json()) as ListingsResponse
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body
}

interface Twin {
  mls_number: string
  city: string
  neighborhood: string
  status: string
}

/** The first public listing (both permissions 'Y') of a home that has a withheld listing. */
function publicTwinOfWithheldHome(sqlite: TestServer): Twin {
  const twin = sqlite.db
    .prepare<[], Twin>(
      `SELECT mls_number, city, neighborhood, status FROM listings
       WHERE listing_public = 1 AND display_public = 0 ORDER BY mls_number LIMIT 1`,
    )
    .get()
  if (!twin) throw new Error('the dataset has no public listing of a withheld home')
  return twin
}

const mlsNumbersWhere = (sqlite: TestServer, where: string) =>
  sqlite.db
    .prepare<[], { mls_number: string }>(`SELECT mls_number FROM listings WHERE ${where}`)
    .all()
    .map((row) => row.mls_number)

/** Public listings (both permissions 'Y') of homes that have a withheld listing. */
const publicTwins = (sqlite: TestServer) =>
  mlsNumbersWhere(sqlite, 'listing_public = 1 AND display_public = 0')

/** Every listing SQLite withholds from guests: each listing of a home with a withheld listing. */
const withheldOverSqlite = (sqlite: TestServer) => mlsNumbersWhere(sqlite, 'display_public = 0')

/** Whether a guest got the withheld copy: no street, no sold price, permissions 'N'. */
const redacted = (listing: ListingRecord) =>
  listing.address.streetName === '' &&
  listing.soldPrice === null &&
  listing.permissions.displayPublic === 'N'

/** Each listing of the page by its MLS number, and whether the guest got it redacted. */
const redactions = (answer: ListingsResponse) =>
  new Map(
    (answer.listings as unknown as ListingRecord[]).map((listing) => [
      listing.mlsNumber,
      redacted(listing),
    ]),
  )

const pageOf = (twin: Twin) =>
  `city=${encodeURIComponent(twin.city)}&neighborhood=${encodeURIComponent(twin.neighborhood)}` +
  `&status=${twin.status}&resultsPerPage=100`

describe('a guest searching over the provider source', () => {
  it('gets a public listing of a withheld home redacted, as over SQLite', async () => {
    const { sqlite, provider } = twoSources()
    const twin = publicTwinOfWithheldHome(sqlite)
    for (const server of [sqlite, provider]) {
      const page = redactions(await guestSearch(server, pageOf(twin)))
      expect(page.get(twin.mls_number), server.baseUrl).toBe(true)
    }
  })

  it('gets the pins of public listings of withheld homes redacted, as over SQLite', async () => {
    const { sqlite, provider } = twoSources()
    const answer = await guestSearch(
      provider,
      'city=Toronto&status=A&listings=false&cluster=true&clusterPrecision=29' +
        '&clusterLimit=200&clusterFields=mlsNumber,address,soldPrice,permissions,map',
    )
    const clusters = (answer.aggregates?.map as { clusters: Cluster[] } | undefined)?.clusters ?? []
    const pins = clusters.flatMap((cluster) =>
      cluster.listing ? [cluster.listing as unknown as ListingRecord] : [],
    )
    const homeWithheld = new Set(withheldOverSqlite(sqlite))
    const twins = new Set(publicTwins(sqlite))
    expect(pins.filter((pin) => twins.has(pin.mlsNumber)).length).toBeGreaterThan(0)
    const differing = pins.filter((pin) => redacted(pin) !== homeWithheld.has(pin.mlsNumber))
    expect(differing.map((pin) => pin.mlsNumber)).toEqual([])
  })
})

describe("a guest's autocomplete over a provider filtering each listing's own permissions", () => {
  it('gets a public listing of a withheld home redacted', async () => {
    const { sqlite, fake } = twoSources()
    const twin = publicTwinOfWithheldHome(sqlite)
    // The fake reads `displayPublic` from its listings file, which holds the home's standing, so
    // it never sends a withheld home's public listing to a guest's autocomplete; the provider
    // reads the listing's own permissions. Without the filter the fake answers as the provider.
    const ownPermissions = (url: string | URL | Request, init?: RequestInit) => {
      const asked = new URL(url instanceof Request ? url.url : url)
      asked.searchParams.delete('displayPublic')
      return fetch(asked, init)
    }
    const source = createProviderSource(
      { providerUrl: fake.url, providerKey: fake.settings.apiKey, providerTimeoutMs: 5000 },
      { fetch: ownPermissions },
    )
    const answer = await source.autocomplete({ search: twin.mls_number }, ANONYMOUS)
    const found = (answer.listings as unknown as ListingRecord[]).find(
      (listing) => listing.mlsNumber === twin.mls_number,
    )
    expect(found).toBeDefined()
    expect(found && redacted(found)).toBe(true)
  })
})

describe("a guest's suggestions over the provider source", () => {
  it("gets the city's recent listings of withheld homes redacted, as over SQLite", async () => {
    const { sqlite, provider } = twoSources()
    // A listing whose city's newest of its kind (the suggestions' recent ones) hold a public twin.
    const city = sqlite.db
      .prepare<[], { mls_number: string }>(
        `SELECT (SELECT mls_number FROM listings o
           WHERE o.city = c.city AND o.type = c.type AND o.status = 'A' LIMIT 1) AS mls_number
         FROM (SELECT DISTINCT city, type FROM listings) c
         WHERE EXISTS (SELECT 1 FROM (SELECT listing_public, display_public FROM listings r
           WHERE r.city = c.city AND r.type = c.type AND r.status = 'A'
           ORDER BY list_date DESC LIMIT 10)
           WHERE listing_public = 1 AND display_public = 0)
         ORDER BY c.city, c.type LIMIT 1`,
      )
      .get()
    if (!city) throw new Error('no city has a public twin among its newest listings')
    const response = await fetch(`${provider.baseUrl}/listings/${city.mls_number}/suggestions`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { suggestions: { recent: ListingRecord[] } }
    const recent = body.suggestions.recent
    const homeWithheld = new Set(withheldOverSqlite(sqlite))
    const twins = new Set(publicTwins(sqlite))
    expect(recent.some((card) => twins.has(card.mlsNumber))).toBe(true)
    const differing = recent.filter((card) => redacted(card) !== homeWithheld.has(card.mlsNumber))
    expect(differing.map((card) => card.mlsNumber)).toEqual([])
  })
})

describe('guest search pages over SQLite and the provider', () => {
  it.each([
    'city=Toronto&status=A&resultsPerPage=100&sortBy=listPriceDesc',
    'city=Toronto&status=U&lastStatus=Sld&resultsPerPage=100&sortBy=listPriceAsc',
    'status=A&resultsPerPage=100&sortBy=listPriceAsc',
  ])('withhold the same listings for %s', async (query) => {
    const { sqlite, provider } = twoSources()
    const [fromSqlite, fromProvider] = await Promise.all([
      guestSearch(sqlite, query).then(redactions),
      guestSearch(provider, query).then(redactions),
    ])
    const both = [...fromSqlite.keys()].filter((mls) => fromProvider.has(mls))
    expect(both.length).toBeGreaterThan(50)
    // The page holds public listings of withheld homes, so the test can tell the two rules apart.
    const twins = new Set(publicTwins(sqlite))
    expect(both.some((mls) => twins.has(mls))).toBe(true)
    const differing = both.filter((mls) => fromSqlite.get(mls) !== fromProvider.get(mls))
    expect(differing).toEqual([])
  })
})
