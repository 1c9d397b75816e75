import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toLotUnit } from '../../../../contract/listingValues'
import type { RunningFakeProvider } from '../../../fakeProvider/start'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { normaliseListing } from '../../../src/realty/provider/normalise'
import type { ProviderSearchResponse } from '../../../src/realty/provider/providerTypes'
import type { TestServer } from '../../helpers'
import { PUBLISHED_VERSION_1_LOT, PUBLISHED_VERSION_2_LOT } from './published/listingLots'
import { startProviderService, type ProviderService } from './providerService'

describe("the unit of a lot's size, from the provider's lot.measurement", () => {
  it.each([
    ['Feet', 'Feet'],
    ['feet', 'Feet'],
    ['Ft.', 'Feet'],
    ['Metres', 'Metres'],
    ['Meters', 'Metres'],
    ['m', 'Metres'],
    ['teeF', null],
    ['Acres', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (measurement, unit) => {
    expect(toLotUnit(measurement)).toBe(unit)
  })

  it('is kept with the sizes of a listing, and none without them', () => {
    const metres = normaliseListing({ lot: { width: '8.5', depth: '40', measurement: 'Metres' } })
    expect(metres.lot).toEqual({ width: 8.5, depth: 40, measurement: 'Metres' })
    // The published examples: a scrambled unit names none; no sizes, no unit.
    expect(normaliseListing({ lot: PUBLISHED_VERSION_1_LOT }).lot).toEqual({
      width: 1.02,
      depth: 44.92,
      measurement: null,
    })
    expect(normaliseListing({ lot: PUBLISHED_VERSION_2_LOT }).lot).toEqual({
      width: null,
      depth: null,
      measurement: null,
    })
  })
})

describe('a lot measured in metres, through the provider', () => {
  let running: ProviderService
  let fake: RunningFakeProvider
  let service: TestServer

  beforeAll(async () => {
    running = await startProviderService()
    ;({ fake, service } = running)
  }, 60_000)

  afterAll(() => running.close())

  it('reaches the listing page and the list in metres', async () => {
    const found = await fetch(`${fake.url}/listings?status=A&resultsPerPage=100`, {
      headers: { 'REPLIERS-API-KEY': fake.settings.apiKey },
    })
    const { listings } = (await found.json()) as ProviderSearchResponse
    const withLot = listings.find((listing) => listing.lot?.width && listing.lot.depth)
    const mlsNumber = String(withLot?.mlsNumber)
    fake.settings.lotsInMetres = [mlsNumber]

    const detail = await fetch(`${service.baseUrl}/listings/${mlsNumber}`)
    expect(detail.status).toBe(200)
    expect(((await detail.json()) as ListingRecord).lot.measurement).toBe('Metres')
    const list = await fetch(`${service.baseUrl}/listings?status=A&resultsPerPage=100`)
    const shown = ((await list.json()) as { listings: ListingRecord[] }).listings
    expect(shown.find((listing) => listing.mlsNumber === mlsNumber)?.lot.measurement).toBe('Metres')
  })
})
