import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cluster, ListingsQuery, ListingsResponse } from '../../../contract/realty'
import { guestPoint } from '../../src/realty/boardRules'
import { clusterFiguresFromColumns } from '../../src/realty/columns/columnClusters'
import { listingColumns, type ListingColumns } from '../../src/realty/columns/listingColumns'
import { ANONYMOUS, SIGNED_IN, type Viewer } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import { prepareSearch } from '../../src/realty/searchRequest'
import { startTestServer, type TestServer } from '../helpers'
import { box } from './mapQuestions'

// A guest's map clusters answered from the listings' columns never carry a withheld listing's
// exact position: not as a centre, not as a corner of the bounds, not by counting it under a
// tiny area around that position.

let server: TestServer
let store: ListingColumns
/**
 * Withheld listings whose exact coordinates are no position a guest is given (a public
 * listing's, or a cell centre that happens to fall on one): else a guest sees them anyway.
 */
let withheld: { lat: number; lng: number }[]

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
  store = listingColumns(server.db)
  store.buildNow()
  withheld = server.db
    .prepare<[], { lat: number; lng: number }>(
      `SELECT lat, lng FROM listings h WHERE display_public = 0 AND NOT EXISTS
         (SELECT 1 FROM listings g WHERE g.guest_lat = h.lat OR g.guest_lng = h.lng)`,
    )
    .all()
  expect(withheld.length).toBeGreaterThan(50)
})

afterAll(async () => {
  await server.close()
})

const clustersOf = (answer: ListingsResponse): Cluster[] =>
  (answer.aggregates?.map as { clusters?: Cluster[] } | undefined)?.clusters ?? []

/** Each number a cluster reports of a position: its centre and its bounds' corners. */
const positionsIn = (cluster: Cluster) => [
  cluster.location.latitude,
  cluster.location.longitude,
  cluster.bounds.top_left.latitude,
  cluster.bounds.top_left.longitude,
  cluster.bounds.bottom_right.latitude,
  cluster.bounds.bottom_right.longitude,
]

/** The answer from the columns (they must answer it themselves). */
function fromColumns(query: ListingsQuery, viewer: Viewer): ListingsResponse {
  const prepared = prepareSearch(server.db, query, viewer)
  expect(clusterFiguresFromColumns(store, prepared, viewer, false)).toBeDefined()
  return searchListings(server.db, query, viewer, { store })
}

const EVERY_LISTING: ListingsQuery = { status: ['A', 'U'], cluster: true, listings: false }

describe("a guest's clusters from the columns", () => {
  it('carry no exact position of a withheld listing, at every precision', () => {
    const exact = new Set(withheld.flatMap(({ lat, lng }) => [lat, lng]))
    const exactPoints = new Set(withheld.map(({ lat, lng }) => `${String(lat)},${String(lng)}`))
    let singles = 0
    for (let precision = 8; precision <= 29; precision += 1) {
      for (const map of [undefined, JSON.stringify([box(-79.45, 43.62, -79.3, 43.72)])]) {
        const query: ListingsQuery = { ...EVERY_LISTING, clusterPrecision: precision, map }
        const guest = clustersOf(fromColumns(query, ANONYMOUS))
        for (const cluster of guest) {
          // A centre of several listings is a mean: one coordinate of it may equal a withheld
          // home's by chance far from it, so a mean is tested as a point.
          const numbers = cluster.count === 1 ? positionsIn(cluster) : positionsIn(cluster).slice(2)
          for (const value of numbers) expect(exact.has(value)).toBe(false)
          const { latitude, longitude } = cluster.location
          expect(exactPoints.has(`${String(latitude)},${String(longitude)}`)).toBe(false)
          if (cluster.count === 1) singles += 1
        }
        // The rule is what keeps them out: a customer's clusters do carry them.
        const customer = clustersOf(fromColumns(query, SIGNED_IN))
        if (precision === 29 && map !== undefined) {
          expect(customer.some((cluster) => positionsIn(cluster).some((v) => exact.has(v)))).toBe(
            true,
          )
        }
      }
    }
    expect(singles).toBeGreaterThan(100)
  })

  it('place a single withheld listing at its grid-cell centre', () => {
    const [one] = withheld
    if (!one) throw new Error('no withheld listing')
    const cell = guestPoint(one.lat, one.lng)
    const d = 0.0001
    const around = box(cell.longitude - d, cell.latitude - d, cell.longitude + d, cell.latitude + d)
    const query = { ...EVERY_LISTING, clusterPrecision: 29, map: JSON.stringify([around]) }
    const clusters = clustersOf(fromColumns(query, ANONYMOUS))
    expect(clusters.length).toBeGreaterThan(0)
    for (const cluster of clusters) {
      expect(cluster.location).toEqual(cell)
      expect(cluster.bounds.top_left).toEqual(cell)
      expect(cluster.bounds.bottom_right).toEqual(cell)
    }
  })

  it('cannot be counted under a tiny area around an exact position', () => {
    const d = 0.00002
    let found = 0
    for (const { lat, lng } of withheld.slice(0, 40)) {
      const query = {
        ...EVERY_LISTING,
        map: JSON.stringify([box(lng - d, lat - d, lng + d, lat + d)]),
      }
      const cell = guestPoint(lat, lng)
      // A cell centre that happens to lie in the tiny area is the guest's point, not the listing's.
      if (Math.abs(cell.latitude - lat) < d && Math.abs(cell.longitude - lng) < d) continue
      found += fromColumns(query, SIGNED_IN).count
      expect(fromColumns(query, ANONYMOUS).count).toBe(0)
    }
    expect(found).toBeGreaterThan(20)
  })
})
