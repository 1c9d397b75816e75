import polygonClipping, { type MultiPolygon, type Pair } from 'polygon-clipping'
import { pointInRing, polygonsBounds, type Bounds, type Position } from '../data/geometry'
import { badRequest } from '../httpErrors'

const MAX_POSITIONS = 2000

export interface MapArea {
  readonly bounds: Bounds
  /** Exact test for points inside the bounds; absent when the area is its bounding box. */
  readonly contains?: (point: Position) => boolean
  /** The repaired outline `contains` tests, as outer rings with their holes; with `contains`. */
  readonly polygons?: MultiPolygon
}

/** Inside a polygon is inside its outer ring and outside each of its holes. */
export function areaContains(polygons: MultiPolygon): (point: Position) => boolean {
  return (point) =>
    polygons.some(
      ([outer, ...holes]) =>
        outer !== undefined &&
        pointInRing(point, outer) &&
        !holes.some((hole) => pointInRing(point, hole)),
    )
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

function asPosition(value: unknown): Pair {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isNumber)) {
    throw badRequest('querystring/map must hold [longitude, latitude] pairs')
  }
  const [lng, lat] = value as [number, number]
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) {
    throw badRequest('querystring/map has a position outside longitude -180..180, latitude -90..90')
  }
  return [lng, lat]
}

function asRing(value: unknown): Pair[] {
  if (!Array.isArray(value)) throw badRequest('querystring/map must be a polygon [[[lng,lat],...]]')
  const ring = value.map(asPosition)
  const first = ring[0]
  const last = ring.at(-1)
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first)
  if (ring.length < 4) throw badRequest('querystring/map needs at least 3 distinct corners')
  return ring
}

/** `[[[lng,lat],...]]` (a polygon) or `[[[[lng,lat],...]]]` (a multipolygon). */
function parse(raw: string): MultiPolygon {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw badRequest('querystring/map is not valid JSON')
  }
  if (!Array.isArray(value) || value.length === 0) {
    throw badRequest('querystring/map must be a polygon [[[lng,lat],...]] or a multipolygon')
  }
  const isMulti =
    Array.isArray(value[0]) && Array.isArray(value[0][0]) && Array.isArray(value[0][0][0])
  const polygons = (isMulti ? value : [value]) as unknown[]
  return polygons.map((polygon) => {
    if (!Array.isArray(polygon) || polygon.length === 0) {
      throw badRequest('querystring/map has an empty polygon')
    }
    return polygon.map(asRing)
  })
}

/** Four corners of two longitudes and two latitudes, each side level or upright (no bow tie). */
function isAxisAlignedBox(area: MultiPolygon): boolean {
  const ring = area.length === 1 && area[0]?.length === 1 ? area[0][0] : undefined
  if (ring?.length !== 5) return false
  const lngs = new Set(ring.map(([lng]) => lng))
  const lats = new Set(ring.map(([, lat]) => lat))
  const sidesStraight = ring
    .slice(1)
    .every(([lng, lat], i) => lng === ring[i]?.[0] || lat === ring[i]?.[1])
  return lngs.size === 2 && lats.size === 2 && sidesStraight
}

/**
 * The map view (or a drawn area) to search in. Self-intersecting rings are repaired by a union,
 * as map clients expect; what cannot be repaired into an area is refused with 400.
 */
export function parseMapArea(raw: string): MapArea {
  const parsed = parse(raw)
  const positions = parsed.flat(2).length
  if (positions > MAX_POSITIONS) {
    throw badRequest(
      `querystring/map has ${String(positions)} positions; at most ${String(MAX_POSITIONS)}`,
    )
  }
  if (isAxisAlignedBox(parsed)) return { bounds: polygonsBounds(parsed) }
  let repaired: MultiPolygon
  try {
    repaired = polygonClipping.union(parsed)
  } catch {
    throw badRequest('querystring/map is a polygon that cannot be repaired into an area')
  }
  if (repaired.length === 0) throw badRequest('querystring/map encloses no area')
  const bounds = polygonsBounds(repaired)
  return { bounds, contains: areaContains(repaired), polygons: repaired }
}
