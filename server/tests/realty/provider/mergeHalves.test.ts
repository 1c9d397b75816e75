import { describe, expect, it } from 'vitest'
import type { ListingsQuery, ListingsResponse, Statistics } from '../../../../contract/realty'
import { HttpError } from '../../../src/httpErrors'
import { mergeStatistics } from '../../../src/realty/provider/halfStatistics'
import { addAggregates, halfFields, mergeHalves } from '../../../src/realty/provider/mergeHalves'
import { MAX_MERGED_DEPTH, statusHalves } from '../../../src/realty/provider/statusHalves'

const BOTH: ListingsQuery = {
  status: ['A', 'U'],
  minListDate: '2024-03-01',
  maxListDate: '2024-06-30',
  minSoldDate: '2024-01-01',
  maxSoldDate: '2024-12-31',
}

describe('statusHalves', () => {
  it.each<[string, ListingsQuery, unknown]>([
    [
      'active alone drops the sold period',
      { status: ['A'], minSoldDate: '2024-01-01', minListDate: '2024-02-01' },
      { whole: { status: ['A'], minListDate: '2024-02-01' } },
    ],
    [
      'sold alone keeps both periods',
      { status: ['U'], minSoldDate: '2024-01-01', minListDate: '2024-02-01' },
      { whole: { status: ['U'], minSoldDate: '2024-01-01', minListDate: '2024-02-01' } },
    ],
    [
      'both statuses without a period stay one search',
      { status: ['A', 'U'], minPrice: 1 },
      { whole: { status: ['A', 'U'], minPrice: 1 } },
    ],
    [
      'both statuses with both periods split, each half with its own period',
      { ...BOTH, city: ['Toronto'] },
      {
        active: {
          status: ['A'],
          minListDate: '2024-03-01',
          maxListDate: '2024-06-30',
          city: ['Toronto'],
        },
        sold: {
          status: ['U'],
          minSoldDate: '2024-01-01',
          maxSoldDate: '2024-12-31',
          city: ['Toronto'],
        },
      },
    ],
    [
      'a sold period alone still splits (it would drop every active home)',
      { status: ['A', 'U'], minSoldDate: '2024-01-01' },
      { active: { status: ['A'] }, sold: { status: ['U'], minSoldDate: '2024-01-01' } },
    ],
    [
      'a listing period alone still splits (it would drop older sales)',
      { status: ['A', 'U'], minListDate: '2024-01-01' },
      { active: { status: ['A'], minListDate: '2024-01-01' }, sold: { status: ['U'] } },
    ],
  ])('%s', (_name, query, expected) => {
    expect(statusHalves(query)).toEqual(expected)
  })

  it.each<[string, ListingsQuery, RegExp]>([
    [
      'a page past the merged depth',
      { ...BOTH, pageNum: 11, resultsPerPage: 100 },
      /first 1000 homes/,
    ],
    [
      'figures grouped per aggregate',
      { ...BOTH, aggregates: 'details.propertyType', aggregateStatistics: true },
      /aggregateStatistics/,
    ],
  ])('refuses %s with 400', (_name, query, reason) => {
    expect(() => statusHalves(query)).toThrow(reason)
    expect(() => statusHalves(query)).toThrow(HttpError)
  })

  it('takes the deepest page within the depth, and any page of figures only', () => {
    expect('active' in statusHalves({ ...BOTH, pageNum: 10, resultsPerPage: 100 })).toBe(true)
    expect(MAX_MERGED_DEPTH).toBe(1000)
    expect('active' in statusHalves({ ...BOTH, pageNum: 50, listings: false })).toBe(true)
  })
})

const answer = (
  listings: Record<string, unknown>[],
  count: number,
  extra: Partial<ListingsResponse> = {},
): ListingsResponse => ({
  page: 1,
  numPages: 1,
  pageSize: listings.length,
  count,
  listings,
  ...extra,
})

const priced = (mlsNumber: string, listPrice: number, soldDate: string | null = null) => ({
  mlsNumber,
  listPrice,
  soldDate,
})

describe('mergeHalves: order, page and count', () => {
  const active = answer([priced('A1', 900), priced('A2', 700), priced('A3', 500)], 3)
  const sold = answer(
    [priced('U1', 800, '2024-05-01'), priced('U2', 700, '2024-09-01'), priced('U3', 100, null)],
    3,
  )
  const numbers = (response: ListingsResponse) =>
    response.listings.map((listing) => (listing as unknown as { mlsNumber: string }).mlsNumber)

  it.each<[string, ListingsQuery, string[]]>([
    [
      'price down, ties to the active half',
      { sortBy: 'listPriceDesc' },
      ['A1', 'U1', 'A2', 'U2', 'A3', 'U3'],
    ],
    [
      'second page of two',
      { sortBy: 'listPriceDesc', resultsPerPage: 2, pageNum: 2 },
      ['A2', 'U2'],
    ],
    ['last page short', { sortBy: 'listPriceDesc', resultsPerPage: 4, pageNum: 2 }, ['A3', 'U3']],
    [
      'random: the active half, then the sold one',
      { sortBy: 'random' },
      ['A1', 'A2', 'A3', 'U1', 'U2', 'U3'],
    ],
  ])('%s', (_name, query, expected) => {
    expect(numbers(mergeHalves({ ...BOTH, ...query }, active, sold))).toEqual(expected)
  })

  it('sorts by sold date with the homes without one last', () => {
    const byDate = mergeHalves(
      { ...BOTH, sortBy: 'soldDateDesc' },
      answer([priced('A1', 1)], 1),
      answer([priced('U1', 1, '2024-01-01'), priced('U2', 1, null)], 2),
    )
    expect(numbers(byDate)).toEqual(['U1', 'A1', 'U2'])
  })

  it('adds the counts and pages them by the size asked', () => {
    const merged = mergeHalves(
      { ...BOTH, resultsPerPage: 4, pageNum: 2 },
      answer([], 7),
      answer([], 6),
    )
    expect(merged).toMatchObject({ page: 2, pageSize: 4, count: 13, numPages: 4 })
  })

  it('gives no listings for figures only, whatever the halves carried', () => {
    expect(mergeHalves({ ...BOTH, listings: false }, active, sold).listings).toEqual([])
  })

  it('asks each half for the order’s field and cuts it back out', () => {
    const query: ListingsQuery = { ...BOTH, sortBy: 'listPriceDesc', fields: 'mlsNumber' }
    expect(halfFields(query)).toBe('mlsNumber,listPrice')
    expect(halfFields({ ...query, fields: 'listPrice,mlsNumber' })).toBe('listPrice,mlsNumber')
    expect(halfFields({ ...BOTH, sortBy: 'random', fields: 'mlsNumber' })).toBe('mlsNumber')
    expect(halfFields({ ...BOTH })).toBeUndefined()
    expect(mergeHalves(query, active, sold).listings[0]).toEqual({ mlsNumber: 'A1' })
  })
})

describe('mergeStatistics', () => {
  const withheld = 'fewer-than-10-sales' as const
  it.each<[string, Statistics, Statistics, [number, number], Statistics]>([
    [
      'sold prices are the sold half’s; a withheld empty half does not hide them',
      { soldPrice: { avg: null, withheld } },
      { soldPrice: { avg: 800_000 } },
      [10, 20],
      { soldPrice: { avg: 800_000 } },
    ],
    [
      'a figure withheld by both halves stays withheld',
      { soldPrice: { avg: null, withheld } },
      { soldPrice: { avg: null, withheld } },
      [10, 5],
      { soldPrice: { avg: null, withheld } },
    ],
    [
      'a list-price average is weighted by each half’s count',
      { listPrice: { avg: 100 } },
      { listPrice: { avg: 400 } },
      [2, 1],
      { listPrice: { avg: 200 } },
    ],
    [
      'a month’s average is weighted by the month’s counts',
      { listPrice: { mth: { '2024-01': { avg: 100, count: 1 } } } },
      {
        listPrice: {
          mth: { '2024-01': { avg: 400, count: 3 }, '2024-02': { avg: 5, count: 1 } },
        },
      },
      [9, 9],
      {
        listPrice: {
          mth: { '2024-01': { avg: 325, count: 4 }, '2024-02': { avg: 5, count: 1 } },
        },
      },
    ],
    [
      'closed counts are added, overall and per month',
      { closed: { count: 0, mth: { '2024-01': { count: 0 } } } },
      { closed: { count: 7, mth: { '2024-01': { count: 4 }, '2024-02': { count: 3 } } } },
      [3, 7],
      { closed: { count: 7, mth: { '2024-01': { count: 4 }, '2024-02': { count: 3 } } } },
    ],
  ])('%s', (_name, active, sold, counts, expected) => {
    expect(mergeStatistics(active, sold, counts)).toEqual(expected)
  })

  it('refuses with 400 a median both halves give', () => {
    expect(() =>
      mergeStatistics({ listPrice: { med: 1 } }, { listPrice: { med: 2 } }, [1, 1]),
    ).toThrow(/med-listPrice/)
  })

  it('keeps a median only one half gives', () => {
    expect(
      mergeStatistics({ soldPrice: { med: null } }, { soldPrice: { med: 9 } }, [1, 1]),
    ).toEqual({ soldPrice: { med: 9 } })
  })
})

describe('addAggregates', () => {
  it('adds the counts per value and keeps both halves’ clusters', () => {
    expect(
      addAggregates(
        { details: { propertyType: { Detached: 2, Condo: 1 } }, map: { clusters: [{ count: 2 }] } },
        {
          details: { propertyType: { Detached: 3, Townhouse: 4 } },
          map: { clusters: [{ count: 5 }] },
        },
      ),
    ).toEqual({
      details: { propertyType: { Detached: 5, Condo: 1, Townhouse: 4 } },
      map: { clusters: [{ count: 2 }, { count: 5 }] },
    })
  })
})
