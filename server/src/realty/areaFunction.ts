import type { MultiPolygon } from 'polygon-clipping'
import type { Position } from '../data/geometry'
import type { Db } from '../db/database'
import type { PositionColumns } from './boardRules'
import type { Where } from './listingFilters'
import { GRID_CELLS, gridContains, gridOf, INSIDE, OUTSIDE, type AreaGrid } from './areaGrid'
import type { MapArea } from './mapPolygon'

/** The SQL function that tells whether a position lies in a drawn area (1) or not (0). */
const IN_AREA = 'in_drawn_area'

/**
 * The areas of recent searches by a small number, which the SQL passes for each row: passing
 * the outline's JSON instead would make a string of kilobytes for every row tested. Searches
 * run one at a time on a thread, so an area is never dropped while its search runs.
 */
const AREAS_KEPT = 32
const areas = new Map<number, (point: Position) => boolean>()
let nextAreaId = 1

function keepArea(polygons: MultiPolygon, grid: AreaGrid | undefined): number {
  const id = nextAreaId++
  areas.set(id, gridContains(polygons, grid))
  const oldest = areas.size > AREAS_KEPT ? areas.keys().next().value : undefined
  if (oldest !== undefined) areas.delete(oldest)
  return id
}

const registered = new WeakSet<Db>()

/** Each connection that searches learns the function once (the service's and each worker's). */
function register(db: Db): void {
  if (registered.has(db)) return
  db.function(IN_AREA, { deterministic: true }, (areaId, lng, lat) => {
    const contains = typeof areaId === 'number' ? areas.get(areaId) : undefined
    return typeof lng === 'number' && typeof lat === 'number' && contains?.([lng, lat]) ? 1 : 0
  })
  registered.add(db)
}

/** A row of the grid's bytes: its GRID_CELLS cells and one past its east edge. */
const STRIDE = GRID_CELLS + 1

/**
 * The grid as bytes SQLite reads by position, in hexadecimal: each cell's answer, INSIDE or
 * OUTSIDE, or 0 for a cell an edge crosses. A column and a row past the grid's far edges hold 0
 * too, for the positions beyond. SQLite turns it into a BLOB once a statement (`unhex` of a
 * bound value is a constant), where a byte is read in constant time; text would be walked
 * character by character to each cell.
 */
function gridHex(grid: AreaGrid): string {
  const bytes = Buffer.alloc(STRIDE * STRIDE)
  for (let y = 0; y < GRID_CELLS; y += 1) {
    for (let x = 0; x < GRID_CELLS; x += 1) {
      const cell = grid.cells[y * GRID_CELLS + x]
      if (cell === INSIDE || cell === OUTSIDE) bytes[y * STRIDE + x] = cell
    }
  }
  return bytes.toString('hex')
}

/**
 * Whether the position in columns `lng`, `lat` lies in the area, as a SQL condition. Most
 * positions are answered in SQL from the area's grid (areaGrid.ts): the cell is found by the same
 * subtraction and division as `gridContains` (IEEE doubles in both), and truncation equals
 * flooring because only positions east and north of the grid's corner are looked up. Positions
 * in a cell an edge crosses, beyond the grid, or without a position call the JavaScript test,
 * which answers them as before. A call costs more than the lookup: at 100,000 listings a search
 * drawn over the GTA tests about 90,000 positions, once for the clusters and once for the
 * statistics.
 */
export function areaCondition(
  db: Db,
  polygons: MultiPolygon,
  columns: Pick<PositionColumns, 'lng' | 'lat'>,
): Where {
  register(db)
  const { lng, lat } = columns
  const call = `${IN_AREA}(?, ${lng}, ${lat})`
  // One grid for both: SQL reads its bytes, the JavaScript test its cells.
  const grid = gridOf(polygons)
  const id = keepArea(polygons, grid)
  if (!grid) return { sql: `${call} = 1`, params: [id] }
  const last = String(GRID_CELLS)
  const cell = `CASE WHEN ${lng} >= ? AND ${lat} >= ? THEN substr(unhex(?),
    min(CAST((${lat} - ?) / ? AS INTEGER), ${last}) * ${String(STRIDE)}
    + min(CAST((${lng} - ?) / ? AS INTEGER), ${last}) + 1, 1) END`
  return {
    sql: `(CASE ${cell} WHEN x'0${String(INSIDE)}' THEN 1 WHEN x'0${String(OUTSIDE)}' THEN 0
      ELSE ${call} END) = 1`,
    params: [
      grid.west,
      grid.south,
      gridHex(grid),
      grid.south,
      grid.height,
      grid.west,
      grid.width,
      id,
    ],
  }
}

/**
 * A drawn area that is not a plain box, as one more condition: the WHERE clause's box already
 * lets the indexes narrow the scan to the area's bounds, and the area's grid answers what lies
 * inside them, with the point-in-polygon test only near the area's edges.
 */
export function restrictToArea(
  db: Db,
  where: Where,
  area: MapArea,
  columns: PositionColumns,
): Where {
  if (!area.polygons) return where
  const test = areaCondition(db, area.polygons, columns)
  return {
    sql: where.sql ? `${where.sql} AND ${test.sql}` : `WHERE ${test.sql}`,
    params: [...where.params, ...test.params],
  }
}
