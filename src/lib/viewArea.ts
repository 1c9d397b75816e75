import { boundsPolygon, type LatLng, type ViewBounds } from './mapMarkers'

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

/**
 * The search's `map` parameter for the view (GeoJSON polygon coordinates, longitude first), or
 * NO_AREA when the outline is nowhere on screen.
 */
export function viewSearchArea(outline: readonly LatLng[] | null, bounds: ViewBounds): string {
  if (!outline) return boundsPolygon(bounds)
  const clipped = clipToBounds(outline, bounds)
  if (clipped.length < 3) return NO_AREA
  const ring = clipped.map((point) => [round(point.longitude), round(point.latitude)])
  const [first] = ring
  return JSON.stringify([first ? [...ring, first] : ring])
}
