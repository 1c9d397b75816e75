import type { ViewBounds } from '../../lib/viewBounds'

/** The grid a view's box snaps out to, in screen pixels: small pans ask for the same box. */
const SNAP_PIXELS = 512

/** Degrees of longitude `pixels` span at `zoom` (256-pixel Web-Mercator tiles). */
const degreesAcross = (pixels: number, zoom: number) => (360 * pixels) / (256 * 2 ** zoom)

const fixed = (degrees: number) => degrees.toFixed(5)

/**
 * The roads query for a view: its box grown out to a grid of half-kilobyte-pixel cells at the
 * zoom, so a pan within a cell is the same request (the browser's and the service's caches
 * answer it) and roads just off the edge are already there when the map moves.
 */
export function roadQuery(bounds: ViewBounds, zoom: number): { bbox: string; zoom: number } {
  const whole = Math.round(zoom)
  const step = degreesAcross(SNAP_PIXELS, whole)
  const down = (value: number) => Math.floor(value / step) * step
  const up = (value: number) => Math.ceil(value / step) * step
  const west = Math.max(-180, down(bounds.west))
  const east = Math.min(180, up(bounds.east))
  const south = Math.max(-85, down(bounds.south))
  const north = Math.min(85, up(bounds.north))
  return { bbox: [west, south, east, north].map(fixed).join(','), zoom: whole }
}
