import polygonClipping, { type MultiPolygon, type Pair } from 'polygon-clipping'
import { pointInRing, polygonsBounds, type Bounds, type Position } from '../data/geometry'
import { badRequest } from '../httpErrors'
import { countCrossings, simplifyRing } from './outlineShape'

/**
 * Corners an area may be sent with, in all its rings. The map sends its view, or a city's or
 * neighbourhood's outline clipped to the view: a few hundred corners at most.
 */
export const MAX_CORNERS = 1000
/** Rings an area may have: the map's view clipped around its controls makes three at most. */
export const MAX_RINGS = 32
/**
 * Corners kept of a larger outline, the ones that shape it most: more than the map's drawing
 * tool keeps (MAX_DRAWN_VERTICES, 200) and than a search at a map's resolution tells apart, and
 * few enough that repairing and testing the outline stays cheap.
 */
export const KEPT_CORNERS = 256
/**
 * Times the (simplified) outline may cross itself. A figure-eight drawn by hand crosses once;
 * repairing an outline costs more with every crossing (a 760-corner scribble took seconds).
 */
export const MAX_CROSSINGS = 64

/**
 * A search area, validated, simplified and repaired once where the request arrives, then passed
 * down as it is (plain data, so it crosses to a search worker too): no later step repairs it.
 */
export interface MapArea {
  readonly bounds: Bounds
  /** The repaired outline, as outer rings with their holes; absent when the area is its box. */
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

/** Each ring given its share of KEPT_CORNERS by its size (three corners at least). */
function simplified(area: MultiPolygon): MultiPolygon {
  const corners = area.flat().reduce((sum, ring) => sum + ring.length - 1, 0)
  if (corners <= KEPT_CORNERS) return area
  return area.map((polygon) =>
    polygon.map((ring) =>
      simplifyRing(ring, Math.max(3, Math.floor((KEPT_CORNERS * (ring.length - 1)) / corners))),
    ),
  )
}

/**
 * The map view (or a drawn area) to search in. An outline of more than KEPT_CORNERS corners is
 * simplified to its most telling ones; self-intersecting rings are then repaired by a union, as
 * map clients expect. Refused with 400: more than MAX_CORNERS corners or MAX_RINGS rings, more
 * than MAX_CROSSINGS crossings, or what cannot be repaired into an area.
 */
export function parseMapArea(raw: string): MapArea {
  const read = readMapOutline(raw)
  return 'box' in read ? read.box : repairedArea(read.outline)
}

/** A search area read and checked for size, not yet repaired: a box, or an outline to repair. */
export type MapOutline = { readonly box: MapArea } | { readonly outline: MultiPolygon }

/**
 * The cheap half of `parseMapArea`: `map` read and its rings and corners counted (a walk over
 * at most MAX_CORNERS positions), so a search that repairs its outline elsewhere (on a worker)
 * is still refused here when it is too large.
 */
export function readMapOutline(raw: string): MapOutline {
  const parsed = parse(raw)
  const rings = parsed.flat()
  if (rings.length > MAX_RINGS) {
    throw badRequest(
      `querystring/map has ${String(rings.length)} rings; at most ${String(MAX_RINGS)}`,
    )
  }
  const corners = rings.reduce((sum, ring) => sum + ring.length - 1, 0)
  if (corners > MAX_CORNERS) {
    throw badRequest(
      `querystring/map has ${String(corners)} corners; at most ${String(MAX_CORNERS)}`,
    )
  }
  if (isAxisAlignedBox(parsed)) return { box: { bounds: polygonsBounds(parsed) } }
  return { outline: parsed }
}

/** The costly half of `parseMapArea`: an outline simplified, checked for crossings, repaired. */
export function repairedArea(parsed: MultiPolygon): MapArea {
  const outline = simplified(parsed)
  const crossings = countCrossings(outline.flat(), MAX_CROSSINGS)
  if (crossings > MAX_CROSSINGS) {
    throw badRequest(
      `querystring/map crosses itself more than ${String(MAX_CROSSINGS)} times; draw the area as one or a few loops`,
    )
  }
  let repaired: MultiPolygon
  try {
    repaired = polygonClipping.union(outline)
  } catch {
    throw badRequest('querystring/map is a polygon that cannot be repaired into an area')
  }
  if (repaired.length === 0) throw badRequest('querystring/map encloses no area')
  return { bounds: polygonsBounds(repaired), polygons: repaired }
}

/** The area a search names in `map`, or undefined without one. */
export const mapAreaOf = (query: { readonly map?: string }): MapArea | undefined =>
  query.map === undefined ? undefined : parseMapArea(query.map)
