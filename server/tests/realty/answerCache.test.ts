import { beforeAll, describe, expect, it } from 'vitest'
import type { ListingsQuery } from '../../../contract/realty'
import { writeDataset } from '../../src/data/dataset'
import { openDatabase, type Db } from '../../src/db/database'
import { migrate } from '../../src/db/migrate'
import { createMarketFeed } from '../../src/feed/marketFeed'
import { answerCache, isCostly, normalisedKey } from '../../src/realty/answerCache'
import { plainJson } from '../../src/realty/plainJson'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { ALL_STATISTICS, TRENDS_TORONTO } from './costlyQuestions'

/** Questions whose answers rest on every sold listing, as the trends page and the map ask. */
const QUESTIONS: readonly ListingsQuery[] = [
  {
    status: ['A', 'U'],
    statistics: ALL_STATISTICS,
    aggregates: 'details.propertyType,details.style,address.city,details.numBedrooms',
    aggregateStatistics: true,
    listings: false,
  },
  TRENDS_TORONTO,
  { status: ['U'], neighborhood: ['Yorkville'], statistics: 'avg-soldPrice,med-soldPrice' },
  { status: ['A'], cluster: true, clusterPrecision: 12, listings: false },
]

let db: Db

beforeAll(() => {
  db = openDatabase(':memory:')
  migrate(db)
  writeDataset(db, { count: 3000 })
})

describe('the answer cache', () => {
  it('keys a question the same however its parameters and list values are ordered', () => {
    const one = normalisedKey({ status: ['U', 'A'], city: ['Toronto'], minBeds: 2 }, ANONYMOUS)
    const two = normalisedKey({ minBeds: 2, city: ['Toronto'], status: ['A', 'U'] }, ANONYMOUS)
    expect(one).toBe(two)
    expect(normalisedKey({ status: ['A', 'U'] }, SIGNED_IN)).not.toBe(
      normalisedKey({ status: ['A', 'U'] }, ANONYMOUS),
    )
  })

  it.each([
    [{ statistics: 'avg-soldPrice' }, true],
    [{ aggregates: 'details.style' }, true],
    [{ cluster: true }, true],
    [{ status: ['A'], resultsPerPage: 8 }, false],
  ] as [ListingsQuery, boolean][])('keeps %j only when costly: %s', (query, costly) => {
    expect(isCostly(query)).toBe(costly)
  })

  it('answers exactly what a direct search answers, for guests and customers', () => {
    const cache = answerCache(db)
    for (const viewer of [ANONYMOUS, SIGNED_IN]) {
      for (const query of QUESTIONS) {
        const direct = searchListings(db, query, viewer)
        const first = cache.answer(query, viewer, () => searchListings(db, query, viewer))
        const again = cache.answer(query, viewer, () => {
          throw new Error('a repeated question is answered from the cache')
        })
        expect(first).toEqual(direct)
        expect(again).toBe(first)
      }
    }
  })

  it('keeps answers frozen, and writes a kept answer once however often it is sent', () => {
    const cache = answerCache(db)
    const query = QUESTIONS[3] ?? {}
    const kept = cache.answer(query, ANONYMOUS, () => searchListings(db, query, ANONYMOUS))
    expect(Object.isFrozen(kept)).toBe(true)
    expect(Object.isFrozen(kept.aggregates?.map)).toBe(true)
    const write = plainJson({ schema: {}, method: 'GET', url: '/listings', httpStatus: '200' })
    const bytes = write(kept)
    expect(write(kept)).toBe(bytes)
    expect(JSON.parse((bytes as unknown as Buffer).toString('utf8'))).toEqual(
      JSON.parse(JSON.stringify(kept)),
    )
    // An answer that may still change is written afresh each time.
    const fresh = searchListings(db, query, ANONYMOUS)
    expect(write(fresh)).not.toBe(write(fresh))
  })

  it('drops every kept answer when the feed changes a listing, and answers the new market', () => {
    const cache = answerCache(db)
    const query = QUESTIONS[0] ?? {}
    const before = cache.answer(query, ANONYMOUS, () => searchListings(db, query, ANONYMOUS))
    const feed = createMarketFeed(db, { seed: 7, perMinute: 0 })
    expect(feed.advance(5, { kind: 'firmSale' }).some((event) => event.listing)).toBe(true)
    let recomputed = false
    const after = cache.answer(query, ANONYMOUS, () => {
      recomputed = true
      return searchListings(db, query, ANONYMOUS)
    })
    expect(recomputed).toBe(true)
    expect(after).toEqual(searchListings(db, query, ANONYMOUS))
    expect(after.statistics?.closed?.count).toBeGreaterThan(before.statistics?.closed?.count ?? 0)
  })

  it('answers from the covering index exactly what a scan of the table answers', () => {
    const viaIndex = QUESTIONS.map((query) => searchListings(db, query, ANONYMOUS))
    db.exec('DROP INDEX listings_facts')
    try {
      expect(QUESTIONS.map((query) => searchListings(db, query, ANONYMOUS))).toEqual(viaIndex)
    } finally {
      db.exec(
        `CREATE INDEX listings_facts ON listings (status, type, last_status, class, list_price,
          sold_price, sold_date, list_date, property_type, style, beds, baths, city, area,
          neighborhood, board_id, display_public)`,
      )
    }
  })
})
