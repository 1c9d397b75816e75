import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ListingsResponse,
  LocationsResponse,
  SuggestionsResponse,
} from '../../../contract/realty'
import type { ListingRecord } from '../../src/data/listingRecord'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer
let active: { mls: string; board: number; street: string; number: string }

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 4000 } })
  active = server.db
    .prepare(
      `SELECT mls_number AS mls, board_id AS board, street_name AS street, street_number AS number
       FROM listings WHERE status = 'A' AND display_public = 1 AND city = 'Toronto' AND type = 'Sale' LIMIT 1`,
    )
    .get() as typeof active
})

afterAll(async () => {
  await server.close()
})

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects
async function get<T = unknown>(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as T }
}

describe('counting a search, as the provider does: GET /listings with listings=false', () => {
  it('reads count without listings; type= means sale or lease, never "count"', async () => {
    const counted = await get<ListingsResponse>(
      '/listings?status=A&type=sale&city=Toronto&listings=false',
    )
    expect(counted.body.listings).toEqual([])
    expect(counted.body.count).toBeGreaterThan(0)
    const refused = await get<{ message: string }>('/listings?type=count')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('type')
    const posted = await fetch(`${server.baseUrl}/listings?type=count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: ['A'] }),
    })
    expect(posted.status).toBe(404)
  })
})

describe('GET /listings/:mls with the board as the provider takes it', () => {
  it('reads ?boardId=, and still the board-id header', async () => {
    const byQuery = await get<ListingRecord>(
      `/listings/${active.mls}?boardId=${String(active.board)}`,
    )
    expect(byQuery.body.boardId).toBe(active.board)
    const byHeader = await get<ListingRecord>(`/listings/${active.mls}`, {
      'board-id': String(active.board),
    })
    expect(byHeader.body.mlsNumber).toBe(active.mls)
    const otherBoard = active.board === 2 ? 86 : 2
    const wrong = await get(`/listings/${active.mls}?boardId=${String(otherBoard)}`, {
      'board-id': String(active.board),
    })
    // The query parameter wins over the header.
    expect(wrong.status).toBe(404)
    expect((await get(`/listings/${active.mls}?boardId=abc`)).status).toBe(400)
    const similar = await get<{ listings: unknown[] }>(
      `/listings/${active.mls}/similar?boardId=${String(active.board)}`,
    )
    expect(similar.status).toBe(200)
  })
})

describe('POST /listings/:mls', () => {
  it('fetches the listing with the board in the body', async () => {
    const response = await fetch(`${server.baseUrl}/listings/${active.mls}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ boardId: active.board }),
    })
    expect(((await response.json()) as ListingRecord).mlsNumber).toBe(active.mls)
  })
})

describe('GET /listings/:mls/similar and /suggestions', () => {
  it('offers up to 4 similar active homes of the same kind, city and price band', async () => {
    const { body: listing } = await get<ListingRecord>(`/listings/${active.mls}`, {
      'board-id': String(active.board),
    })
    const { status, body } = await get<{ listings: ListingRecord[] }>(
      `/listings/${active.mls}/similar`,
    )
    expect(status).toBe(200)
    expect(body.listings.length).toBeLessThanOrEqual(4)
    for (const similar of body.listings) {
      expect(similar.mlsNumber).not.toBe(active.mls)
      expect(similar.address.city).toBe(listing.address.city)
      expect(similar.details.propertyType).toBe(listing.details.propertyType)
      expect(Math.abs(similar.listPrice - listing.listPrice)).toBeLessThanOrEqual(
        listing.listPrice * 0.2 + 1,
      )
    }
  })

  it('gives popular, nearby and recent suggestions for the city', async () => {
    const { status, body } = await get<SuggestionsResponse>(`/listings/${active.mls}/suggestions`, {
      'board-id': String(active.board),
    })
    expect(status).toBe(200)
    expect(body.suggestions.popular.length).toBeGreaterThan(0)
    expect(body.suggestions.nearby.map((link) => link.city)).not.toContain('Toronto')
    expect(body.suggestions.recent.length).toBeGreaterThan(0)
    expect(Array.isArray(body.similarListings)).toBe(true)
  })

  it('answers 404 for an unknown listing', async () => {
    expect((await get(`/listings/C9999999/suggestions`)).status).toBe(404)
  })
})

describe('GET /autocomplete', () => {
  it('finds a listing by street number and name, five at most', async () => {
    const { body } = await get<ListingsResponse>(
      `/autocomplete?search=${encodeURIComponent(`${active.number} ${active.street}`)}&resultsPerPage=5`,
    )
    expect(body.listings.length).toBeLessThanOrEqual(5)
    const records = body.listings as unknown as ListingRecord[]
    expect(records.some((listing) => listing.mlsNumber === active.mls)).toBe(true)
  })

  it('finds a listing by MLS number', async () => {
    const { body } = await get<ListingsResponse>(`/autocomplete?search=${active.mls}`)
    expect((body.listings[0] as unknown as ListingRecord).mlsNumber).toBe(active.mls)
  })

  it('needs something to search for', async () => {
    expect((await get('/autocomplete')).status).toBe(400)
  })
})

describe('GET /locations', () => {
  it('offers neighbourhoods whose names start with the text first', async () => {
    const { body } = await get<LocationsResponse>('/locations?search=ann')
    expect(body.search.neighborhoods[0]).toMatchObject({
      name: 'Annex',
      city: 'Toronto',
      state: 'ON',
    })
  })

  it.each([
    ['downtown toronto', 'Bay Street Corridor'],
    ['centre-ville de toronto', 'Bay Street Corridor'],
    ['the annex', 'Annex'],
    ['midtown', 'Mount Pleasant East'],
  ])('finds a neighbourhood by the name people use for it (%s → %s)', async (text, name) => {
    const { body } = await get<LocationsResponse>(
      `/locations?${new URLSearchParams({ search: text }).toString()}`,
    )
    expect(body.search.neighborhoods.map((place) => place.name)).toContain(name)
  })

  it('finds cities too', async () => {
    const { body } = await get<LocationsResponse>('/locations?search=missi')
    expect(body.search.cities.map((city) => city.name)).toEqual(['Mississauga'])
  })
})

describe('GET /polygons', () => {
  it('gives a city outline by name', async () => {
    const { body } = await get<{ polygons: { name: string; path: unknown[] }[] }>(
      '/polygons?type=city&name=Toronto',
    )
    expect(body.polygons).toHaveLength(1)
    expect(body.polygons[0]!.path.length).toBeGreaterThan(10)
  })

  it("names a neighbourhood's common names, for the browser's own place search", async () => {
    const { body } = await get<{ polygons: { aliases?: string[] }[] }>(
      '/polygons?type=neighbourhood&city=Toronto&name=Annex',
    )
    expect(body.polygons[0]?.aliases).toEqual(['The Annex', "L'Annexe"])
  })

  it('gives every neighbourhood of a city', async () => {
    const { body } = await get<{ polygons: { city: string }[] }>(
      '/polygons?type=neighbourhood&city=Ajax',
    )
    expect(body.polygons.length).toBeGreaterThanOrEqual(3)
    expect(new Set(body.polygons.map((polygon) => polygon.city))).toEqual(new Set(['Ajax']))
  })

  it('refuses an unknown type', async () => {
    expect((await get('/polygons?type=province')).status).toBe(400)
  })
})
