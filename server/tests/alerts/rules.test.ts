import { HOME_TYPE_PROPERTY_TYPES } from '../../../contract/homeTypes'
import { describe, expect, it } from 'vitest'
import type { WatchedState } from '../../src/alerts/alertListing'
import { homeChange, searchChange } from '../../src/alerts/changes'
import { insidePolygon, matchesCriteria } from '../../src/alerts/matching'
import { criteriaFromSavedSearch } from '../../src/alerts/searchCriteria'
import { alertListing } from './fixtures'

const active = (listPrice: number): WatchedState => ({ status: 'A', lastStatus: 'New', listPrice })
const closed = (lastStatus: string): WatchedState => ({
  status: 'U',
  lastStatus,
  listPrice: 749_000,
})

describe('a saved search reads its path as the search screen does', () => {
  it.each([
    [
      '/list/on/toronto',
      { city: 'toronto', neighborhood: undefined, type: 'Sale', maxPrice: 6_000_000 },
    ],
    ['/list/toronto', { city: 'toronto', neighborhood: undefined }],
    ['/list/on/toronto/yonge-eglinton', { city: 'toronto', neighborhood: 'yonge eglinton' }],
    ['/list/on/toronto?type=lease&maxPrice=none', { type: 'Lease', maxPrice: undefined }],
    ['/list/on?minPrice=500000&maxPrice=900000', { minPrice: 500_000, maxPrice: 900_000 }],
    ['/list/on?beds=2&baths=1&sqft=700', { minBeds: 2, minBaths: 1, minSqft: 700 }],
    ['/list/on?beds=9&minPrice=abc', { minBeds: 0, minPrice: 0 }],
    [
      '/list/on?home=Condo+Apt&home=Multiplex',
      {
        propertyTypes: [
          ...HOME_TYPE_PROPERTY_TYPES['Condo Apt'],
          ...HOME_TYPE_PROPERTY_TYPES.Multiplex,
        ],
      },
    ],
    ['/list/on?active=0&sold=1', { active: false, sold: true }],
    ['/list/on?active=0', { active: true, sold: false }],
    ['/list/on?q=Lake+View', { keywords: ['lake', 'view'] }],
  ])('%s', (path, expected) => {
    expect(criteriaFromSavedSearch(path, null)).toMatchObject(expected)
  })
})

describe('matching a listing to a saved search', () => {
  it.each([
    ['/list/on/toronto', {}, true],
    ['/list/on/toronto/yonge-eglinton', {}, true],
    ['/list/on/mississauga', {}, false],
    ['/list/on/toronto?type=lease', {}, false],
    ['/list/on/toronto?home=Detached', {}, false],
    ['/list/on/toronto?home=Condo+Apt', {}, true],
    ['/list/on/toronto?minPrice=800000', {}, false],
    ['/list/on/toronto?maxPrice=700000', {}, false],
    ['/list/on/toronto', { listPrice: 6_500_000 }, false],
    ['/list/on/toronto?maxPrice=none', { listPrice: 6_500_000 }, true],
    ['/list/on/toronto?beds=3', {}, false],
    ['/list/on/toronto?sqft=850', {}, true],
    ['/list/on/toronto?sqft=900', {}, false],
    ['/list/on/toronto?q=lake+balcony', {}, true],
    ['/list/on/toronto?q=pool', {}, false],
    ['/list/on/toronto', { status: 'U', lastStatus: 'Sld' }, false],
    ['/list/on/toronto?sold=1', { status: 'U', lastStatus: 'Sld' }, true],
    ['/list/on/toronto', { class: 'CommercialProperty' }, false],
  ] as const)('%s with %o: %s', (path, changes, expected) => {
    const listing = alertListing(changes)
    expect(matchesCriteria(criteriaFromSavedSearch(path, null), listing)).toBe(expected)
  })

  it('a drawn area keeps only the homes inside it', () => {
    const square: [number, number][] = [
      [-79.5, 43.6],
      [-79.3, 43.6],
      [-79.3, 43.8],
      [-79.5, 43.8],
    ]
    expect(insidePolygon([-79.4, 43.7], square)).toBe(true)
    expect(insidePolygon([-79.2, 43.7], square)).toBe(false)
    const criteria = criteriaFromSavedSearch('/list/on', square)
    expect(matchesCriteria(criteria, alertListing())).toBe(true)
    expect(
      matchesCriteria(criteria, alertListing({ map: { latitude: 43.9, longitude: -79.4 } })),
    ).toBe(false)
  })
})

describe('what a saved search sends', () => {
  it.each([
    ['new: never sent, matches', undefined, {}, true, { kind: 'new', previousPrice: null }],
    ['never sent, does not match', undefined, {}, false, undefined],
    [
      'reduced before it was ever sent',
      undefined,
      { lastStatus: 'Pc', listPrice: 700_000 },
      true,
      { kind: 'priceDrop', previousPrice: 749_000 },
    ],
    [
      'price drop',
      active(799_000),
      { lastStatus: 'Pc' },
      true,
      { kind: 'priceDrop', previousPrice: 799_000 },
    ],
    [
      'price rise',
      active(699_000),
      { lastStatus: 'Pc' },
      true,
      { kind: 'priceRise', previousPrice: 699_000 },
    ],
    ['matched and still matches as it was: not resent', active(749_000), {}, true, undefined],
    [
      'sold: it left the search',
      active(749_000),
      { status: 'U', lastStatus: 'Sld' },
      false,
      undefined,
    ],
    ['back on market', closed('Sc'), {}, true, { kind: 'backOnMarket', previousPrice: null }],
  ] as const)('%s', (_name, sent, changes, matches, expected) => {
    const listing = alertListing(changes)
    expect(searchChange(sent, listing, matches)).toEqual(expected)
  })
})

describe('what a saved home sends', () => {
  it.each([
    [
      'price drop',
      active(799_000),
      { lastStatus: 'Pc' },
      { kind: 'priceDrop', previousPrice: 799_000 },
    ],
    [
      'price rise',
      active(699_000),
      { lastStatus: 'Pc' },
      { kind: 'priceRise', previousPrice: 699_000 },
    ],
    [
      'sold',
      active(749_000),
      { status: 'U', lastStatus: 'Sld' },
      { kind: 'sold', previousPrice: 749_000 },
    ],
    [
      'sold conditionally',
      active(749_000),
      { status: 'U', lastStatus: 'Sc' },
      { kind: 'sold', previousPrice: 749_000 },
    ],
    [
      'leased',
      active(2_500),
      { type: 'Lease', status: 'U', lastStatus: 'Lsd', listPrice: 2_500 },
      { kind: 'leased', previousPrice: 2_500 },
    ],
    [
      'terminated',
      active(749_000),
      { status: 'U', lastStatus: 'Ter' },
      { kind: 'terminated', previousPrice: 749_000 },
    ],
    [
      'expired',
      active(749_000),
      { status: 'U', lastStatus: 'Exp' },
      { kind: 'expired', previousPrice: 749_000 },
    ],
    ['back on market', closed('Sc'), {}, { kind: 'backOnMarket', previousPrice: null }],
    ['unchanged: nothing', active(749_000), {}, undefined],
    ['still sold: nothing', closed('Sld'), { status: 'U', lastStatus: 'Sld' }, undefined],
  ] as const)('%s', (_name, watched, changes, expected) => {
    const listing = alertListing(changes)
    expect(homeChange(watched, listing)).toEqual(expected)
  })
})
