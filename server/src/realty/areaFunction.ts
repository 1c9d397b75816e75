import type { MultiPolygon } from 'polygon-clipping'
import type { Position } from '../data/geometry'
import type { Db } from '../db/database'
import type { PositionColumns } from './boardRules'
import type { Where } from './listingFilters'
import { gridContains } from './areaGrid'
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

function keepArea(polygons: MultiPolygon): number {
  const id = nextAreaId++
  areas.set(id, gridContains(polygons))
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

/**
 * A drawn area that is not a plain box, as one more condition: the WHERE clause's box already
 * lets the indexes narrow the scan to the area's bounds, and the area's grid (areaGrid.ts)
 * answers what lies inside them, with the point-in-polygon test only near the area's edges.
 */
export function restrictToArea(
  db: Db,
  where: Where,
  area: MapArea,
  columns: PositionColumns,
): Where {
  if (!area.polygons) return where
  register(db)
  const test = `${IN_AREA}(?, ${columns.lng}, ${columns.lat}) = 1`
  return {
    sql: where.sql ? `${where.sql} AND ${test}` : `WHERE ${test}`,
    params: [...where.params, keepArea(area.polygons)],
  }
}
