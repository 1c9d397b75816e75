/** [longitude, latitude], GeoJSON order. */
export type Position = readonly [number, number]
export type Ring = readonly Position[]

/** Ray casting; points on an edge may fall either way, which sampling never relies on. */
export function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false
  let previous = ring.at(-1)
  for (const current of ring) {
    if (!previous) break
    const [xi, yi] = current
    const [xj, yj] = previous
    previous = current
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

export interface Bounds {
  readonly west: number
  readonly south: number
  readonly east: number
  readonly north: number
}

export function ringBounds(ring: Ring): Bounds {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return { west, south, east, north }
}

/** The bounds of polygons, read from their outer rings (a hole lies inside its outer ring). */
export function polygonsBounds(polygons: readonly (readonly Ring[])[]): Bounds {
  return ringBounds(polygons.flatMap((polygon) => polygon[0] ?? []))
}

/** A closed copy of a ring, as GeoJSON wants (first position repeated last). */
export function closeRing(ring: Ring): Position[] {
  const first = ring[0]
  const last = ring.at(-1)
  if (!first || !last) return []
  return first[0] === last[0] && first[1] === last[1] ? [...ring] : [...ring, first]
}

export const TILE_ZOOM = 20

/** Web-Mercator tile of a point at `zoom` (the slippy-map scheme map clients use). */
export function tileOf(lng: number, lat: number, zoom = TILE_ZOOM): { x: number; y: number } {
  const scale = 2 ** zoom
  const latRad = (lat * Math.PI) / 180
  const x = Math.floor(((lng + 180) / 360) * scale)
  const y = Math.floor(
    ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale,
  )
  return { x, y }
}

/** The longitude/latitude box of a tile. */
export function tileBounds(x: number, y: number, zoom: number): Bounds {
  const scale = 2 ** zoom
  const lngOf = (tx: number) => (tx / scale) * 360 - 180
  const latOf = (ty: number) => {
    const n = Math.PI - (2 * Math.PI * ty) / scale
    return (180 / Math.PI) * Math.atan(Math.sinh(n))
  }
  return { west: lngOf(x), east: lngOf(x + 1), north: latOf(y), south: latOf(y + 1) }
}
