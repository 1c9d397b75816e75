import type { LatLng } from './mapMarkers'

/** A box on the map: its edges in degrees. */
export interface ViewBounds {
  readonly north: number
  readonly south: number
  readonly east: number
  readonly west: number
}

/** The view as the realty `map` parameter: a closed [lng, lat] ring. */
export function boundsPolygon({ north, south, east, west }: ViewBounds): string {
  const round = (value: number) => Number(value.toFixed(5))
  return JSON.stringify([
    [
      [round(west), round(south)],
      [round(east), round(south)],
      [round(east), round(north)],
      [round(west), round(north)],
      [round(west), round(south)],
    ],
  ])
}

/** The bounds of a path, or undefined when it is empty. */
export function pathBounds(path: readonly LatLng[]): ViewBounds | undefined {
  if (path.length === 0) return undefined
  const lats = path.map((point) => point.latitude)
  const lngs = path.map((point) => point.longitude)
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    west: Math.min(...lngs),
  }
}
