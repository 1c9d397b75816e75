import type { PlaceLabel, RoadFeature } from '../../../contract/geo'
import type { MapMarker } from '../../lib/mapMarkers'

/** A point on the screen, in pixels. */
export interface Point {
  readonly x: number
  readonly y: number
}

export interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

export type LabelKind = 'city' | 'neighbourhood' | 'highway' | 'arterial' | 'street'

/** A name placed on the map: centred on `point`, turned `angle` degrees to follow its road. */
export interface MapLabel {
  readonly key: string
  readonly kind: LabelKind
  readonly text: string
  readonly point: Point
  readonly angle: number
}

/** Font size in pixels per kind: cities largest, streets smallest. */
export const LABEL_FONT: Readonly<Record<LabelKind, number>> = {
  city: 15,
  neighbourhood: 11,
  highway: 11,
  arterial: 12,
  street: 11,
}

/** The zooms at which each kind of name is written (neighbourhoods by the service's choice). */
export const LABEL_MIN_ZOOM = { highway: 10, arterial: 13, street: 15 } as const

/** Average glyph width against the font size, for the system sans-serif the map uses. */
const GLYPH = 0.6
/** Free space kept around every label and pin, so names never touch. */
const GAP = 3

export const textWidth = (text: string, kind: LabelKind) =>
  text.length * LABEL_FONT[kind] * GLYPH + (kind === 'highway' ? 10 : 0)

/** The screen box a label covers, turned with it (its upright bounding box). */
export function labelBox({ text, kind, point, angle }: MapLabel): Box {
  const width = textWidth(text, kind) / 2 + GAP
  const height = LABEL_FONT[kind] * 0.7 + GAP
  const radians = (angle * Math.PI) / 180
  const halfX = Math.abs(Math.cos(radians)) * width + Math.abs(Math.sin(radians)) * height
  const halfY = Math.abs(Math.sin(radians)) * width + Math.abs(Math.cos(radians)) * height
  return {
    left: point.x - halfX,
    right: point.x + halfX,
    top: point.y - halfY,
    bottom: point.y + halfY,
  }
}

/**
 * The box a pin covers: a price tag stands above its point (markers.css lifts it by its height),
 * a cluster or stack is a circle centred on it.
 */
export function pinBox(marker: MapMarker, point: Point): Box {
  const round = marker.variant === 'cluster' || marker.variant === 'stack'
  const width = Math.max(34, marker.label.length * 7.5 + 18) / 2 + GAP
  if (round) {
    return {
      left: point.x - width,
      right: point.x + width,
      top: point.y - 20,
      bottom: point.y + 20,
    }
  }
  return { left: point.x - width, right: point.x + width, top: point.y - 26, bottom: point.y + GAP }
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top

/**
 * Keeps the labels, in priority order, that overlap no pin, no earlier label and stay inside the
 * view: a name never sits on a pin, and two names never collide.
 */
export function placeLabels(
  candidates: readonly MapLabel[],
  pins: readonly Box[],
  view: Box,
): MapLabel[] {
  const placed: MapLabel[] = []
  const taken: Box[] = [...pins]
  const done = new Set<string>()
  for (const label of candidates) {
    // A name tried in several spots (see placeCandidates) takes the first that is free.
    if (done.has(label.key)) continue
    const box = labelBox(label)
    const within =
      box.left >= view.left &&
      box.right <= view.right &&
      box.top >= view.top &&
      box.bottom <= view.bottom
    if (!within || taken.some((other) => overlaps(box, other))) continue
    placed.push(label)
    taken.push(box)
    done.add(label.key)
  }
  return placed
}

/** An angle in degrees turned to read left to right (never upside down). */
export function readableAngle(dx: number, dy: number): number {
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI
  if (angle > 90) angle -= 180
  if (angle < -90) angle += 180
  return Math.round(angle * 10) / 10
}

/** Where along a stretch its name is tried, in order: the middle, then either side of it. */
const ROAD_SPOTS = [0.5, 0.3, 0.7] as const
/** How many of a road's stretches its name is tried on: the layout runs on every pan. */
const TRIED_STRETCHES = 3

/**
 * Where a road's name may go: along each stretch on screen long enough for it, longest first, the
 * middle and then a spot either side of it where the name still fits (a pin often stands on the
 * middle of an arterial, and on a phone on its longest stretch too). Highways read upright, as a
 * shield. The spots share a key: the first free one is taken.
 */
export function roadLabels(
  road: RoadFeature,
  project: (position: readonly [number, number]) => Point,
  view: Box,
  key: string,
): MapLabel[] {
  const kind: LabelKind = road.kind
  const need = textWidth(road.name, kind) + 16
  const stretches = straightRuns(road.path.map((position) => clip(project(position), view)))
    .map(({ a, b }) => ({ a, b, length: Math.hypot(b.x - a.x, b.y - a.y) }))
    .filter(({ length }) => length >= need)
    .sort((one, other) => other.length - one.length)
    .slice(0, TRIED_STRETCHES)
  return stretches.flatMap(({ a, b, length }) => {
    const angle = kind === 'highway' ? 0 : readableAngle(b.x - a.x, b.y - a.y)
    // A spot off the middle is tried only where the whole name still lies on the stretch.
    const room = (spot: number) => Math.min(spot, 1 - spot) * length >= need / 2
    return ROAD_SPOTS.filter(room).map((spot) => ({
      key,
      kind,
      text: road.name,
      point: { x: a.x + (b.x - a.x) * spot, y: a.y + (b.y - a.y) * spot },
      angle,
    }))
  })
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

/** Where a place name is tried, in pixels from its centre, nearest first, while pins cover it. */
const PLACE_NUDGES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, -28],
  [0, 28],
  [-60, 0],
  [60, 0],
  [0, -56],
  [0, 56],
  [-60, -28],
  [-60, 28],
  [60, -28],
  [60, 28],
  [-110, 0],
  [110, 0],
]

/** Every name worth trying at a zoom, most important first: places, highways, arterials, streets. */
export function labelCandidates(
  roads: readonly RoadFeature[],
  places: readonly PlaceLabel[],
  zoom: number,
  project: (position: readonly [number, number]) => Point,
  view: Box,
): MapLabel[] {
  const placeLabels = places.flatMap((place): MapLabel[] => {
    const { x, y } = project(place.position)
    return PLACE_NUDGES.map(([dx, dy]) => ({
      key: `${place.kind}:${place.name}`,
      kind: place.kind,
      text: place.name,
      point: { x: x + dx, y: y + dy },
      angle: 0,
    }))
  })
  const byKind = (kind: keyof typeof LABEL_MIN_ZOOM) => {
    if (zoom < LABEL_MIN_ZOOM[kind]) return []
    const seen = new Set<string>()
    return roads.flatMap((road, index) => {
      // One name per road a view: a street is long enough for one label at these zooms.
      // A side street of the grid has no name to write.
      if (road.kind !== kind || !road.name || seen.has(road.name)) return []
      const spots = roadLabels(road, project, view, `${kind}:${road.name}:${String(index)}`)
      if (spots.length > 0) seen.add(road.name)
      return spots
    })
  }
  const cities = placeLabels.filter((label) => label.kind === 'city')
  const neighbourhoods = placeLabels.filter((label) => label.kind === 'neighbourhood')
  return [
    ...cities,
    ...byKind('highway'),
    ...neighbourhoods,
    ...byKind('arterial'),
    ...byKind('street'),
  ]
}
