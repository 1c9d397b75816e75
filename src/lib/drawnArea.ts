import type { LatLng } from './mapMarkers'

/**
 * Rules for a search area drawn on the map: at most 200 corners (a freehand line is simplified
 * down to that), never a line that crosses itself, and a short spelling for the URL.
 */

/** The most corners a drawn area keeps (a saved search holds at most this many points). */
export const MAX_DRAWN_VERTICES = 200

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

function orientation(
  a: readonly [number, number],
  b: readonly [number, number],
  c: readonly [number, number],
): number {
  const value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
  return value === 0 ? 0 : Math.sign(value)
}

function within(
  a: readonly [number, number],
  b: readonly [number, number],
  p: readonly [number, number],
) {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  )
}

/** Whether two segments meet (touching or overlapping counts). */
function segmentsMeet(
  a: readonly [number, number],
  b: readonly [number, number],
  c: readonly [number, number],
  d: readonly [number, number],
): boolean {
  const o1 = orientation(a, b, c)
  const o2 = orientation(a, b, d)
  const o3 = orientation(c, d, a)
  const o4 = orientation(c, d, b)
  if (o1 !== o2 && o3 !== o4) return true
  return (
    (o1 === 0 && within(a, b, c)) ||
    (o2 === 0 && within(a, b, d)) ||
    (o3 === 0 && within(c, d, a)) ||
    (o4 === 0 && within(c, d, b))
  )
}

/** Whether the closed ring's outline crosses or touches itself anywhere but at shared corners. */
export function crossesItself(path: readonly LatLng[]): boolean {
  const points = path.map((point) => [point.longitude, point.latitude] as const)
  const n = points.length
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      // The last edge and the first share the first corner.
      if (i === 0 && j === n - 1) continue
      const a = points[i]
      const b = points[(i + 1) % n]
      const c = points[j]
      const d = points[(j + 1) % n]
      if (a && b && c && d && segmentsMeet(a, b, c, d)) return true
    }
  }
  return false
}

/** What a drawn line becomes: a ring of at most 200 corners to search in, or why it is not one. */
export function drawnArea(line: readonly LatLng[]): DrawnAreaResult {
  const path = simplifyRing(line)
  if (path.length < 3) return { problem: 'tooFew' }
  if (crossesItself(path)) return { problem: 'crossing' }
  return { path }
}

// URL spelling: each corner as the change from the one before, in units of 1e-5 degree (about a
// metre), zigzag-signed and written five bits a character in the URL-safe base64 alphabet with a
// continuation bit, so a query keeps it without percent-escapes and 200 corners fit a saved
// search's 2,000-character path.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const SCALE = 1e5

function writeNumber(value: number): string {
  let rest = value < 0 ? -2 * value - 1 : 2 * value
  let out = ''
  while (rest >= 32) {
    out += ALPHABET[(rest % 32) + 32] ?? ''
    rest = Math.floor(rest / 32)
  }
  return out + (ALPHABET[rest] ?? '')
}

/** The ring as the URL's `drawn` value. */
export function encodeDrawnArea(path: readonly LatLng[]): string {
  let latitude = 0
  let longitude = 0
  let out = ''
  for (const point of path) {
    const nextLatitude = Math.round(point.latitude * SCALE)
    const nextLongitude = Math.round(point.longitude * SCALE)
    out += writeNumber(nextLatitude - latitude) + writeNumber(nextLongitude - longitude)
    latitude = nextLatitude
    longitude = nextLongitude
  }
  return out
}

/** The URL's `drawn` value as a ring, or undefined when it is not a searchable area. */
export function decodeDrawnArea(text: string | null | undefined): LatLng[] | undefined {
  if (!text || text.length > 4000) return undefined
  const numbers: number[] = []
  let value = 0
  let factor = 1
  for (const character of text) {
    const digit = ALPHABET.indexOf(character)
    if (digit === -1) return undefined
    value += (digit % 32) * factor
    if (digit >= 32) {
      factor *= 32
      continue
    }
    numbers.push(value % 2 === 0 ? value / 2 : -(value + 1) / 2)
    value = 0
    factor = 1
  }
  if (factor !== 1 || numbers.length % 2 !== 0) return undefined
  const path: LatLng[] = []
  let latitude = 0
  let longitude = 0
  for (let index = 0; index < numbers.length; index += 2) {
    latitude += numbers[index] ?? 0
    longitude += numbers[index + 1] ?? 0
    path.push({ latitude: latitude / SCALE, longitude: longitude / SCALE })
  }
  const valid =
    path.length >= 3 &&
    path.length <= MAX_DRAWN_VERTICES &&
    path.every((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180) &&
    !crossesItself(path)
  return valid ? path : undefined
}
