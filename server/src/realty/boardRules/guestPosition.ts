import type { Position } from '../../data/geometry'

/**
 * A withheld listing's position, for guests, is the centre of its grid cell: 0.00135 degrees of
 * latitude (150 m) by 0.0019 of longitude (about 150 m at 45 degrees north, 140 m in Toronto).
 * The cell is fixed, so every guest request places the listing at the same point, and every
 * figure derived from positions (cluster centre, bounds, map counts, nearness) rests on it.
 * The listings migration 010 computes the same values in SQL for files written before it.
 */
export const GUEST_CELL_LAT = 0.00135
export const GUEST_CELL_LNG = 0.0019

/** The centre of the cell that holds a coordinate, on a grid of `step` degrees. */
export const cellCentre = (degrees: number, step: number): number =>
  (Math.floor(degrees / step) + 0.5) * step

/** The point a guest is given for a withheld listing at latitude, longitude. */
export function guestPoint(
  latitude: number,
  longitude: number,
): {
  latitude: number
  longitude: number
} {
  return {
    latitude: cellCentre(latitude, GUEST_CELL_LAT),
    longitude: cellCentre(longitude, GUEST_CELL_LNG),
  }
}

/** The same, for a GeoJSON [longitude, latitude] position. */
export function guestPosition([longitude, latitude]: Position): Position {
  const point = guestPoint(latitude, longitude)
  return [point.longitude, point.latitude]
}

export interface LatLngBox {
  readonly top_left: { readonly latitude: number; readonly longitude: number }
  readonly bottom_right: { readonly latitude: number; readonly longitude: number }
}

/**
 * A box widened outwards to whole grid cells. A source that cannot place withheld listings at
 * their cell centres itself (the provider clusters on exact positions) snaps a guest's cluster
 * bounds to the grid, so an edge never sits on a listing's own coordinates.
 */
export function snapBoxToGrid(box: LatLngBox): LatLngBox {
  const down = (value: number, step: number) => Math.floor(value / step) * step
  const up = (value: number, step: number) => (Math.floor(value / step) + 1) * step
  return {
    top_left: {
      latitude: up(box.top_left.latitude, GUEST_CELL_LAT),
      longitude: down(box.top_left.longitude, GUEST_CELL_LNG),
    },
    bottom_right: {
      latitude: down(box.bottom_right.latitude, GUEST_CELL_LAT),
      longitude: up(box.bottom_right.longitude, GUEST_CELL_LNG),
    },
  }
}
