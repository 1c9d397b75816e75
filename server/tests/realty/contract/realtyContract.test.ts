import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../contract/errors'
import { MetaResponse } from '../../../../contract/lead'
import {
  Cluster,
  HistoryResponse,
  Listing,
  ListingsResponse,
  LocationsResponse,
  PolygonsResponse,
  SimilarResponse,
  SuggestionsResponse,
} from '../../../../contract/realty'
import type { ListingRecord } from '../../../src/data/listingRecord'
import type { TestServer } from '../../helpers'
import { publicActiveListing, useTwoSources, withheldSoldListing } from './twoSources'

/**
 * Every SPA-facing realty call, asked of the service once per source: the answer has the
 * contract's schema, guests get the board rules and customers the whole listing, whichever
 * source is behind the service.
 */
const twoSources = useTwoSources()

async function call<T>(
  server: TestServer,
  path: string,
  schema: TSchema,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, init)
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  expect([...Value.Errors(schema, body)].slice(0, 3), path).toEqual([])
  return body as T
}

const asCustomer = () => ({ headers: { authorization: `Bearer ${twoSources().customerToken}` } })
const records = (response: ListingsResponse) => response.listings as unknown as ListingRecord[]
const TORONTO = encodeURIComponent(
  JSON.stringify([
    [
      [-79.6, 43.55],
      [-79.2, 43.55],
      [-79.2, 43.85],
      [-79.6, 43.85],
      [-79.6, 43.55],
    ],
  ]),
)
const PIN_FIELDS = 'mlsNumber,boardId,listPrice,type,lastStatus,map,permissions'

describe.each(['sqlite', 'provider'] as const)('the realty service over %s', (kind) => {
  const service = () => twoSources()[kind]

  it('answers a listings page with the contract shape', async () => {
    const page = await call<ListingsResponse>(
      service(),
      '/listings?status=A&sortBy=updatedOnDesc&resultsPerPage=24&type=sale',
      ListingsResponse,
    )
    expect(page.listings).toHaveLength(24)
    expect(page.count).toBeGreaterThan(24)
    for (const listing of records(page)) expect(typeof listing.listPrice).toBe('number')
  })

  it('counts with listings=false', async () => {
    const counted = await call<ListingsResponse>(
      service(),
      '/listings?status=A&sortBy=updatedOnDesc&type=lease&listings=false',
      ListingsResponse,
    )
    expect(counted.listings).toEqual([])
    expect(counted.count).toBeGreaterThan(0)
  })

  it('clusters a map view with cluster=true, one-listing clusters cut to clusterFields', async () => {
    const answer = await call<ListingsResponse>(
      service(),
      `/listings?status=A&sortBy=updatedOnDesc&listings=false&map=${TORONTO}` +
        `&cluster=true&clusterPrecision=12&clusterLimit=200&clusterFields=${PIN_FIELDS}`,
      ListingsResponse,
    )
    const clusters = (answer.aggregates?.map as { clusters: unknown[] }).clusters
    expect(clusters.length).toBeGreaterThan(0)
    for (const cluster of clusters) expect([...Value.Errors(Cluster, cluster)]).toEqual([])
  })

  it('answers statistics nested per statistic with mth groups', async () => {
    const answer = await call<ListingsResponse>(
      service(),
      '/listings?status=U&lastStatus=Sld&sortBy=soldDateDesc&listings=false&minSoldDate=2025-01-01' +
        '&statistics=avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth',
      ListingsResponse,
    )
    const statistics = answer.statistics as Record<string, { mth?: Record<string, unknown> }>
    expect(Object.keys(statistics.soldPrice?.mth ?? {}).length).toBeGreaterThan(0)
    expect(Object.keys(statistics.closed?.mth ?? {}).length).toBeGreaterThan(0)
  })

  it('answers aggregates by field', async () => {
    const answer = await call<ListingsResponse>(
      service(),
      '/listings?status=A&sortBy=updatedOnDesc&listings=false&aggregates=address.city,details.propertyType',
      ListingsResponse,
    )
    expect(JSON.stringify(answer.aggregates)).toContain('Toronto')
  })

  it('answers one listing, its similar homes and its suggestions', async () => {
    const home = publicActiveListing(twoSources().sqlite)
    const path = `/listings/${home.mlsNumber}`
    const board = `?boardId=${String(home.boardId)}`
    const one = await call<ListingRecord>(service(), path + board, Listing)
    expect(one.mlsNumber).toBe(home.mlsNumber)
    expect(one.address.streetName).toBe(home.address.streetName)
    const posted = await call<ListingRecord>(service(), path, Listing, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ boardId: home.boardId }),
    })
    expect(posted.mlsNumber).toBe(home.mlsNumber)
    await call(service(), `${path}/similar${board}`, SimilarResponse)
    await call(service(), `${path}/suggestions${board}`, SuggestionsResponse)
  })

  it("answers a home's history to a customer only", async () => {
    const home = publicActiveListing(twoSources().sqlite)
    const { city, streetName, streetNumber, unitNumber } = home.address
    const query = new URLSearchParams({ city, streetName, streetNumber })
    if (unitNumber) query.set('unitNumber', unitNumber)
    const path = `/listings/history?${query.toString()}`
    const history = await call<HistoryResponse>(service(), path, HistoryResponse, asCustomer())
    expect(history.history.map((entry) => entry.mlsNumber)).toContain(home.mlsNumber)
    expect((await fetch(`${service().baseUrl}${path}`)).status).toBe(401)
  })

  it('answers the search box: autocomplete and locations', async () => {
    const found = await call<ListingsResponse>(
      service(),
      '/autocomplete?search=Queen',
      ListingsResponse,
    )
    expect(found.listings.length).toBeGreaterThan(0)
    const places = await call<LocationsResponse>(
      service(),
      '/locations?search=tor',
      LocationsResponse,
    )
    expect(places.search.cities.map((city) => city.name)).toContain('Toronto')
  })

  it('answers outlines and the meta call', async () => {
    const outlines = await call<{ polygons: unknown[] }>(
      service(),
      '/polygons?type=city&name=Toronto',
      PolygonsResponse,
    )
    expect(outlines.polygons.length).toBeGreaterThan(0)
    await call(service(), '/meta?group=homewise', MetaResponse)
  })

  it('withholds the address and sold price of a withheld listing from a guest, not a customer', async () => {
    const home = withheldSoldListing(twoSources().sqlite)
    const path = `/listings/${home.mlsNumber}?boardId=${String(home.boardId)}`
    const guest = await call<ListingRecord>(service(), path, Listing)
    expect(guest.soldPrice).toBeNull()
    expect(guest.address.streetName).toBe('')
    expect(guest.address.unitNumber).toBeNull()
    const customer = await call<ListingRecord>(service(), path, Listing, asCustomer())
    expect(customer.soldPrice).toBe(home.soldPrice)
    expect(customer.address).toEqual(home.address)
    const search = `/listings?status=U&sortBy=soldDateDesc&resultsPerPage=200&lastStatus=${home.lastStatus}&city=${encodeURIComponent(home.address.city)}`
    const inSearch = records(await call<ListingsResponse>(service(), search, ListingsResponse))
    // In a search too, every listing whose board withholds it comes to a guest without its price.
    const withheld = inSearch.filter((l) => l.permissions.displayAddressOnInternet === 'N')
    expect(withheld.length).toBeGreaterThan(0)
    expect(withheld.map((l) => l.soldPrice)).toEqual(withheld.map(() => null))
  })

  it('refuses bad input with 400 and a reason', async () => {
    const response = await fetch(`${service().baseUrl}/listings?statistics=constructor`)
    const body: unknown = await response.json()
    expect(response.status).toBe(400)
    expect(Value.Check(ErrorBody, body)).toBe(true)
  })
})
