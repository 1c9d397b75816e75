import type { MultiPolygon } from 'polygon-clipping'
import type { Position } from '../data/geometry'
import type { Db } from '../db/database'
import type { PositionColumns } from './boardRules'
import type { Where } from './listingFilters'
import { areaContains, type MapArea } from './mapPolygon'

/** The SQL function that tells whether a position lies in a drawn area (1) or not (0). */
const IN_AREA = 'in_drawn_area'

/** Areas parsed from their JSON, the most recent first out: a search asks for one at a time. */
const PARSED_KEPT = 32
const parsed = new Map<string, (point: Position) => boolean>()

function containsFor(areaJson: string): (point: Position) => boolean {
  let contains = parsed.get(areaJson)
  if (!contains) {
    contains = areaContains(JSON.parse(areaJson) as MultiPolygon)
    parsed.set(areaJson, contains)
    const oldest = parsed.size > PARSED_KEPT ? parsed.keys().next().value : undefined
    if (oldest !== undefined) parsed.delete(oldest)
  }
  return contains
}

const registered = new WeakSet<Db>()

/** Each connection that searches learns the function once (the service's and each worker's). */
function register(db: Db): void {
  if (registered.has(db)) return
  db.function(IN_AREA, { deterministic: true }, (areaJson, lng, lat) =>
    typeof areaJson === 'string' && typeof lng === 'number' && typeof lat === 'number'
      ? Number(containsFor(areaJson)([lng, lat]))
      : 0,
  )
  registered.add(db)
}

/**
 * A drawn area that is not a plain box, as one more condition: the WHERE clause's box already
 * lets the indexes narrow the scan to the area's bounds, and the exact point-in-polygon test
 * runs only on what lies inside them.
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
    params: [...where.params, JSON.stringify(area.polygons)],
  }
}
