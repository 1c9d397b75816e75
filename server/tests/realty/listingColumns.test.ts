import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery } from '../../../contract/realty'
import { STATISTICS } from '../../../contract/statistics'
import { listingColumns, type ListingColumns } from '../../src/realty/columns/listingColumns'
import { ANONYMOUS, SIGNED_IN, type Viewer } from '../../src/realty/presentListing'
import { searchFromColumns } from '../../src/realty/columnsSearch'
import { searchListings } from '../../src/realty/search'
import { startTestServer, type TestServer } from '../helpers'
import { writeSaleMoveAndDelete } from './directWrites'
import { feedEveryKind } from './feedEvents'
import { randomQuestions } from './randomQuestions'

// Statistics the monthly summary answers are worked out from the listings' columns in memory
// when they are built: every answer must be the summary's own, byte for byte (the same JSON
// text, keys in the same order), for a guest and a customer, on fixed and random questions,
// before and after the listings change.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
})

afterAll(async () => {
  await server.close()
})

/** Named questions: the trends page's, windows inside and across months, every listing. */
const FIXED: Record<string, ListingsQuery> = {
  'trends, 7 years from mid-month': {
    city: ['Toronto'],
    minBeds: 0,
    maxBeds: 4,
    status: ['U'],
    lastStatus: ['Sld'],
    minSoldDate: '2019-11-15',
    statistics: 'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth',
    listings: false,
    aggregateStatistics: true,
    aggregates: 'details.propertyType',
    maxPrice: 999_999_990,
  },
  'every listing, every figure, both periods': {
    status: ['A', 'U'],
    statistics: STATISTICS.join(','),
    aggregates:
      'details.propertyType,details.style,address.city,address.neighborhood,details.numBedrooms',
    aggregateStatistics: true,
    listings: false,
  },
  'the fields the summary does not keep, before one it does': {
    status: ['U'],
    city: ['Toronto'],
    statistics: 'avg-soldPrice,grp-mth',
    aggregates: 'details.style,boardId,address.area,details.numBathrooms,details.propertyType',
    aggregateStatistics: true,
    listings: false,
  },
  'days inside one month': {
    city: ['Toronto', 'Ajax'],
    status: ['U'],
    minSoldDate: '2024-03-10',
    maxSoldDate: '2024-03-20',
    statistics: 'med-listPrice,med-daysOnMarket,avg-soldPrice,grp-mth,grp-yr',
    aggregates: 'details.propertyType',
    aggregateStatistics: true,
    listings: false,
  },
  'a window that ends before it starts': {
    status: ['U'],
    minSoldDate: '2025-06-10',
    maxSoldDate: '2025-06-01',
    statistics: 'avg-soldPrice,med-soldPrice,grp-mth',
    listings: false,
  },
}

const VIEWERS: readonly Viewer[] = [ANONYMOUS, SIGNED_IN]

/** Asks each question both ways; returns how many the columns answered themselves. */
function expectSameBytes(store: ListingColumns, questions: readonly ListingsQuery[]): number {
  let fromColumns = 0
  for (const query of questions) {
    for (const viewer of VIEWERS) {
      const summary = JSON.stringify(searchListings(server.db, query, viewer))
      const columns = JSON.stringify(searchListings(server.db, query, viewer, { store }))
      expect(columns, JSON.stringify(query)).toBe(summary)
      const alone = searchFromColumns(server.db, store, query, viewer)
      if (alone) {
        expect(JSON.stringify(alone), JSON.stringify(query)).toBe(summary)
        fromColumns += 1
      }
    }
  }
  return fromColumns
}

describe('statistics from the listings columns', () => {
  let store: ListingColumns

  beforeAll(() => {
    store = listingColumns(server.db)
    store.buildNow()
  })

  it.each(Object.entries(FIXED))('%s: the summary answer, byte for byte', (_, query) => {
    expect(expectSameBytes(store, [query])).toBe(VIEWERS.length)
  })

  // Each question is asked three ways for two viewers: seconds on a loaded machine.
  it('400 random questions: the summary answer, byte for byte', { timeout: 120_000 }, () => {
    const answered = expectSameBytes(store, randomQuestions(21, 400))
    // Most are the columns' own; the rest (bounds some listing crosses) are declined.
    expect(answered).toBeGreaterThan(500)
  })

  it('declines what the summary does not answer: a drawn area, a neighbourhood, a page', () => {
    const base = FIXED['trends, 7 years from mid-month'] ?? {}
    for (const query of [
      { ...base, neighborhood: ['Little Portugal'] },
      { ...base, listings: true },
      { ...base, map: '[[[-79.5,43.6],[-79.3,43.6],[-79.3,43.8],[-79.5,43.6]]]' },
    ]) {
      expect(searchFromColumns(server.db, store, query, ANONYMOUS)).toBeUndefined()
    }
  })

  it('a store not yet built answers nothing', () => {
    const fresh = listingColumns(server.db)
    expect(fresh.current()).toBeUndefined()
    expect(
      searchFromColumns(
        server.db,
        fresh,
        FIXED['every listing, every figure, both periods'] ?? {},
        ANONYMOUS,
      ),
    ).toBeUndefined()
  })

  it(
    'kept current: feed events and direct writes, then the same answers',
    { timeout: 120_000 },
    async () => {
      await feedEveryKind(server)
      writeSaleMoveAndDelete(server.db)
      const questions = [...Object.values(FIXED), ...randomQuestions(7, 150)]
      expect(expectSameBytes(store, questions)).toBeGreaterThan(150)
      // A store built now holds the same as the one kept current.
      const rebuilt = listingColumns(server.db)
      rebuilt.buildNow()
      for (const query of questions.slice(0, 20)) {
        expect(JSON.stringify(searchFromColumns(server.db, rebuilt, query, SIGNED_IN))).toBe(
          JSON.stringify(searchFromColumns(server.db, store, query, SIGNED_IN)),
        )
      }
    },
  )

  it('a build in steps meets writes made between its steps', async () => {
    const stepped = listingColumns(server.db)
    stepped.build()
    // Writes while the build is under way: one step has run at most.
    await new Promise((resolve) => setImmediate(resolve))
    server.db
      .prepare(
        "UPDATE listings SET list_price = list_price + 1000 WHERE city = 'Toronto' AND sold_price IS NOT NULL",
      )
      .run()
    while (!stepped.current()) await new Promise((resolve) => setImmediate(resolve))
    expect(expectSameBytes(stepped, Object.values(FIXED))).toBe(
      Object.keys(FIXED).length * VIEWERS.length,
    )
  })
})
