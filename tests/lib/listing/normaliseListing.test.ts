import { describe, expect, it } from 'vitest'
import { normaliseListing, normaliseListings } from '../../../src/lib/listing/normaliseListing'

/** What the provider may send for one field, and what every SPA component then reads. */
const FIELDS: readonly {
  readonly field: string
  readonly sent: Record<string, unknown>
  readonly read: Record<string, unknown>
}[] = [
  { field: 'listPrice as a string', sent: { listPrice: '5961.00' }, read: { listPrice: 5961 } },
  { field: 'listPrice as a number', sent: { listPrice: 899000 }, read: { listPrice: 899000 } },
  { field: 'listPrice unparsable', sent: { listPrice: 'n/a' }, read: { listPrice: 0 } },
  {
    field: 'originalPrice as a string',
    sent: { originalPrice: '6100.50' },
    read: { originalPrice: 6100.5 },
  },
  { field: 'soldPrice of an unsold v2 listing', sent: { soldPrice: 0 }, read: { soldPrice: null } },
  { field: 'soldPrice "0.00"', sent: { soldPrice: '0.00' }, read: { soldPrice: null } },
  { field: 'soldPrice as a string', sent: { soldPrice: '750000' }, read: { soldPrice: 750000 } },
  { field: 'soldDate ""', sent: { soldDate: '' }, read: { soldDate: null } },
  { field: 'boardId as a string', sent: { boardId: '86' }, read: { boardId: 86 } },
  { field: 'daysOnMarket as a string', sent: { daysOnMarket: '12' }, read: { daysOnMarket: 12 } },
  { field: 'photoCount null', sent: { photoCount: null }, read: { photoCount: 0 } },
  { field: 'images null', sent: { images: null }, read: { images: [] } },
  {
    field: 'map as v1 strings',
    sent: { map: { latitude: '43.6532', longitude: '-79.3832' } },
    read: { map: { latitude: 43.6532, longitude: -79.3832 } },
  },
  { field: 'map null', sent: { map: null }, read: { map: { latitude: 0, longitude: 0 } } },
  {
    field: 'address nulls',
    sent: {
      address: {
        unitNumber: null,
        streetSuffix: null,
        streetDirection: null,
        neighborhood: null,
        zip: null,
        majorIntersection: null,
        area: null,
        country: null,
      },
    },
    read: {
      address: {
        unitNumber: '',
        streetSuffix: '',
        streetDirection: '',
        neighborhood: '',
        zip: '',
        majorIntersection: '',
        area: '',
        country: '',
      },
    },
  },
  {
    field: 'address text with spaces',
    sent: { address: { streetName: ' Queen ', unitNumber: ' 1203 ', streetNumber: 11 } },
    read: { address: { streetName: 'Queen', unitNumber: '1203', streetNumber: '11' } },
  },
  {
    field: 'details counts as v1 strings',
    sent: { details: { numBedrooms: '3', numBathrooms: '2', numParkingSpaces: '' } },
    read: { details: { numBedrooms: 3, numBathrooms: 2, numParkingSpaces: 0 } },
  },
  {
    field: 'description and extras null',
    sent: { details: { description: null, extras: null } },
    read: { details: { description: '', extras: '' } },
  },
  {
    field: 'unknown details stay null',
    sent: { details: { yearBuilt: '', sqft: null, virtualTourUrl: '' } },
    read: { details: { yearBuilt: null, sqft: null, virtualTourUrl: null } },
  },
  {
    field: 'lot as strings',
    sent: { lot: { width: '30.00', depth: '', measurement: 'Feet' } },
    read: { lot: { width: 30, depth: null, measurement: 'Feet' } },
  },
  {
    field: 'taxes as strings',
    sent: { taxes: { annualAmount: '4210.55', assessmentYear: '2025' } },
    read: { taxes: { annualAmount: 4210.55, assessmentYear: 2025 } },
  },
  {
    field: 'condominium fees as a string',
    sent: { condominium: { fees: { maintenance: '612.40' } } },
    read: { condominium: { fees: { maintenance: 612.4 } } },
  },
  {
    field: 'condominium without fees',
    sent: { condominium: { fees: null } },
    read: { condominium: { fees: { maintenance: null } } },
  },
  { field: 'condominium null', sent: { condominium: null }, read: { condominium: null } },
  {
    field: 'rooms as the v1 object with padding',
    sent: {
      rooms: {
        '2': { description: 'Kitchen', level: null, length: '3.5', width: null },
        '1': { description: 'Living', level: 'Main', features: null },
        '3': { description: '', level: '' },
      },
    },
    read: {
      rooms: [
        {
          description: 'Living',
          level: 'Main',
          length: '',
          width: '',
          features: '',
          features2: '',
          features3: '',
        },
        {
          description: 'Kitchen',
          level: '',
          length: '3.5',
          width: '',
          features: '',
          features2: '',
          features3: '',
        },
      ],
    },
  },
  { field: 'rooms null', sent: { rooms: null }, read: { rooms: [] } },
]

describe('normaliseListing', () => {
  it.each(FIELDS)('reads $field', ({ sent, read }) => {
    expect(normaliseListing(sent)).toEqual(read)
  })

  it('keeps fields it has no rule for, and leaves out the fields a search did not ask for', () => {
    const listing = normaliseListing({ mlsNumber: 'C1', lastStatus: 'New', listPrice: '10' })
    expect(listing).toEqual({ mlsNumber: 'C1', lastStatus: 'New', listPrice: 10 })
    expect(Object.keys(listing)).not.toContain('address')
  })

  it('reads an answer that is not an object as an empty listing', () => {
    expect(normaliseListing(null)).toEqual({})
    expect(normaliseListing('C1')).toEqual({})
  })

  it('reads every listing of an answer, and anything but an array as none', () => {
    expect(normaliseListings([{ listPrice: '1' }, { listPrice: 2 }])).toEqual([
      { listPrice: 1 },
      { listPrice: 2 },
    ])
    expect(normaliseListings(undefined)).toEqual([])
  })
})
