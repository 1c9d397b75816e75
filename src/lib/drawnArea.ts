import { MAX_DRAWN_VERTICES, crossesItself } from './drawnAreaCode'
import type { LatLng } from './mapMarkers'

/**
 * Rules for a search area drawn on the map: at most 200 corners (a freehand line is simplified
 * down to that), never a line that crosses itself, and a short spelling for the URL. The
 * simplification loads with the drawing tools; the spelling and the crossing check, which the map
 * screen needs for an area in its address, are in drawnAreaCode.
 */

export {
  MAX_DRAWN_VERTICES,
  crossesItself,
  decodeDrawnArea,
  encodeDrawnArea,
} from './drawnAreaCode'

/** Why a drawn line is not searched. */
export type DrawnAreaProblem = 'tooFew' | 'crossing'

export type DrawnAreaResult =
  | { readonly path: readonly LatLng[]; readonly problem?: undefined }
  | { readonly path?: undefined; readonly problem: DrawnAreaProblem }

/** Planar x/y in degrees of latitude, so a degree of longitude counts as it does on the ground. */
function planar(point: LatLng, cosLatitude: number): readonly [number, number] {
  return [point.longitude * cosLatitude, point.latitude]
}

const samePoint = (a: LatLng | undefined, b: LatLng | undefined) =>
  a?.latitude === b?.latitude && a?.longitude === b?.longitude

/** Drops repeated points and a closing point that repeats the first. */
export function distinctCorners(path: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = []
  for (const point of path) {
    if (!samePoint(out.at(-1), point)) out.push(point)
  }
  if (out.length > 1 && samePoint(out[0], out.at(-1))) out.pop()
  return out
}

function distanceToSegment(
  p: readonly [number, number],
  a: readonly [number, number],
  b: readonly [number, number],
): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length2 = dx * dx + dy * dy
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/** Douglas–Peucker over the closed ring: the indexes of the corners kept at this tolerance. */
function keptCorners(points: readonly (readonly [number, number])[], tolerance: number): number[] {
  const keep = new Array<boolean>(points.length + 1).fill(false)
  keep[0] = true
  keep[points.length] = true
  // The ring as a line that ends where it starts.
  const at = (index: number) => points[index % points.length] ?? [0, 0]
  const stack: [number, number][] = [[0, points.length]]
  while (stack.length > 0) {
    const [from, to] = stack.pop() ?? [0, 0]
    let farthest = -1
    let distance = -1
    for (let index = from + 1; index < to; index += 1) {
      const d = distanceToSegment(at(index), at(from), at(to))
      if (d > distance) {
        distance = d
        farthest = index
      }
    }
    if (farthest !== -1 && distance > tolerance) {
      keep[farthest] = true
      stack.push([from, farthest], [farthest, to])
    }
  }
  const kept: number[] = []
  for (let index = 0; index < points.length; index += 1) if (keep[index]) kept.push(index)
  return kept
}

/**
 * A ring of at most `max` corners that stays as close to the drawn line as that allows: the
 * smallest Douglas–Peucker tolerance (found by halving) whose result fits.
 */
export function simplifyRing(path: readonly LatLng[], max: number = MAX_DRAWN_VERTICES): LatLng[] {
  const corners = distinctCorners(path)
  if (corners.length <= max) return corners
  const cosLatitude = Math.cos(((corners[0]?.latitude ?? 0) * Math.PI) / 180)
  const points = corners.map((point) => planar(point, cosLatitude))
  let low = 0
  let high = 1
  while (keptCorners(points, high).length > max) high *= 2
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2
    if (keptCorners(points, middle).length > max) low = middle
    else high = middle
  }
  return keptCorners(points, high).flatMap((index) => corners[index] ?? [])
}

/** What a drawn line becomes: a ring of at most 200 corners to search in, or why it is not one. */
export function drawnArea(line: readonly LatLng[]): DrawnAreaResult {
  const path = simplifyRing(line)
  if (path.length < 3) return { problem: 'tooFew' }
  if (crossesItself(path)) return { problem: 'crossing' }
  return { path }
}
