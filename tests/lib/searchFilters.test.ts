import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toQueryString } from '../../src/lib/queryString'
import {
  DEFAULT_FILTERS,
  DEFAULT_SOLD,
  DEFAULT_STATUS,
  SEARCH_SORTS,
  daysLabel,
  listingsQuery,
  readSearchQuery,
  writeSearchQuery,
  type MirroredSearch,
} from '../../src/lib/searchFilters'
import { SALE_PRICE_STEPS, nearestStep } from '../../src/lib/filterSteps'
import { HOME_TYPES } from '../../src/lib/searchRules'

const today = new Date('2026-11-23T12:00:00Z')
const query = (search: Partial<MirroredSearch> = {}) =>
  new URLSearchParams(
    toQueryString(
      listingsQuery(
        search.filters ?? DEFAULT_FILTERS,
        search.sold ?? DEFAULT_SOLD,
        search.flags ?? DEFAULT_STATUS,
        today,
      ),
    ),
  )

describe('default search ("for sale, status A, lastStatus New or Pc, class condo and residential, price 0 to 6,000,000")', () => {
  it('asks for exactly that, with the empty and zero values dropped', () => {
    expect(query().toString()).toBe(
      'type=sale&status=A&lastStatus=New&lastStatus=Pc&class=residential&class=condo&maxPrice=6000000',
    )
  })
})

describe('status toggles', () => {
  it.each([
    [
      'Active on: status A, the active lastStatus set, the minimum list date',
      { active: true, sold: false },
      { activeDays: 7, soldDays: 30 },
      { status: ['A'], lastStatus: ['New', 'Pc'], minListDate: '2026-11-16', minSoldDate: null },
    ],
    [
      'Sold on: status U, the sold lastStatuses and a minimum sold date',
      { active: false, sold: true },
      { activeDays: 7, soldDays: 30 },
      {
        status: ['U'],
        lastStatus: ['Sld', 'Sc', 'Sce'],
        minListDate: null,
        minSoldDate: '2026-10-24',
      },
    ],
    [
      'both on',
      { active: true, sold: true },
      { activeDays: 0, soldDays: 0 },
      {
        status: ['A', 'U'],
        lastStatus: ['New', 'Pc', 'Sld', 'Sc', 'Sce'],
        minListDate: null,
        minSoldDate: null,
      },
    ],
  ])('%s', (_name, flags, days, expected) => {
    const params = query({
      flags,
      filters: { ...DEFAULT_FILTERS, activeDays: days.activeDays },
      sold: { soldDays: days.soldDays },
    })
    expect(params.getAll('status')).toEqual(expected.status)
    expect(params.getAll('lastStatus')).toEqual(expected.lastStatus)
    expect(params.get('minListDate')).toBe(expected.minListDate)
    expect(params.get('minSoldDate')).toBe(expected.minSoldDate)
  })

  it('Leased uses the leased statuses for a lease search', () => {
    const params = query({
      filters: { ...DEFAULT_FILTERS, type: 'lease' },
      flags: { active: false, sold: true },
    })
    expect(params.getAll('lastStatus')).toEqual(['Lsd', 'Lc'])
    expect(params.get('type')).toBe('lease')
  })

  it('sends beds, baths, square feet and keywords when chosen, and drops Any (0)', () => {
    const params = query({
      filters: { ...DEFAULT_FILTERS, minBeds: 3, minBaths: 0, minSqft: 1250, keywords: ' pool ' },
    })
    expect(params.get('minBeds')).toBe('3')
    expect(params.has('minBaths')).toBe(false)
    expect(params.get('minSqft')).toBe('1250')
    expect(params.get('search')).toBe('pool')
  })
})

describe('URL mirroring', () => {
  it.each([
    ['the default search is the plain URL', {}, ''],
    ['lease', { filters: { ...DEFAULT_FILTERS, type: 'lease' as const } }, 'type=lease'],
    ['no maximum', { filters: { ...DEFAULT_FILTERS, maxPrice: undefined } }, 'maxPrice=none'],
    ['sold on', { flags: { active: true, sold: true } }, 'sold=1'],
    [
      'home types',
      { filters: { ...DEFAULT_FILTERS, homeTypes: ['Detached' as const, 'Condo Apt' as const] } },
      'home=Detached&home=Condo+Apt',
    ],
  ])('%s', (_name, search, expected) => {
    const full: MirroredSearch = {
      filters: DEFAULT_FILTERS,
      sold: DEFAULT_SOLD,
      flags: DEFAULT_STATUS,
      ...search,
    }
    expect(writeSearchQuery(full).toString()).toBe(expected)
  })

  it('keeps keys it does not own (page, z)', () => {
    const base = new URLSearchParams('z=12&page=3')
    const written = writeSearchQuery(
      { filters: { ...DEFAULT_FILTERS, minBeds: 2 }, sold: DEFAULT_SOLD, flags: DEFAULT_STATUS },
      base,
    )
    expect(written.get('z')).toBe('12')
    expect(written.get('page')).toBe('3')
    expect(written.get('beds')).toBe('2')
  })

  it.each([
    ['a malformed price', 'minPrice=abc', { minPrice: 0 }],
    ['beds out of range', 'beds=9', { minBeds: 0 }],
    ['an unknown sort', 'sortBy=drop', { sortBy: 'createdOnDesc' }],
    ['an unknown home type', 'home=Castle', { homeTypes: ['Any'] }],
  ])('%s takes the default', (_name, text, expected) => {
    expect(readSearchQuery(new URLSearchParams(text)).filters).toMatchObject(expected)
  })

  it('a link with Active and Sold both off shows active listings (both cannot be off)', () => {
    expect(readSearchQuery(new URLSearchParams('active=0')).flags).toEqual(DEFAULT_STATUS)
  })

  it('any search survives the trip through the URL', () => {
    const search = fc.record({
      filters: fc.record({
        type: fc.constantFrom('sale' as const, 'lease' as const),
        minPrice: fc.integer({ min: 0, max: 7_000_000 }),
        maxPrice: fc.option(fc.integer({ min: 1, max: 7_000_000 }), { nil: undefined }),
        activeDays: fc.constantFrom(0, 1, 3, 7, 14, 30, 90),
        homeTypes: fc.oneof(
          fc.constant(['Any' as const]),
          fc.uniqueArray(fc.constantFrom(...HOME_TYPES.filter((type) => type !== 'Any')), {
            minLength: 1,
          }),
        ),
        minBeds: fc.integer({ min: 0, max: 5 }),
        minBaths: fc.integer({ min: 0, max: 5 }),
        minSqft: fc.constantFrom(0, 500, 750, 3500),
        keywords: fc.stringMatching(/^[a-z]{0,12}$/),
        sortBy: fc.constantFrom(...SEARCH_SORTS),
      }),
      sold: fc.record({ soldDays: fc.constantFrom(0, 1, 360, 2520) }),
      flags: fc.constantFrom(
        { active: true, sold: false },
        { active: false, sold: true },
        { active: true, sold: true },
      ),
    })
    fc.assert(
      fc.property(search, (value) => {
        expect(readSearchQuery(writeSearchQuery(value))).toEqual(value)
      }),
    )
  })
})

describe('days on market labels ("Sold: All, 1, 3, 7, 30, 90, 180 days, then 1 to 7 years (360 to 2520 days)")', () => {
  it.each([
    [0, { unit: 'all', count: 0 }],
    [1, { unit: 'days', count: 1 }],
    [180, { unit: 'days', count: 180 }],
    [360, { unit: 'years', count: 1 }],
    [2520, { unit: 'years', count: 7 }],
  ])('%d days', (days, expected) => {
    expect(daysLabel(days)).toEqual(expected)
  })
})

describe('slider position of a price', () => {
  it.each([
    [undefined, 47],
    [0, 0],
    [500_000, 20],
    [510_000, 20],
  ])('%s → step %d', (value, index) => {
    expect(nearestStep(SALE_PRICE_STEPS, value)).toBe(index)
  })
})
