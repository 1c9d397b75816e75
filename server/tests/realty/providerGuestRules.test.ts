import { describe, expect, it } from 'vitest'
import type { Statistics } from '../../../contract/realty'
import {
  guestTextSearchFilters,
  PUBLIC_LISTINGS_ONLY,
  publicSalesQuestion,
  soldPriceStatistics,
  withPublicSoldPrices,
} from '../../src/realty/boardRules'

describe("the provider's guest rules", () => {
  it.each([
    [{ search: 'king st' }, false, PUBLIC_LISTINGS_ONLY],
    [{ search: '  ' }, false, {}],
    [{}, false, {}],
    [{ search: 'king st' }, true, {}],
  ])('narrows a text search %j (signed in: %s) to %j', (query, signedIn, filters) => {
    expect(guestTextSearchFilters(query, signedIn)).toEqual(filters)
  })

  it.each([
    ['avg-listPrice,grp-mth', undefined],
    ['avg-soldPrice,grp-mth,avg-listPrice', 'avg-soldPrice,grp-mth,cnt-closed'],
    ['med-soldPrice,avg-soldPrice,grp-yr', 'med-soldPrice,avg-soldPrice,grp-yr,cnt-closed'],
    [undefined, undefined],
  ])('asks public sales for %s as %s', (asked, sold) => {
    expect(soldPriceStatistics(asked)).toBe(sold)
  })

  it('asks public sales with the same filters and nothing else', () => {
    expect(
      publicSalesQuestion(
        { city: ['Toronto'], status: ['U'], aggregates: 'details.style', resultsPerPage: 8 },
        'avg-soldPrice,cnt-closed',
      ),
    ).toEqual({
      city: ['Toronto'],
      status: ['U'],
      statistics: 'avg-soldPrice,cnt-closed',
      listings: false,
    })
  })

  it('takes sold prices from public sales, withholding those below 10 sales', () => {
    const full: Statistics = {
      soldPrice: {
        avg: 900_000,
        mth: { '2026-01': { avg: 1, count: 12 }, '2026-02': { avg: 2, count: 3 } },
      },
      closed: { count: 15 },
    }
    const publicSales = {
      soldPrice: { avg: 800_000, count: 11, mth: { '2026-01': { avg: 5, count: 11 } } },
      closed: { count: 11 },
    } as Statistics
    expect(withPublicSoldPrices(full, publicSales)).toEqual({
      soldPrice: {
        avg: 800_000,
        mth: {
          '2026-01': { avg: 5, count: 11 },
          '2026-02': { avg: null, count: 0, withheld: 'fewer-than-10-sales' },
        },
      },
      closed: { count: 15 },
    })
  })
})
