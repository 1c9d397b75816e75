import type { LatLng } from './mapMarkers'

/**
 * What the map screen needs of a drawn area from its first load: the area's spelling in the URL
 * (`drawn`) and the check that a ring read from it is an area (lib/drawnArea has the rest).
 */

/** The most corners a drawn area keeps (a saved search holds at most this many points). */
export const MAX_DRAWN_VERTICES = 200

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
