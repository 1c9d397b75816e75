import type { LatLng } from './mapMarkers'
import { boundsPolygon, type ViewBounds } from './viewBounds'

/**
 * The area a map search covers: what is on screen, and within a chosen or drawn outline when
 * one is set (the outline clipped to the view), so the pins, the count and the results panel
 * follow the view as it moves.
 */

type Edge = 'west' | 'east' | 'south' | 'north'

const inside = (point: LatLng, edge: Edge, bounds: ViewBounds): boolean => {
  switch (edge) {
    case 'west':
      return point.longitude >= bounds.west
    case 'east':
      return point.longitude <= bounds.east
    case 'south':
      return point.latitude >= bounds.south
    case 'north':
      return point.latitude <= bounds.north
  }
}

/** Where the segment from a to b crosses the edge's line. */
const crossing = (a: LatLng, b: LatLng, edge: Edge, bounds: ViewBounds): LatLng => {
  if (edge === 'west' || edge === 'east') {
    const longitude = bounds[edge]
    const t = (longitude - a.longitude) / (b.longitude - a.longitude)
    return { latitude: a.latitude + t * (b.latitude - a.latitude), longitude }
  }
  const latitude = bounds[edge]
  const t = (latitude - a.latitude) / (b.latitude - a.latitude)
  return { latitude, longitude: a.longitude + t * (b.longitude - a.longitude) }
}

/**
 * The outline clipped to the view's rectangle (Sutherland–Hodgman, edge by edge). A concave
 * outline cut in two stays one ring joined along the view's edge, which covers the same homes.
 * Empty when the outline is nowhere on screen.
 */
export function clipToBounds(path: readonly LatLng[], bounds: ViewBounds): LatLng[] {
  let ring: LatLng[] = [...path]
  for (const edge of ['west', 'east', 'south', 'north'] as const) {
    const next: LatLng[] = []
    ring.forEach((current, index) => {
      const previous = ring[(index + ring.length - 1) % ring.length] ?? current
      const currentIn = inside(current, edge, bounds)
      const previousIn = inside(previous, edge, bounds)
      if (currentIn) {
        if (!previousIn) next.push(crossing(previous, current, edge, bounds))
        next.push(current)
      } else if (previousIn) {
        next.push(crossing(previous, current, edge, bounds))
      }
    })
    ring = next
    if (ring.length === 0) break
  }
  return ring
}

/** The search area when the outline is nowhere on screen: nothing to search, no homes in view. */
export const NO_AREA = 'none'

const round = (value: number) => Number(value.toFixed(5))

const ringText = (ring: readonly LatLng[]): string => {
  const pairs = ring.map((point) => [round(point.longitude), round(point.latitude)])
  const [first] = pairs
  return JSON.stringify([first ? [...pairs, first] : pairs])
}

/**
 * The view without a box at its north-east corner (the map's controls float there): two
 * rectangles, the view west of the box and the strip under it. Either is left out when empty.
 */
export function viewPieces(bounds: ViewBounds, keepOut: ViewBounds | null): ViewBounds[] {
  if (!keepOut) return [bounds]
  const west = Math.max(bounds.west, Math.min(bounds.east, keepOut.west))
  const south = Math.max(bounds.south, Math.min(bounds.north, keepOut.south))
  return [
    { ...bounds, east: west },
    { ...bounds, north: south, west },
  ].filter((piece) => piece.east > piece.west && piece.north > piece.south)
}

/**
 * The search's `map` parameter for the view (GeoJSON polygon coordinates, longitude first), or
 * NO_AREA when the outline is nowhere on screen. `keepOut`, a box at the view's north-east
 * corner where the map's controls stand, is left out of the area, so no home is searched (and
 * pinned) under them: the view becomes an L-shaped ring, and an outline is clipped to each
 * piece of the view (a multipolygon when both hold some of it).
 */
export function viewSearchArea(
  outline: readonly LatLng[] | null,
  bounds: ViewBounds,
  keepOut: ViewBounds | null = null,
): string {
  const pieces = viewPieces(bounds, keepOut)
  if (!outline) {
    const [west, under] = pieces
    if (!west || !under) return boundsPolygon(west ?? under ?? bounds)
    return ringText([
      { latitude: bounds.south, longitude: bounds.west },
      { latitude: bounds.south, longitude: bounds.east },
      { latitude: under.north, longitude: bounds.east },
      { latitude: under.north, longitude: west.east },
      { latitude: bounds.north, longitude: west.east },
      { latitude: bounds.north, longitude: bounds.west },
    ])
  }
  const rings = pieces
    .map((piece) => clipToBounds(outline, piece))
    .filter((ring) => ring.length >= 3)
  if (rings.length === 0) return NO_AREA
  if (rings.length === 1) return ringText(rings[0] ?? [])
  return `[${rings.map(ringText).join(',')}]`
}
