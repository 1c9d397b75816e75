import type { RoadFeature } from '../../../contract/geo'
import { textWidth, type Box, type LabelKind, type MapLabel, type Point } from './labelBoxes'

/** An angle in degrees turned to read left to right (never upside down). */
export function readableAngle(dx: number, dy: number): number {
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI
  if (angle > 90) angle -= 180
  if (angle < -90) angle += 180
  return Math.round(angle * 10) / 10
}

/** How far apart, in pixels, the spots a name is tried at along its stretch lie. */
const SPOT_STEP = 24
/** The most spots one road's name is tried at: the layout runs again for every set of pins. */
const MAX_SPOTS = 48
/** Free road kept at either end of a name, in pixels, so it reads as lying along the line. */
const END_ROOM = 8

/**
 * Where along a stretch `length` pixels long a name `need` pixels long is tried, as fractions of
 * the stretch: the middle, then sliding out either side a step at a time while the whole name
 * still lies on the stretch (pins often stand on the middle of a road, on a phone on most of it).
 */
export function slideSpots(length: number, need: number): number[] {
  const reach = (length - need) / 2
  if (reach < 0) return []
  const spots = [0.5]
  for (let off = SPOT_STEP; off <= reach; off += SPOT_STEP) {
    spots.push(0.5 - off / length, 0.5 + off / length)
  }
  return spots
}

/** How far a road may turn, in degrees, and still carry one name straight along it. */
const STRAIGHT_DEGREES = 12

/**
 * A line's nearly straight runs on screen, each from its first point to its last: a road drawn
 * with a few points a kilometre keeps its name along consecutive pieces that go the same way.
 */
function straightRuns(points: readonly Point[]): { a: Point; b: Point }[] {
  const runs: { a: Point; b: Point }[] = []
  let start = points[0]
  let heading: number | undefined
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]
    const to = points[i]
    if (!from || !to || !start) continue
    const turn = Math.atan2(to.y - from.y, to.x - from.x)
    const apart =
      heading === undefined ? 0 : Math.abs(((((turn - heading) * 180) / Math.PI + 540) % 360) - 180)
    if (apart > STRAIGHT_DEGREES) {
      runs.push({ a: start, b: from })
      start = from
    }
    if (heading === undefined || apart > STRAIGHT_DEGREES) heading = turn
    const last = points[i]
    if (i === points.length - 1 && last) runs.push({ a: start, b: last })
  }
  return runs
}

const clip = (point: Point, view: Box): Point => ({
  x: Math.min(view.right, Math.max(view.left, point.x)),
  y: Math.min(view.bottom, Math.max(view.top, point.y)),
})

/**
 * Where one road's name may go: along every straight stretch on screen of every piece of the
 * road named so, longest stretch first, from its middle outwards (see slideSpots); then, where
 * pins cover all of those, in the same spots moved `beside` pixels off the line to either side,
 * still along it. Highways read upright, as a shield. The spots share one key: the first free one
 * is taken, so a road is named once a view.
 */
export function roadNameSpots(
  kind: LabelKind,
  name: string,
  pieces: readonly RoadFeature[],
  project: (position: readonly [number, number]) => Point,
  view: Box,
  beside = 0,
): MapLabel[] {
  const need = textWidth(name, kind) + 2 * END_ROOM
  const stretches = pieces
    .flatMap((road) => straightRuns(road.path.map((position) => clip(project(position), view))))
    .map(({ a, b }) => ({ a, b, length: Math.hypot(b.x - a.x, b.y - a.y) }))
    .filter(({ length }) => length >= need)
    .sort((one, other) => other.length - one.length)
  const key = `${kind}:${name}`
  const online = stretches
    .flatMap(({ a, b, length }) => {
      const angle = kind === 'highway' ? 0 : readableAngle(b.x - a.x, b.y - a.y)
      return slideSpots(length, need).map((spot) => ({
        key,
        kind,
        text: name,
        point: { x: a.x + (b.x - a.x) * spot, y: a.y + (b.y - a.y) * spot },
        angle,
      }))
    })
    .slice(0, MAX_SPOTS)
  if (beside === 0) return online
  const offLine = online.flatMap((label) => {
    const radians = (label.angle * Math.PI) / 180
    const across = { x: -Math.sin(radians) * beside, y: Math.cos(radians) * beside }
    return [-1, 1].map((side) => ({
      ...label,
      point: { x: label.point.x + side * across.x, y: label.point.y + side * across.y },
    }))
  })
  return [...online, ...offLine]
}
