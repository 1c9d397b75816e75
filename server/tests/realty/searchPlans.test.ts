import { beforeAll, describe, expect, it } from 'vitest'
import { writeDataset } from '../../src/data/dataset'
import { openDatabase, type Db } from '../../src/db/database'
import { migrate } from '../../src/db/migrate'
import { buildWhere } from '../../src/realty/listingFilters'
import { ANONYMOUS, SIGNED_IN } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'

let db: Db

beforeAll(() => {
  db = openDatabase(':memory:')
  migrate(db)
  writeDataset(db, { count: 3000 })
  db.exec('ANALYZE')
})

function planOf(query: Parameters<typeof buildWhere>[0]): string {
  const where = buildWhere(query, undefined)
  return db
    .prepare<(string | number)[], { detail: string }>(
      `EXPLAIN QUERY PLAN SELECT count(*) FROM listings ${where.sql}`,
    )
    .all(...where.params)
    .map((row) => row.detail)
    .join('; ')
}

describe('what a search costs', () => {
  it('scans the table for text rather than reaching each row through a status index', () => {
    expect(planOf({ status: ['A', 'U'], search: 'e' })).toMatch(/^SCAN listings/)
    // A price bound does not lead it through a price index either.
    expect(planOf({ status: ['A', 'U'], search: 'e', maxPrice: 999_999_999 })).toMatch(
      /^SCAN listings/,
    )
    // Without text, the status indexes serve as before.
    expect(planOf({ status: ['A'] })).toContain('USING')
  })

  it('finds the same listings with the scan as the status filter alone would', () => {
    const counted = searchListings(db, { status: ['A'], search: 'st', listings: false }, SIGNED_IN)
    const byHand = db
      .prepare<[], number>(
        "SELECT count(*) FROM listings WHERE status = 'A' AND search_text LIKE '%st%'",
      )
      .pluck()
      .get()
    expect(counted.count).toBe(byHand)
  })

  it.each([1, 50, 200])(
    'answers at most clusterLimit (%i) clusters at precision 20, with the whole count',
    (limit) => {
      for (const viewer of [SIGNED_IN, ANONYMOUS]) {
        const response = searchListings(
          db,
          { status: ['A', 'U'], cluster: true, clusterPrecision: 20, clusterLimit: limit },
          viewer,
        )
        const { clusters } = response.aggregates?.map as { clusters: { count: number }[] }
        expect(clusters).toHaveLength(limit)
        expect(response.count).toBe(3000)
        const counts = clusters.map((cluster) => cluster.count)
        expect(counts).toEqual([...counts].sort((a, b) => b - a))
      }
    },
  )
})
