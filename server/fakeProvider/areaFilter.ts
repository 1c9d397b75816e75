import type { Database } from 'better-sqlite3'
import type { Position } from '../src/data/geometry'
import { areaContains, type MapArea } from '../src/realty/mapPolygon'

/** The SQL function a search calls to test a point against the drawn area it was given. */
export const IN_AREA_FUNCTION = 'fake_in_area'

let current: ((point: Position) => boolean) | undefined
const registered = new WeakSet<Database>()

/**
 * Runs `work` with `area` as the shape `fake_in_area(lng, lat)` tests against. better-sqlite3
 * runs every statement synchronously, so no other request can run while `work` does.
 */
export function withArea<T>(db: Database, area: MapArea | undefined, work: () => T): T {
  if (!registered.has(db)) {
    db.function(IN_AREA_FUNCTION, { deterministic: false }, (lng: unknown, lat: unknown) =>
      current?.([Number(lng), Number(lat)]) === false ? 0 : 1,
    )
    registered.add(db)
  }
  current = area?.polygons && areaContains(area.polygons)
  try {
    return work()
  } finally {
    current = undefined
  }
}
