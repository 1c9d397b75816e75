import { describe, expect, it } from 'vitest'
import type {
  ProviderHistoryResponse,
  ProviderListing,
  ProviderLocationsResponse,
  ProviderSimilarResponse,
} from '../../src/realty/provider/providerTypes'
import { fakeProviderFixture, listingAt, text } from './fixture'

const { call, ok } = fakeProviderFixture()

describe('the fake provider: one listing, similar, history, locations', () => {
  it('answers a listing by MLS number and board, and 404 for none', async () => {
    const { listings } = await ok('/listings?resultsPerPage=1&fields=mlsNumber,boardId')
    const { mlsNumber, boardId } = listingAt(listings)
    const listing = await ok<ProviderListing>(
      `/listings/${text(mlsNumber)}?boardId=${String(boardId)}`,
    )
    expect(listing.mlsNumber).toBe(mlsNumber)
    expect(listing.boardId).toBe(boardId)
    expect((await call('/listings/X0000000')).status).toBe(404)
  })

  it('finds similar active listings and a home history', async () => {
    const { listings } = await ok('/listings?resultsPerPage=30&type=sale')
    let similarFound = false
    for (const listing of listings) {
      const { similar } = await ok<ProviderSimilarResponse>(
        `/listings/${text(listing.mlsNumber)}/similar?radius=5`,
      )
      for (const other of similar) {
        expect(other.status).toBe('A')
        expect(other.mlsNumber).not.toBe(listing.mlsNumber)
      }
      similarFound ||= similar.length > 0
    }
    expect(similarFound).toBe(true)
    const first = listingAt(listings)
    const address = first.address ?? {}
    const params = new URLSearchParams({
      city: text(address.city),
      streetName: text(address.streetName),
      streetNumber: text(address.streetNumber),
    })
    const { history } = await ok<ProviderHistoryResponse>(`/listings/history?${params}`)
    expect(history.some((entry) => entry.mlsNumber === first.mlsNumber)).toBe(true)
    expect((await call('/listings/history?city=Toronto')).status).toBe(400)
  })

  it('lists locations with outlines and autocompletes names, prefix first', async () => {
    const cities = await ok<ProviderLocationsResponse>('/locations?type=city&resultsPerPage=5')
    expect(cities.count).toBeGreaterThan(5)
    expect(cities.locations[0]).toMatchObject({
      type: 'city',
      map: { latitude: expect.any(String) as string, boundary: expect.any(Array) as unknown[] },
      address: { state: 'ON' },
    })
    const { locations } = await ok<ProviderLocationsResponse>('/locations/autocomplete?search=tor')
    expect(locations[0]?.name.toLowerCase().startsWith('tor')).toBe(true)
    expect(locations[0]?.map.boundary).toBeUndefined()
    expect((await call('/locations/autocomplete?search=to')).status).toBe(400)
  })
})
