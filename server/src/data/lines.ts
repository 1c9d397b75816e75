import { pointInRing, type Position, type Ring } from './geometry'

const METRES_PER_DEGREE = 111_320

/**
 * Local flat metres around a latitude: east and north of the origin. Across a city (tens of
 * kilometres) the error is well under a metre per hundred, plenty for placing homes on a road.
 */
function toMetres([lng, lat]: Position, originLat: number): [number, number] {
  return [lng * METRES_PER_DEGREE * Math.cos((originLat * Math.PI) / 180), lat * METRES_PER_DEGREE]
}

function fromMetres([east, north]: readonly [number, number], originLat: number): Position {
  return [
    east / (METRES_PER_DEGREE * Math.cos((originLat * Math.PI) / 180)),
    north / METRES_PER_DEGREE,
  ]
}

/** Metres between two points (flat earth, fine within a region). */
export function metresBetween(a: Position, b: Position): number {
  const [ax, ay] = toMetres(a, a[1])
  const [bx, by] = toMetres(b, a[1])
  return Math.hypot(ax - bx, ay - by)
}

/** Where a point meets a line: the nearest point on it, how far away, and the way the line runs there. */
export interface LinePoint {
  readonly position: Position
  readonly metres: number
  /** Unit vector along the line at that point, in metres east and north. */
  readonly along: readonly [number, number]
  /** Metres from the line's start to the point, along the line. */
  readonly fromStart: number
}

/** The nearest point on a polyline to `point`. */
export function nearestOnLine(point: Position, line: readonly Position[]): LinePoint {
  const lat = point[1]
  const [px, py] = toMetres(point, lat)
  let best: LinePoint = {
    position: line[0] ?? point,
    metres: Infinity,
    along: [1, 0],
    fromStart: 0,
  }
  let travelled = 0
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    if (!a || !b) continue
    const [ax, ay] = toMetres(a, lat)
    const [bx, by] = toMetres(b, lat)
    const dx = bx - ax
    const dy = by - ay
    const length = Math.hypot(dx, dy)
    if (length === 0) continue
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (length * length)))
    const x = ax + t * dx
    const y = ay + t * dy
    const metres = Math.hypot(px - x, py - y)
    if (metres < best.metres) {
      best = {
        position: fromMetres([x, y], lat),
        metres,
        along: [dx / length, dy / length],
        fromStart: travelled + t * length,
      }
    }
    travelled += length
  }
  return best
}

/** A point `east` and `north` metres from `origin`. */
export function offsetMetres(origin: Position, east: number, north: number): Position {
  const [x, y] = toMetres(origin, origin[1])
  return fromMetres([x + east, y + north], origin[1])
}

/** Points along a polyline at most `step` metres apart, its vertices included. */
export function sampleLine(line: readonly Position[], step: number): Position[] {
  const points: Position[] = []
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    if (!a || !b) continue
    const parts = Math.max(1, Math.ceil(metresBetween(a, b) / step))
    for (let k = 0; k < parts; k += 1) {
      const t = k / parts
      points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
    }
  }
  const last = line.at(-1)
  if (last) points.push(last)
  return points
}

/** Whether any stretch of the line runs through the ring, checked every `step` metres. */
export function lineEntersRing(line: readonly Position[], ring: Ring, step = 25): boolean {
  return sampleLine(line, step).some((point) => pointInRing(point, ring))
}

/** Metres along a polyline. */
export function lineLength(line: readonly Position[]): number {
  let total = 0
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    if (a && b) total += metresBetween(a, b)
  }
  return total
}

/** The point `distance` metres from the line's start (clamped to its ends), and its heading. */
export function pointAlong(
  line: readonly Position[],
  distance: number,
): { position: Position; along: readonly [number, number] } {
  let left = Math.max(0, distance)
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    if (!a || !b) continue
    const length = metresBetween(a, b)
    if (length === 0) continue
    if (left <= length || i === line.length - 1) {
      const t = Math.min(1, left / length)
      const [ax, ay] = toMetres(a, a[1])
      const [bx, by] = toMetres(b, a[1])
      return {
        position: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
        along: [(bx - ax) / length, (by - ay) / length],
      }
    }
    left -= length
  }
  return { position: line[0] ?? [0, 0], along: [1, 0] }
}
