import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { parseStatistics } from '../../src/realty/statistics'
import { summaryCanAnswer } from '../../src/realty/summary/summaryRequest'
import { startTestServer, type TestServer } from '../helpers'
import { writeSaleMoveAndDelete } from './directWrites'
import { feedEveryKind } from './feedEvents'
import { randomQuestions } from './randomQuestions'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 4000 } })
})

afterAll(async () => {
  await server.close()
})

const TRENDS_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth'

/** Every average and median, by month and by year. */
const EVERY_FIGURE =
  'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,avg-daysOnMarket,med-daysOnMarket,cnt-closed,grp-mth,grp-yr'

/** The trends page's current window (its first of a month) and its previous one (any days). */
const TRENDS: ListingsQuery = {
  city: ['Toronto'],
  minBeds: 0,
  maxBeds: 4,
  status: ['U'],
  lastStatus: ['Sld'],
  minSoldDate: '2026-05-01',
  statistics: TRENDS_STATISTICS,
  listings: false,
  sortBy: 'soldDateDesc',
  aggregateStatistics: true,
  aggregates: 'details.propertyType',
}

/** Requests the summary answers, each compared with the listings' own answer. */
const SUMMED: Record<string, ListingsQuery> = {
  'trends, 6 months': TRENDS,
  'trends, 7 years from mid-month': { ...TRENDS, minSoldDate: '2019-11-15' },
  'trends, previous window': {
    ...TRENDS,
    minSoldDate: '2025-10-30',
    maxSoldDate: '2026-04-30',
    statistics: TRENDS_STATISTICS.replace(',grp-mth', ''),
    aggregates: undefined,
    aggregateStatistics: undefined,
  },
  'a small city, one bedroom (months under 10 sales)': {
    ...TRENDS,
    city: ['Ajax'],
    maxBeds: 1,
    minSoldDate: '2024-01-01',
  },
  'days inside one month, by month and year': {
    city: ['Toronto'],
    status: ['U'],
    minSoldDate: '2024-03-10',
    maxSoldDate: '2024-03-20',
    statistics: 'avg-soldPrice,med-soldPrice,cnt-closed,grp-mth,grp-yr',
    listings: false,
    aggregates: 'class,type,lastStatus,address.city,details.numBedrooms',
  },
  'across a year end, by year': {
    city: ['Mississauga', 'Brampton'],
    status: ['U'],
    lastStatus: ['Sld'],
    minSoldDate: '2023-11-20',
    maxSoldDate: '2024-02-10',
    statistics: 'avg-soldPrice,med-soldPrice,avg-daysOnMarket,grp-yr',
    listings: false,
  },
  'every sold listing, no window': {
    status: ['U'],
    statistics: 'avg-soldPrice,med-soldPrice,grp-mth',
    aggregates: 'details.propertyType',
    aggregateStatistics: true,
    listings: false,
  },
  'every listing, every status (unsold ones by list month)': {
    status: ['A', 'U'],
    statistics:
      'avg-soldPrice,med-soldPrice,avg-listPrice,avg-daysOnMarket,cnt-closed,grp-mth,grp-yr',
    aggregates: 'details.propertyType,address.city,details.numBedrooms,class,type',
    aggregateStatistics: true,
    listings: false,
  },
  'condos for sale with a price bound nothing crosses': {
    class: ['condo'],
    type: ['sale'],
    propertyType: ['Condo Apartment'],
    status: ['U'],
    minSoldDate: '2022-01-01',
    maxPrice: 999_999_000,
    statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice',
    listings: false,
  },
  'every figure by month and year, 7 years from mid-month': {
    ...TRENDS,
    minSoldDate: '2019-11-15',
    statistics: EVERY_FIGURE,
  },
  'every listing, every figure (list prices of unsold ones by list month)': {
    status: ['A', 'U'],
    statistics: EVERY_FIGURE,
    aggregates: 'details.propertyType,address.city',
    aggregateStatistics: true,
    listings: false,
  },
  'aggregates the summary does not keep (style, neighbourhood) beside ones it keeps': {
    ...TRENDS,
    minSoldDate: '2023-02-11',
    aggregates: 'details.propertyType,details.style,address.neighborhood,address.city',
  },
  'median list price and days inside one month': {
    city: ['Toronto', 'Ajax'],
    status: ['U'],
    minSoldDate: '2024-03-10',
    maxSoldDate: '2024-03-20',
    statistics: 'med-listPrice,med-daysOnMarket,avg-daysOnMarket,grp-mth,grp-yr',
    listings: false,
  },
  'a window that ends before it starts': {
    ...TRENDS,
    minSoldDate: '2025-06-10',
    maxSoldDate: '2025-06-01',
  },
}

const plain = (response: ListingsResponse) => JSON.parse(JSON.stringify(response)) as unknown

describe('statistics from the monthly summary', () => {
  const cases = Object.entries(SUMMED).flatMap(([name, query]) =>
    [ANONYMOUS, SIGNED_IN].map((viewer) => ({ name, query, viewer })),
  )

  it.each(cases)(
    '$name ($viewer.signedIn): the same answer as the listings give',
    ({ query, viewer }) => {
      const asked = parseStatistics(query.statistics)
      expect(summaryCanAnswer(query, asked)).toBe(true)
      const summed = searchListings(server.db, query, viewer)
      const read = searchListings(server.db, query, viewer, { fromSummary: false })
      expect(plain(summed)).toEqual(plain(read))
    },
  )

  it("withholds a guest's sold prices resting on fewer than 10 sales, and not a customer's", () => {
    const query = SUMMED['a small city, one bedroom (months under 10 sales)']!
    const guest = searchListings(server.db, query, ANONYMOUS).statistics?.soldPrice
    const customer = searchListings(server.db, query, SIGNED_IN).statistics?.soldPrice
    const withheld = Object.entries(guest?.mth ?? {}).filter(([, month]) => month.count < 10)
    expect(withheld.length).toBeGreaterThan(0)
    for (const [month, figures] of withheld) {
      expect(figures).toMatchObject({ avg: null, med: null, withheld: 'fewer-than-10-sales' })
      expect(customer?.mth?.[month]?.avg).not.toBeNull()
    }
  })

  it('a price bound some listing crosses is answered from the listings, the same', () => {
    const query: ListingsQuery = { ...TRENDS, minSoldDate: '2024-01-01', maxPrice: 900_000 }
    const summed = searchListings(server.db, query, ANONYMOUS)
    const read = searchListings(server.db, query, ANONYMOUS, { fromSummary: false })
    expect(plain(summed)).toEqual(plain(read))
    expect(summed.count).toBeGreaterThan(0)
  })

  // Each question is read twice for two viewers, once through every listing: seconds.
  it('300 random questions: the summary answers as the listings do', { timeout: 120_000 }, () => {
    let summed = 0
    for (const query of randomQuestions(5, 300)) {
      const answerable = summaryCanAnswer(query, parseStatistics(query.statistics))
      if (answerable) summed += 1
      for (const viewer of [ANONYMOUS, SIGNED_IN]) {
        const answer = searchListings(server.db, query, viewer)
        const read = searchListings(server.db, query, viewer, { fromSummary: false })
        expect(plain(answer), JSON.stringify(query)).toEqual(plain(read))
      }
    }
    expect(summed).toBeGreaterThan(100)
  })

  it('a sold window asked with active listings is answered from the listings, which keep every active one', () => {
    const query: ListingsQuery = {
      status: ['A', 'U'],
      minSoldDate: '2022-10-26',
      maxSoldDate: '2023-05-26',
      statistics: 'avg-listPrice,cnt-closed,grp-mth',
      aggregates: 'details.propertyType,details.style',
      listings: false,
    }
    expect(summaryCanAnswer(query, parseStatistics(query.statistics))).toBe(false)
    const answer = searchListings(server.db, query, ANONYMOUS)
    expect(plain(answer)).toEqual(
      plain(searchListings(server.db, query, ANONYMOUS, { fromSummary: false })),
    )
    const active = searchListings(server.db, { status: ['A'], listings: false }, ANONYMOUS)
    expect(answer.count).toBeGreaterThan(active.count)
  })
})

/** The summary as the migration builds it from the listings now, to compare with the kept one. */
function rebuiltSummary(): unknown[] {
  return server.db
    .prepare(
      `SELECT city, status, last_status, (sold_date IS NOT NULL) AS dated,
         substr(coalesce(sold_date, list_date), 1, 7) AS month, beds, display_public,
         property_type, class, type, count(*) AS listings, sum(list_price) AS list_price_sum,
         sum(sold_price IS NOT NULL) AS closed, coalesce(sum(sold_price), 0) AS sold_price_sum,
         sum(CASE WHEN sold_price IS NULL THEN 0 ELSE coalesce(max(0,
           round(julianday(sold_date) - julianday(list_date))), 0) END) AS days_sum
       FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    )
    .all()
}

function keptSummary(): unknown[] {
  return server.db
    .prepare(
      `SELECT city, status, last_status, dated, month, beds, display_public, property_type, class,
         type, listings, list_price_sum, closed, sold_price_sum, days_sum
       FROM listing_month_figures ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    )
    .all()
}

/** The trends page's question and every figure over every listing, as guest and customer. */
function expectSameAnswers() {
  const everyFigure: ListingsQuery = {
    status: ['A', 'U'],
    statistics: EVERY_FIGURE,
    listings: false,
  }
  for (const query of [TRENDS, { ...TRENDS, statistics: EVERY_FIGURE }, everyFigure]) {
    for (const viewer of [ANONYMOUS, SIGNED_IN]) {
      expect(plain(searchListings(server.db, query, viewer))).toEqual(
        plain(searchListings(server.db, query, viewer, { fromSummary: false })),
      )
    }
  }
}

describe('the summary kept current', () => {
  it('the feed: every kind of change leaves it equal to one rebuilt from the listings', async () => {
    await feedEveryKind(server)
    expect(keptSummary()).toEqual(rebuiltSummary())
    expectSameAnswers()
  })

  it('direct writes: a sale, a move to another month and city, a delete', () => {
    writeSaleMoveAndDelete(server.db)
    expect(keptSummary()).toEqual(rebuiltSummary())
    expectSameAnswers()
  })
})
