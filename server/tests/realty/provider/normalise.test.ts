import { describe, expect, it } from 'vitest'
import { toProviderListing } from '../../../fakeProvider/shape'
import { BOARD_86_NOTICE } from '../../../src/data/boards'
import type { ListingRecord } from '../../../src/data/listingRecord'
import { DATASET_TODAY, generateListings } from '../../../src/data/listings'
import {
  normaliseListing,
  toNumberOrNull,
  toPositiveOrNull,
  toRooms,
} from '../../../src/realty/provider/normalise'
import type { ProviderListing } from '../../../src/realty/provider/providerTypes'

describe('numbers the provider may send as strings', () => {
  it.each([
    [5961, 5961],
    ['5961.00', 5961],
    [' 12 ', 12],
    ['.10', 0.1],
    ['000031.', 31],
    ['', null],
    ['n/a', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('reads %j as %j', (value, expected) => {
    expect(toNumberOrNull(value)).toBe(expected)
  })

  it.each([
    [0, null],
    ['0.00', null],
    ['', null],
    [null, null],
    ['815000.00', 815_000],
    [815_000, 815_000],
  ])('reads a sold price of %j as %j (zero means unsold)', (value, expected) => {
    expect(toPositiveOrNull(value)).toBe(expected)
  })
})

const room = (description: string) => ({
  description,
  features: null,
  features2: '',
  features3: null,
  length: '3.10',
  width: null,
  level: 'Main',
})

describe('rooms, an object keyed "1".."n" (version 1) or an array (version 2)', () => {
  it.each<[string, ProviderListing['rooms'], string[]]>([
    ['an array', [room('Living'), room('Kitchen')], ['Living', 'Kitchen']],
    [
      'an object in key order, "10" after "9"',
      Object.fromEntries(
        Array.from({ length: 10 }, (_, index) => [
          String(index + 1),
          room(`Room ${String(index + 1)}`),
        ]),
      ),
      Array.from({ length: 10 }, (_, index) => `Room ${String(index + 1)}`),
    ],
    [
      'an object padded with empty rooms',
      { '1': room('Living'), '2': room(''), '3': room('') },
      ['Living'],
    ],
    ['null', null, []],
    ['missing', undefined, []],
  ])('reads %s', (_case, rooms, descriptions) => {
    const read = toRooms(rooms)
    expect(read.map((item) => item.description)).toEqual(descriptions)
    for (const item of read) {
      expect(item).toEqual({
        description: expect.any(String) as string,
        level: 'Main',
        length: '3.10',
        width: '',
        features: '',
        features2: '',
        features3: '',
      })
    }
  })
})

const v1Listing: ProviderListing = {
  mlsNumber: 'W10440795',
  boardId: 86,
  status: 'A',
  class: 'CondoProperty',
  type: 'Lease',
  listPrice: '4804.00',
  listDate: '2024-11-19T21:30:40.213Z',
  lastStatus: 'New',
  soldPrice: '0.00',
  soldDate: null,
  originalPrice: '000031.',
  daysOnMarket: '0',
  photoCount: 73,
  address: {
    city: 'Oakville',
    state: 'Ontario',
    streetDirection: '',
    unitNumber: '042',
    country: null,
  },
  map: { latitude: '43.5042412', longitude: '-79.7023483', point: 'POINT (-79.70 43.50)' },
  permissions: { displayAddressOnInternet: 'Y', displayPublic: 'Y' },
  details: {
    numBedrooms: '2',
    numBedroomsPlus: '1',
    numBathroomsPlus: null,
    numGarageSpaces: '.10',
    extras: ' 1alwaP ',
    yearBuilt: '',
    virtualTourUrl: '',
  },
  condominium: { fees: { maintenance: '' } },
  taxes: { annualAmount: '', assessmentYear: '' },
}

const v2Listing: ProviderListing = {
  ...v1Listing,
  boardId: 2,
  listPrice: '7067.00',
  soldPrice: 0,
  originalPrice: 3010,
  daysOnMarket: 0,
  address: {
    city: 'Oakville',
    state: 'Ontario',
    streetDirection: null,
    unitNumber: null,
    country: null,
  },
  map: { latitude: 43.5042412, longitude: -79.7023483 },
  details: {
    numBedrooms: 2,
    numBedroomsPlus: 1,
    numBathroomsPlus: null,
    numGarageSpaces: 1,
    extras: null,
    yearBuilt: null,
    virtualTourUrl: null,
  },
  condominium: { fees: { maintenance: null } },
  taxes: { annualAmount: null, assessmentYear: null },
}

describe('a provider listing, field by field (the OpenAPI examples, both versions)', () => {
  const v1 = normaliseListing(v1Listing)
  const v2 = normaliseListing(v2Listing)
  it.each<[string, (listing: ListingRecord) => unknown, unknown, unknown]>([
    ['listPrice, a string in both', (l) => l.listPrice, 4804, 7067],
    ['soldPrice "0.00" or 0, unsold', (l) => l.soldPrice, null, null],
    ['originalPrice, string or number', (l) => l.originalPrice, 31, 3010],
    ['daysOnMarket, string or number', (l) => l.daysOnMarket, 0, 0],
    [
      'coordinates, strings or numbers',
      (l) => l.map,
      { latitude: 43.5042412, longitude: -79.7023483 },
      { latitude: 43.5042412, longitude: -79.7023483 },
    ],
    ['bedroom count, string or number', (l) => l.details.numBedrooms, 2, 2],
    ['a null count', (l) => l.details.numBathroomsPlus, 0, 0],
    ['a garbled count', (l) => l.details.numGarageSpaces, 0.1, 1],
    ['unitNumber "042" or null', (l) => l.address.unitNumber, '042', null],
    ['streetDirection "" or null', (l) => l.address.streetDirection, null, null],
    ['a missing street name', (l) => l.address.streetName, '', ''],
    ['the province "Ontario"', (l) => l.address.state, 'ON', 'ON'],
    ['a null country', (l) => l.address.country, 'CA', 'CA'],
    ['extras, padded or null', (l) => l.details.extras, '1alwaP', null],
    ['yearBuilt "" or null', (l) => l.details.yearBuilt, null, null],
    ['virtualTourUrl "" or null', (l) => l.details.virtualTourUrl, null, null],
    [
      'condo fees "" or null',
      (l) => l.condominium,
      { fees: { maintenance: null } },
      { fees: { maintenance: null } },
    ],
    [
      'taxes "" or null',
      (l) => l.taxes,
      { annualAmount: 0, assessmentYear: 0 },
      { annualAmount: 0, assessmentYear: 0 },
    ],
    ['type, as sent', (l) => l.type, 'Lease', 'Lease'],
    ['missing rooms', (l) => l.rooms, [], []],
    ['missing images', (l) => l.images, [], []],
    ['board 86 gets its notice, others none', (l) => l.boardNotice, BOARD_86_NOTICE, null],
  ])('%s', (_field, read, expectedV1, expectedV2) => {
    expect(read(v1)).toEqual(expectedV1)
    expect(read(v2)).toEqual(expectedV2)
  })

  it('hides a listing whose permissions are missing', () => {
    expect(normaliseListing({ ...v2Listing, permissions: null }).permissions).toEqual({
      displayAddressOnInternet: 'N',
      displayPublic: 'N',
    })
  })

  it('reads the type the way the provider takes it too', () => {
    expect(normaliseListing({ type: 'sale' }).type).toBe('Sale')
    expect(normaliseListing({ type: 'lease' }).type).toBe('Lease')
  })
})

describe('every generated listing survives the trip through the provider shape', () => {
  const records = [...generateListings({ seed: 11, count: 400, today: DATASET_TODAY })]

  it.each([1, 2] as const)('in response version %d', (version) => {
    for (const record of records) {
      const roundTrip = normaliseListing(
        JSON.parse(JSON.stringify(toProviderListing(record, version))) as ProviderListing,
      )
      expect(roundTrip, record.mlsNumber).toEqual(record)
    }
  })
})
