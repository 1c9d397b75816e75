import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cluster, ListingsResponse } from '../../../contract/realty'
import type { GeocodeResponse, PredictionsResponse } from '../../../contract/geo'
import { guestPoint } from '../../src/realty/boardRules'
import {
  startServerForGuestAndBuyer,
  type ServerForGuestAndBuyer,
  type Who,
} from '../customerIdentity'
import type { TestServer } from '../helpers'

// Each side channel a guest could read a withheld listing through (permissions not both 'Y'),
// asked as a guest (refused or blurred) and as a signed-in customer (the exact data).

let service: ServerForGuestAndBuyer
let server: TestServer
let hidden: {
  mls: string
  city: string
  number: string
  street: string
  lat: number
  lng: number
  sold: number
}

beforeAll(async () => {
  service = await startServerForGuestAndBuyer({ datasetSize: 3000 })
  server = service.server
  // A sold, withheld home whose address no public listing shares (else that one may name it).
  hidden = server.db
    .prepare(
      `SELECT mls_number AS mls, city, street_number AS number, street_name AS street, lat, lng,
         sold_price AS sold
       FROM listings h WHERE display_public = 0 AND status = 'U' AND sold_price IS NOT NULL
         AND street_number != '' AND NOT EXISTS (SELECT 1 FROM listings p WHERE p.display_public = 1
           AND p.street_name = h.street_name AND p.street_number = h.street_number)
       ORDER BY mls_number LIMIT 1`,
    )
    .get() as typeof hidden
  expect(hidden).toBeDefined()
})

afterAll(async () => {
  await service.close()
})

async function get<T>(path: string, who: Who, status = 200): Promise<T> {
  const response = await service.get(path, who)
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}

const listings = (query: Record<string, string>, who: Who, status?: number) =>
  get<ListingsResponse>(`/listings?${new URLSearchParams(query).toString()}`, who, status)

const SOLD = { status: 'U', listings: 'false' }

describe('a withheld sold price', () => {
  const query = () => ({ ...SOLD, search: hidden.mls, statistics: 'avg-soldPrice,med-soldPrice' })

  it('is not an average of one sale for a guest: null with the reason', async () => {
    const body = await listings(query(), 'guest')
    expect(body.count).toBe(1)
    expect(body.statistics?.soldPrice).toEqual({
      avg: null,
      med: null,
      withheld: 'fewer-than-10-sales',
    })
  })

  it('is the exact figure for a customer', async () => {
    const body = await listings(query(), 'customer')
    expect(body.statistics?.soldPrice).toEqual({ avg: hidden.sold, med: hidden.sold })
  })

  it('cannot be narrowed by sold-price filters without a session (401)', async () => {
    for (const bound of ['minSoldPrice', 'maxSoldPrice']) {
      const body = await listings(
        { ...SOLD, search: hidden.mls, [bound]: String(hidden.sold) },
        'guest',
        401,
      )
      expect(JSON.stringify(body)).toMatch(/sign in/i)
    }
    const exact = { ...SOLD, minSoldPrice: String(hidden.sold), maxSoldPrice: String(hidden.sold) }
    expect((await listings({ ...exact, search: hidden.mls }, 'customer')).count).toBe(1)
  })
})

describe('a withheld position', () => {
  const clusterOf = async (who: Who): Promise<Cluster | undefined> => {
    const body = await listings(
      { ...SOLD, search: hidden.mls, cluster: 'true', clusterPrecision: '20', aggregates: 'map' },
      who,
    )
    return (body.aggregates as { map: { clusters: Cluster[] } }).map.clusters[0]
  }

  it("is the grid cell's centre in a guest's cluster: location and bounds", async () => {
    const cell = guestPoint(hidden.lat, hidden.lng)
    const cluster = await clusterOf('guest')
    expect(cluster?.location).toEqual(cell)
    expect(cluster?.bounds.top_left).toEqual(cell)
    expect(cluster?.bounds.bottom_right).toEqual(cell)
  })

  it('is exact in a customer’s cluster', async () => {
    const cluster = await clusterOf('customer')
    expect(cluster?.location).toEqual({ latitude: hidden.lat, longitude: hidden.lng })
  })

  it('cannot be found by counting under a tiny map around the exact point', async () => {
    const d = 0.00002
    const { lat, lng } = hidden
    const box = [
      [
        [lng - d, lat - d],
        [lng + d, lat - d],
        [lng + d, lat + d],
        [lng - d, lat + d],
      ],
    ]
    const query = { ...SOLD, search: hidden.mls, map: JSON.stringify(box) }
    expect((await listings(query, 'guest')).count).toBe(0)
    expect((await listings(query, 'customer')).count).toBe(1)
  })
})

describe('a withheld street address', () => {
  it('is not matched by the search filter for a guest, only MLS number, city and neighbourhood', async () => {
    const byStreet = { ...SOLD, search: `${hidden.mls} ${hidden.street}` }
    expect((await listings(byStreet, 'guest')).count).toBe(0)
    expect((await listings(byStreet, 'customer')).count).toBe(1)
    expect(
      (await listings({ ...SOLD, search: `${hidden.mls} ${hidden.city}` }, 'guest')).count,
    ).toBe(1)
  })

  it('is not matched by autocomplete for a guest', async () => {
    const path = `/autocomplete?${new URLSearchParams({ search: `${hidden.number} ${hidden.street}`, resultsPerPage: '50' }).toString()}`
    const mlsOf = (body: ListingsResponse) => body.listings.map((listing) => listing.mlsNumber)
    expect(mlsOf(await get<ListingsResponse>(path, 'guest'))).not.toContain(hidden.mls)
    expect(mlsOf(await get<ListingsResponse>(path, 'customer'))).toContain(hidden.mls)
  })

  it('is not what the geocoder answers for its exact point, nor what it predicts', async () => {
    const address = `${hidden.number} ${hidden.street}`
    const reverse = await get<GeocodeResponse>(
      `/geo/geocode?latlng=${String(hidden.lat)},${String(hidden.lng)}`,
      'guest',
    )
    const named = reverse.results.map((result) => result.formatted_address)
    expect(named.some((name) => name.startsWith(`${address} `))).toBe(false)
    const predicted = await get<PredictionsResponse>(
      `/geo/predictions?input=${encodeURIComponent(`${address} ${hidden.city}`)}`,
      'guest',
    )
    const descriptions = predicted.predictions.map((prediction) => prediction.description)
    expect(descriptions.some((text) => text.startsWith(`${address} `))).toBe(false)
  })
})
