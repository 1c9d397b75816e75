import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cluster, ListingsQuery, ListingsResponse } from '../../../contract/realty'
import { clusterFiguresFromColumns } from '../../src/realty/columns/columnClusters'
import { listingColumns, type ListingColumns } from '../../src/realty/columns/listingColumns'
import { searchFromColumns } from '../../src/realty/columnsSearch'
import { ANONYMOUS, SIGNED_IN, type Viewer } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { prepareSearch } from '../../src/realty/searchRequest'
import { startTestServer, type TestServer } from '../helpers'
import { writeSaleMoveAndDelete } from './directWrites'
import { box, clusterQuestion, downtownView, ellipse } from './mapQuestions'
import { seededQuestions } from './seededRandom'
import { feedEveryKind } from './feedEvents'

// Map clusters are answered from the listings' columns in memory: every answer must be
// SQLite's own (the same JSON text, keys in the same order), for a guest and a customer, on
// fixed and random questions, before and after the listings change. Only a cluster's mean
// position may differ, in the last bits of its sum (SQLite adds in its own order): within
// 1e-9 degrees.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
})

afterAll(async () => {
  await server.close()
})

const GTA = ellipse(-79.4, 43.75, 0.5, 0.35, 64)

const WORST_AGGREGATES =
  'details.propertyType,details.style,address.city,address.neighborhood,details.numBedrooms'

const FIXED: Record<string, ListingsQuery> = {
  'clusters of every listing at precision 20, 200 clusters, 5 aggregates': {
    status: ['A', 'U'],
    cluster: true,
    clusterPrecision: 20,
    clusterLimit: 200,
    aggregates: WORST_AGGREGATES,
    resultsPerPage: 100,
  },
  'a drawn 64-corner polygon over the GTA with clusters and statistics': {
    status: ['A', 'U'],
    cluster: true,
    statistics: 'avg-listPrice,grp-mth',
    listings: false,
    map: JSON.stringify([GTA]),
  },
  'a drawn polygon with a hole, statistics per property type': {
    status: ['U'],
    cluster: true,
    clusterPrecision: 14,
    statistics: 'avg-soldPrice,avg-daysOnMarket,cnt-closed,grp-mth,grp-yr',
    aggregates: 'details.propertyType,address.city',
    aggregateStatistics: true,
    listings: false,
    map: JSON.stringify([GTA, ellipse(-79.4, 43.7, 0.1, 0.05, 16).reverse()]),
  },
  'two drawn areas apart (a multipolygon)': {
    status: ['A', 'U'],
    cluster: true,
    clusterPrecision: 15,
    map: JSON.stringify([
      [ellipse(-79.38, 43.65, 0.05, 0.03, 9)],
      [box(-79.7, 43.55, -79.55, 43.62)],
    ]),
  },
  'a guest and a customer over withheld listings: the finest cells': {
    status: ['A', 'U'],
    cluster: true,
    clusterPrecision: 29,
    clusterLimit: 200,
    clusterFields: 'mlsNumber,map,address.streetName',
    listings: false,
    map: JSON.stringify([box(-79.42, 43.63, -79.35, 43.68)]),
  },
  ...Object.fromEntries(
    [11, 12, 13, 14, 15, 16, 17].map((zoom) => [
      `downtown at zoom ${String(zoom)}`,
      downtownView(zoom),
    ]),
  ),
}

const VIEWERS: readonly Viewer[] = [ANONYMOUS, SIGNED_IN]

const clustersOf = (answer: ListingsResponse): Cluster[] =>
  (answer.aggregates?.map as { clusters?: Cluster[] } | undefined)?.clusters ?? []

/** The columns' answer, its mean positions set to SQLite's when within 1e-9 degrees. */
function alignedMeans(fromColumns: ListingsResponse, fromSqlite: ListingsResponse): string {
  const answer = JSON.parse(JSON.stringify(fromColumns)) as ListingsResponse
  const theirs = clustersOf(fromSqlite)
  clustersOf(answer).forEach((cluster, at) => {
    const their = theirs[at]?.location
    if (!their || cluster.listing) return
    expect(Math.abs(cluster.location.latitude - their.latitude)).toBeLessThanOrEqual(1e-9)
    expect(Math.abs(cluster.location.longitude - their.longitude)).toBeLessThanOrEqual(1e-9)
    cluster.location = { ...their }
  })
  return JSON.stringify(answer)
}

/** Asks each question both ways; returns how many the columns answered themselves. */
function expectSameAnswers(store: ListingColumns, questions: readonly ListingsQuery[]): number {
  let fromColumns = 0
  for (const query of questions) {
    for (const viewer of VIEWERS) {
      const label = `${viewer.signedIn ? 'customer' : 'guest'} ${JSON.stringify(query)}`
      const sqlite = searchListings(server.db, query, viewer)
      const expected = JSON.stringify(sqlite)
      const columns = searchListings(server.db, query, viewer, { store })
      expect(alignedMeans(columns, sqlite), label).toBe(expected)
      const prepared = prepareSearch(server.db, query, viewer)
      if (clusterFiguresFromColumns(store, prepared, viewer, false)) fromColumns += 1
      const alone = searchFromColumns(server.db, store, query, viewer)
      if (alone) expect(alignedMeans(alone, sqlite), label).toBe(expected)
    }
  }
  return fromColumns
}

const randomQuestions = (seed: number, count: number) =>
  seededQuestions(seed, count, clusterQuestion)

describe('map clusters from the listings columns', () => {
  let store: ListingColumns

  beforeAll(() => {
    store = listingColumns(server.db)
    store.buildNow()
  })

  it.each(Object.entries(FIXED))('%s: SQLite’s answer', (_, query) => {
    expect(expectSameAnswers(store, [query])).toBe(VIEWERS.length)
  })

  it('the fixed questions hold clusters, single listings and withheld ones', () => {
    const query = FIXED['a guest and a customer over withheld listings: the finest cells'] ?? {}
    const guest = searchListings(server.db, query, ANONYMOUS, { store })
    const customer = searchListings(server.db, query, SIGNED_IN, { store })
    expect(clustersOf(guest).some((cluster) => cluster.listing)).toBe(true)
    expect(JSON.stringify(guest)).not.toBe(JSON.stringify(customer))
  })

  it('400 random questions: SQLite’s answer', { timeout: 120_000 }, () => {
    const answered = expectSameAnswers(store, randomQuestions(13, 400))
    // Most are the columns' own; the rest (a median asked) are declined.
    expect(answered).toBeGreaterThan(600)
  })

  it('declines what the columns do not match: text, dates, sold prices, sizes, medians', () => {
    const base = FIXED['downtown at zoom 14'] ?? {}
    for (const query of [
      { ...base, search: 'queen' },
      { ...base, minListDate: '2025-01-01' },
      { ...base, maxSoldDate: '2025-01-01' },
      { ...base, minSqft: 800 },
      { ...base, minUpdatedOn: '2025-01-01' },
      { ...base, statistics: 'med-listPrice' },
      { ...base, cluster: undefined },
    ]) {
      const prepared = prepareSearch(server.db, query, SIGNED_IN)
      expect(clusterFiguresFromColumns(store, prepared, SIGNED_IN, false)).toBeUndefined()
    }
    const summed = { ...base, statistics: 'avg-listPrice' }
    const prepared = prepareSearch(server.db, summed, SIGNED_IN)
    expect(clusterFiguresFromColumns(store, prepared, SIGNED_IN, true)).toBeUndefined()
  })

  it(
    'kept current: feed events, direct writes and a moved listing, then the same answers',
    { timeout: 120_000 },
    async () => {
      await feedEveryKind(server)
      writeSaleMoveAndDelete(server.db)
      // A listing moved downtown, its guest position with it.
      server.db
        .prepare(
          `UPDATE listings SET lat = 43.6531, lng = -79.3833, tile_x = 305300, tile_y = 378540,
             guest_lat = 43.65225, guest_lng = -79.38275, guest_tile_x = 305300,
             guest_tile_y = 378543
           WHERE mls_number = (SELECT max(mls_number) FROM listings WHERE status = 'A')`,
        )
        .run()
      const questions = [...Object.values(FIXED), ...randomQuestions(5, 150)]
      expect(expectSameAnswers(store, questions)).toBeGreaterThan(250)
    },
  )
})
