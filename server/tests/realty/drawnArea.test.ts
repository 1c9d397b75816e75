import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import { writeDataset } from '../../src/data/dataset'
import { openDatabase, type Db } from '../../src/db/database'
import { migrate } from '../../src/db/migrate'
import polygonClipping, { type Pair } from 'polygon-clipping'
import { areaCondition } from '../../src/realty/areaFunction'
import { areaGrid, GRID_CELLS, gridContains } from '../../src/realty/areaGrid'
import { columnsFor } from '../../src/realty/boardRules'
import { listingColumns } from '../../src/realty/columns/listingColumns'
import {
  areaContains,
  KEPT_CORNERS,
  MAX_CORNERS,
  parseMapArea,
  type MapArea,
} from '../../src/realty/mapPolygon'
import { ANONYMOUS, SIGNED_IN, type Viewer } from '../../src/realty/presentListing'
import { searchListings } from '../../src/realty/search'
import type { SearchPool } from '../../src/realty/searchPool'
import { sqliteSource } from '../../src/realty/sqliteSource'
import { startTestServer, type TestServer } from '../helpers'
import { FIGURE_EIGHT, SCRIBBLE, traced } from './drawnShapes'

type Ring = [number, number][]

const ring = (points: Ring): Ring => [...points, points[0] ?? [0, 0]]

/** A concave C around downtown Toronto: its bounding box holds much that the shape does not. */
const CONCAVE = ring([
  [-79.6, 43.6],
  [-79.2, 43.6],
  [-79.2, 43.68],
  [-79.5, 43.68],
  [-79.5, 43.76],
  [-79.2, 43.76],
  [-79.2, 43.85],
  [-79.6, 43.85],
])
const OUTER = ring([
  [-79.7, 43.55],
  [-79.1, 43.55],
  [-79.1, 43.95],
  [-79.7, 43.95],
])
const HOLE = ring([
  [-79.5, 43.65],
  [-79.3, 43.65],
  [-79.3, 43.8],
  [-79.5, 43.8],
])
/** Two triangles crossing at one point, on a box's corners: repaired into two areas by a union. */
const BOW_TIE = ring([
  [-79.6, 43.6],
  [-79.2, 43.9],
  [-79.2, 43.6],
  [-79.6, 43.9],
])
const STAR = ring(
  Array.from({ length: 64 }, (_, i): [number, number] => {
    const radius = i % 2 === 0 ? 0.35 : 0.15
    const angle = (2 * Math.PI * i) / 64
    return [-79.4 + radius * Math.cos(angle), 43.75 + radius * 0.7 * Math.sin(angle)]
  }),
)

const SHAPES: readonly [string, unknown][] = [
  ['a concave C', [CONCAVE]],
  ['a square with a square hole', [OUTER, HOLE]],
  ['two polygons, one holed', [[[...HOLE].reverse()], [OUTER, HOLE]]],
  ['a self-crossing bow tie', [BOW_TIE]],
  ['a 64-corner star', [STAR]],
]

interface PositionRow {
  readonly mls_number: string
  readonly lat: number
  readonly lng: number
}

let db: Db

beforeAll(() => {
  db = openDatabase(':memory:')
  migrate(db)
  writeDataset(db, { count: 4000 })
})

/** The listings inside the area tested one by one in JavaScript, as the service did before. */
function insideOneByOne(map: string, viewer: Viewer): string[] {
  const { polygons } = parseMapArea(map)
  const contains = polygons && areaContains(polygons)
  const { lat, lng } = columnsFor(viewer)
  return db
    .prepare<[], PositionRow>(
      `SELECT mls_number, ${lat} AS lat, ${lng} AS lng FROM listings WHERE status IN ('A', 'U')`,
    )
    .all()
    .filter((row) => contains?.([row.lng, row.lat]))
    .map((row) => row.mls_number)
    .sort()
}

function insideBySql(map: string, viewer: Viewer): string[] {
  const found: string[] = []
  for (let page = 1; ; page += 1) {
    const response = searchListings(
      db,
      { map, status: ['A', 'U'], resultsPerPage: 100, pageNum: page, fields: 'mlsNumber' },
      viewer,
    )
    found.push(...response.listings.map((listing) => String(listing.mlsNumber)))
    if (page >= response.numPages) return found.sort()
  }
}

describe('a drawn area tested in SQL', () => {
  it.each(SHAPES)('finds exactly what the one-by-one test finds: %s', (_, shape) => {
    const map = JSON.stringify(shape)
    for (const viewer of [SIGNED_IN, ANONYMOUS]) {
      const expected = insideOneByOne(map, viewer)
      expect(expected.length).toBeGreaterThan(0)
      expect(insideBySql(map, viewer)).toEqual(expected)
      const counted = searchListings(db, { map, status: ['A', 'U'], listings: false }, viewer)
      expect(counted.count).toBe(expected.length)
    }
  })

  it('counts the same in clusters and statistics as in the page', () => {
    const map = JSON.stringify([OUTER, HOLE])
    const response = searchListings(
      db,
      { map, status: ['A', 'U'], cluster: true, statistics: 'cnt-closed', listings: false },
      SIGNED_IN,
    )
    const { clusters } = response.aggregates?.map as { clusters: { count: number }[] }
    // The clusters' sum is the count; the largest 200 of them are answered.
    expect(response.count).toBe(insideOneByOne(map, SIGNED_IN).length)
    expect(clusters.length).toBeGreaterThan(0)
    expect(response.statistics?.closed?.count).toBeLessThanOrEqual(response.count)
  })
})

/** A small deterministic generator, so a failing point can be found again. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The shape as the service tests it: repaired into outer rings and holes by a union. */
const repaired = (shape: unknown) =>
  polygonClipping.union(
    (Array.isArray((shape as unknown[][][])[0]?.[0]?.[0]) ? shape : [shape]) as never,
  )

/**
 * Points all over the bounds and beyond, on and a hair beside every corner, on edges, and on
 * and beside the grid's own lines (where a cell's index is decided by rounding).
 */
function testPoints(polygons: ReturnType<typeof repaired>): [number, number][] {
  const random = randomFrom(7)
  const corners = polygons.flat(2)
  const points: [number, number][] = []
  for (let i = 0; i < 20_000; i += 1) {
    points.push([-79.75 + random() * 0.7, 43.5 + random() * 0.5])
  }
  for (const [lng, lat] of corners) {
    for (const offset of [0, 1e-12, -1e-12, 1e-7, -1e-7]) {
      points.push([lng + offset, lat], [lng, lat + offset], [lng + offset, lat - offset])
    }
  }
  for (let at = 1; at < corners.length; at += 1) {
    const [x1, y1] = corners[at - 1] ?? [0, 0]
    const [x2, y2] = corners[at] ?? [0, 0]
    for (const t of [0.25, 0.5, 0.75]) points.push([x1 + (x2 - x1) * t, y1 + (y2 - y1) * t])
  }
  const grid = areaGrid(polygons)
  if (grid) {
    for (let line = 0; line <= GRID_CELLS; line += 1) {
      for (const offset of [0, 1e-13, -1e-13]) {
        const lng = grid.west + line * grid.width + offset
        const lat = grid.south + line * grid.height + offset
        points.push([lng, 43.5 + random() * 0.5], [-79.75 + random() * 0.7, lat], [lng, lat])
      }
    }
  }
  return points
}

describe("a drawn area's grid", () => {
  it.each(SHAPES)('answers every point as the point-in-polygon test does: %s', (_, shape) => {
    const polygons = repaired(shape)
    const exact = areaContains(polygons)
    const grid = gridContains(polygons)
    const points = testPoints(polygons)
    const differing = points.filter((point) => grid(point) !== exact(point))
    expect(differing).toEqual([])
    expect(points.filter((point) => exact(point)).length).toBeGreaterThan(1000)
  })

  it.each(SHAPES)(
    'answers every point in SQL as the point-in-polygon test does: %s',
    (_, shape) => {
      const polygons = repaired(shape)
      const exact = areaContains(polygons)
      const condition = areaCondition(db, polygons, { lng: 'lng', lat: 'lat' })
      const inside = db.prepare<(string | number | null)[], { inside: number }>(
        `SELECT ${condition.sql} AS inside FROM (SELECT ? AS lng, ? AS lat)`,
      )
      const inSql = (lng: number | null, lat: number | null) =>
        inside.get(...condition.params, lng, lat)?.inside === 1
      const differing = testPoints(polygons).filter(
        ([lng, lat]) => inSql(lng, lat) !== exact([lng, lat]),
      )
      expect(differing).toEqual([])
      // A listing without a position (a guest column not yet filled) is in no area.
      expect(inSql(null, null)).toBe(false)
    },
  )
})

/** The area of a search as the service answers it, or the reason it refused it. */
describe('a drawn area in a search', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ config: { datasetSize: 2000 } })
  })
  afterAll(async () => {
    await server.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  // The outline as it is (brackets and commas need no escaping in a query), as a browser sends it.
  const asked = (shape: unknown, more = '') =>
    fetch(`${server.baseUrl}/listings?status=A&status=U&map=${JSON.stringify(shape)}${more}`)

  it("repairs a hand-drawn 760-corner figure-eight on a search worker, not the service's thread", async () => {
    const union = vi.spyOn(polygonClipping, 'union')
    const response = await asked(
      [FIGURE_EIGHT],
      '&cluster=true&listings=false&statistics=cnt-closed&maxPrice=999999998',
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as ListingsResponse
    expect(body.count).toBeGreaterThan(0)
    expect(union).not.toHaveBeenCalled()
  })

  it('repairs a drawn outline once, simplified, where the search is answered', async () => {
    const union = vi.spyOn(polygonClipping, 'union')
    const handed: (MapArea | undefined)[] = []
    // A pool that answers on this thread, as its worker would: the spy sees the worker's repair.
    const pool = {
      search: (query: ListingsQuery, viewer: Viewer, area?: MapArea) => {
        handed.push(area)
        return Promise.resolve(searchListings(server.db, query, viewer, { area }))
      },
    } as unknown as SearchPool
    const query: ListingsQuery = {
      map: JSON.stringify([FIGURE_EIGHT]),
      status: ['A', 'U'],
      resultsPerPage: 5,
    }
    const answer = await sqliteSource(server.db, pool).search(query, ANONYMOUS)
    expect(answer.count).toBeGreaterThan(0)
    expect(handed).toEqual([undefined])
    expect(union).toHaveBeenCalledTimes(1)
    // What was repaired is the simplified outline, not the 760 corners sent.
    expect(union.mock.calls[0]?.[0].flat(2).length).toBeLessThanOrEqual(KEPT_CORNERS + 1)
    // Without workers, on this thread, once too.
    expect((await sqliteSource(server.db).search(query, ANONYMOUS)).count).toBe(answer.count)
    expect(union).toHaveBeenCalledTimes(2)
  })

  it("leaves a drawn outline's clusters and statistics to a worker, off the service's thread", async () => {
    const store = listingColumns(server.db)
    store.buildNow()
    const handed: ListingsQuery[] = []
    const pool = {
      search: (query: ListingsQuery, viewer: Viewer, area?: MapArea) => {
        handed.push(query)
        return Promise.resolve(searchListings(server.db, query, viewer, { area }))
      },
    } as unknown as SearchPool
    const query: ListingsQuery = {
      map: JSON.stringify([CONCAVE]),
      status: ['A', 'U'],
      cluster: true,
      statistics: 'avg-listPrice',
      listings: false,
    }
    const answer = await sqliteSource(server.db, pool, store).search(query, ANONYMOUS)
    expect(answer.count).toBeGreaterThan(0)
    expect(handed).toEqual([query])
  })

  it('refuses an outline that crosses itself too often, without repairing it', async () => {
    const union = vi.spyOn(polygonClipping, 'union')
    const response = await asked([SCRIBBLE], '&cluster=true&listings=false')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      'querystring/map crosses itself more than 64 times; draw the area as one or a few loops',
    )
    expect(union).not.toHaveBeenCalled()
  })

  it('refuses an outline of more corners than a map sends', async () => {
    // Three decimals near longitude and latitude 0: a short enough URL for so many corners.
    const circle = traced(MAX_CORNERS + 1, (t) => [Math.cos(t) / 2, Math.sin(t) / 2]).map(
      ([lng, lat]): Pair => [Math.round(lng * 1e3) / 1e3, Math.round(lat * 1e3) / 1e3],
    )
    const response = await asked([circle], '&listings=false')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      `querystring/map has ${String(MAX_CORNERS + 1)} corners; at most ${String(MAX_CORNERS)}`,
    )
  })
})
