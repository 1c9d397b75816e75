import { describe, expect, it } from 'vitest'
import type { ListingRecord } from '../../../contract/listing'
import {
  guestCopy,
  guestPoint,
  homeIsPublic,
  homeKey,
  homeKeyOf,
  markHomeWithheld,
  markWithheldHomes,
  withheldHomesAmong,
} from '../../src/realty/boardRules'
import { ANONYMOUS, forViewer, SIGNED_IN } from '../../src/realty/presentListing'

const ADDRESS = {
  unitNumber: null,
  streetNumber: '12',
  streetName: 'Bloor',
  streetSuffix: 'St',
  streetDirection: 'W',
  city: 'Toronto',
}

describe('homeKey: one key for every spelling of one address', () => {
  it.each([
    ['case and spaces', { streetName: '  BLOOR ', city: 'toronto  ' }],
    ['dots', { streetSuffix: 'St.' }],
    ['a direction as a word', { streetDirection: 'West' }],
    ['a direction in lower case', { streetDirection: 'w' }],
    ['a street type as a word', { streetSuffix: 'Street' }],
  ])('%s', (_, changed) => {
    expect(homeKey({ ...ADDRESS, ...changed })).toBe(homeKey(ADDRESS))
  })

  it.each([
    ['#1203', 'Unit 1203'],
    ['Suite 5', 'ste. 5'],
    ['Apt 3', '3'],
    ['PH2', 'ph2'],
  ])('unit %s is unit %s', (one, other) => {
    expect(homeKey({ ...ADDRESS, unitNumber: one })).toBe(
      homeKey({ ...ADDRESS, unitNumber: other }),
    )
  })

  it.each([
    ['Avenue', 'Ave'],
    ['Court', 'Ct'],
    ['Crt', 'ct.'],
    ['Crescent', 'Cres'],
    ['Boulevard', 'Blvd'],
    ['Parkway', 'Pkwy'],
    ['Way', 'way'],
  ])('street type %s is street type %s', (one, other) => {
    expect(homeKey({ ...ADDRESS, streetSuffix: one })).toBe(
      homeKey({ ...ADDRESS, streetSuffix: other }),
    )
  })

  it.each([
    ['another unit', { unitNumber: '1204' }],
    ['a unit of the house', { unitNumber: '1' }],
    ['another number', { streetNumber: '14' }],
    ['another street', { streetName: 'Bloor West' }],
    ['another suffix', { streetSuffix: 'Ave' }],
    ['another direction', { streetDirection: 'E' }],
    ['no direction', { streetDirection: null }],
    ['another city', { city: 'Mississauga' }],
  ])('%s is another home', (_, changed) => {
    expect(homeKey({ ...ADDRESS, ...changed })).not.toBe(homeKey(ADDRESS))
  })

  it.each([
    ['no street number', { streetNumber: ' ' }],
    ['no street name', { streetName: '' }],
  ])('%s names no door', (_, changed) => {
    expect(homeKey({ ...ADDRESS, ...changed })).toBeUndefined()
  })

  it('a listing whose address names no door is a home of its own', () => {
    const land = { mlsNumber: 'X1', boardId: 2, address: { ...ADDRESS, streetNumber: '' } }
    expect(homeKeyOf(land)).not.toBe(homeKeyOf({ ...land, mlsNumber: 'X2' }))
    expect(homeKeyOf({ mlsNumber: 'X1', boardId: 2, address: ADDRESS })).toBe(homeKey(ADDRESS))
  })
})

const LISTING: ListingRecord = {
  mlsNumber: 'C5000001',
  boardId: 2,
  class: 'ResidentialProperty',
  type: 'Sale',
  status: 'U',
  lastStatus: 'Sld',
  listPrice: 1_250_000,
  originalPrice: 1_300_000,
  soldPrice: 1_240_000,
  listDate: '2025-04-01T10:00:00.000Z',
  soldDate: '2025-04-20T10:00:00.000Z',
  updatedOn: '2025-04-20T10:00:00.000Z',
  daysOnMarket: 19,
  images: ['C5000001-1', 'C5000001-2'],
  photoCount: 2,
  address: {
    ...ADDRESS,
    unitNumber: '5',
    state: 'ON',
    country: 'CA',
    area: 'Toronto',
    neighborhood: 'The Annex',
    zip: 'M5S 1X9',
    majorIntersection: 'Bloor/Spadina',
  },
  map: { latitude: 43.66712, longitude: -79.40321 },
  details: {
    propertyType: 'Semi-Detached',
    style: '2-Storey',
    yearBuilt: '1912',
    garage: 'Detached',
    numBedrooms: 3,
    numBedroomsPlus: 1,
    numBathrooms: 2,
    numBathroomsPlus: 0,
    numGarageSpaces: 1,
    numParkingSpaces: 1,
    sqft: '1500-2000',
    description: 'Steps to the corner of Bloor and Spadina, a rare corner lot',
    extras: 'Laneway garage off Bloor',
    virtualTourUrl: 'https://tours.example/C5000001',
    moreInformationLink: 'https://www.example/C5000001',
    heating: 'Forced Air',
    airConditioning: 'Central Air',
    basement1: 'Finished',
  },
  lot: { width: 18.5, depth: 120, measurement: 'Feet' },
  taxes: { annualAmount: 7_412, assessmentYear: 2024 },
  condominium: { fees: { maintenance: 612 } },
  rooms: [
    {
      description: 'Kitchen',
      level: 'Main',
      length: '4.2',
      width: '3.1',
      features: null,
      features2: null,
      features3: null,
    },
  ],
  office: { brokerageName: 'Homewise Realty' },
  timestamps: {
    listingUpdated: '2025-04-20T10:00:00.000Z',
    expiryDate: '2025-10-01',
    closedDate: '2025-04-20',
  },
  permissions: { displayAddressOnInternet: 'Y', displayPublic: 'N' },
  boardNotice: null,
}

describe('guestCopy: the coarse facts many homes share, nothing that singles one out', () => {
  const copy = guestCopy(LISTING)

  it.each([
    ['class', (r: ListingRecord) => r.class],
    ['deal', (r: ListingRecord) => r.type],
    ['status', (r: ListingRecord) => r.lastStatus],
    ['list price', (r: ListingRecord) => r.listPrice],
    ['property type', (r: ListingRecord) => r.details.propertyType],
    ['style', (r: ListingRecord) => r.details.style],
    ['bedrooms', (r: ListingRecord) => r.details.numBedrooms],
    ['bathrooms', (r: ListingRecord) => r.details.numBathrooms],
    ['size range', (r: ListingRecord) => r.details.sqft],
    ['city', (r: ListingRecord) => r.address.city],
    ['neighbourhood', (r: ListingRecord) => r.address.neighborhood],
    ['brokerage', (r: ListingRecord) => r.office.brokerageName],
  ])('keeps the %s', (_, fact) => {
    expect(fact(copy)).toEqual(fact(LISTING))
  })

  it.each([
    ['unit', (r: ListingRecord) => r.address.unitNumber, null],
    ['street number', (r: ListingRecord) => r.address.streetNumber, ''],
    ['street name', (r: ListingRecord) => r.address.streetName, ''],
    ['street suffix', (r: ListingRecord) => r.address.streetSuffix, null],
    ['street direction', (r: ListingRecord) => r.address.streetDirection, null],
    ['postal code', (r: ListingRecord) => r.address.zip, null],
    ['major intersection', (r: ListingRecord) => r.address.majorIntersection, null],
    ['sold price', (r: ListingRecord) => r.soldPrice, null],
    ['photos', (r: ListingRecord) => r.images, []],
    ['photo count', (r: ListingRecord) => r.photoCount, 0],
    ['year built', (r: ListingRecord) => r.details.yearBuilt, null],
    ['description', (r: ListingRecord) => r.details.description, null],
    ['extras', (r: ListingRecord) => r.details.extras, null],
    ['virtual tour', (r: ListingRecord) => r.details.virtualTourUrl, null],
    ['more information', (r: ListingRecord) => r.details.moreInformationLink, null],
    ['garage type', (r: ListingRecord) => r.details.garage, null],
    ['heating', (r: ListingRecord) => r.details.heating, null],
    ['air conditioning', (r: ListingRecord) => r.details.airConditioning, null],
    ['basement', (r: ListingRecord) => r.details.basement1, null],
    ['lot', (r: ListingRecord) => r.lot, { width: null, depth: null, measurement: null }],
    ['taxes', (r: ListingRecord) => r.taxes, null],
    ['condominium fees', (r: ListingRecord) => r.condominium, { fees: { maintenance: null } }],
    ['rooms', (r: ListingRecord) => r.rooms, []],
  ])('leaves out the %s', (_, fact, withheld) => {
    expect(fact(copy)).toEqual(withheld)
  })

  it("places it at its cell's centre and says it is withheld", () => {
    expect(copy.map).toEqual(guestPoint(LISTING.map.latitude, LISTING.map.longitude))
    expect(copy.permissions).toEqual({ displayAddressOnInternet: 'N', displayPublic: 'N' })
  })

  it('keeps a home without a condominium without one', () => {
    expect(guestCopy({ ...LISTING, condominium: null }).condominium).toBeNull()
  })
})

describe('forViewer: the home decides what a guest sees', () => {
  const PUBLIC: ListingRecord = {
    ...LISTING,
    permissions: { displayAddressOnInternet: 'Y', displayPublic: 'Y' },
  }

  it.each([
    ['a public listing of a public home', () => PUBLIC, true],
    ['a withheld listing', () => LISTING, false],
    [
      'a public listing of a home with a withheld listing',
      () => markHomeWithheld({ ...PUBLIC }),
      false,
    ],
  ])('%s: shown in full to a guest: %s', (_, record, full) => {
    const listing = record()
    expect(homeIsPublic(listing)).toBe(full)
    expect(forViewer(listing, ANONYMOUS)).toEqual(full ? listing : guestCopy(listing))
    expect(forViewer(listing, SIGNED_IN)).toBe(listing)
  })
})

describe('withheldHomesAmong and markWithheldHomes: a withheld listing withholds its home', () => {
  const at = (
    mlsNumber: string,
    address: Partial<typeof ADDRESS>,
    permissions: ListingRecord['permissions'],
  ): ListingRecord => ({
    ...LISTING,
    mlsNumber,
    address: { ...LISTING.address, ...ADDRESS, ...address },
    permissions,
  })
  const YES = { displayAddressOnInternet: 'Y', displayPublic: 'Y' } as const

  it.each([
    ['no address withheld', [YES, YES], [true, true]],
    ['the address withheld', [YES, { ...YES, displayAddressOnInternet: 'N' }], [false, false]],
    ['not public', [{ ...YES, displayPublic: 'N' }, YES], [false, false]],
  ] as const)('one home, %s: shown in full %j', (_, permissions, shown) => {
    const [first, second] = [
      at('A1', {}, permissions[0]),
      at('A2', { streetSuffix: 'Street', streetName: 'BLOOR' }, permissions[1]),
    ]
    const withheld = withheldHomesAmong([first, second])
    const marked = markWithheldHomes([first, second], withheld)
    expect(marked.map(homeIsPublic)).toEqual(shown)
  })

  it('leaves another home on the same street, and an address with no door, alone', () => {
    const withheld = withheldHomesAmong([
      at('A1', {}, { ...YES, displayPublic: 'N' }),
      at('A2', { streetNumber: '', streetName: '' }, { ...YES, displayPublic: 'N' }),
    ])
    const neighbour = at('B1', { streetNumber: '14' }, YES)
    const noDoor = at('B2', { streetNumber: '', streetName: '' }, YES)
    expect(markWithheldHomes([neighbour, noDoor], withheld).map(homeIsPublic)).toEqual([true, true])
  })
})
