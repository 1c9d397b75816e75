import type { PlaceLabel, RoadFeature } from '../../../contract/geo'
import {
  boxShape,
  LABEL_FONT,
  labelBox,
  labelShape,
  shapesOverlap,
  type Box,
  type MapLabel,
  type Point,
  type Shape,
} from './labelBoxes'
import { roadNameSpots } from './roadNameSpots'
import { roadLook } from './roadLook'

/** The zooms at which each kind of name is written (neighbourhoods by the service's choice). */
export const LABEL_MIN_ZOOM = { highway: 10, arterial: 12, street: 15 } as const

/** A place on the screen a pin or a placed name takes: its upright box and its own shape. */
interface Taken {
  readonly box: Box
  readonly shape: Shape
}

/** The side, in pixels, of the square cells the taken places are filed under. */
const CELL = 64

/**
 * Whether `test` holds for one of the cells a box covers, each named by a number (a screen spans
 * far fewer than 4,096 cells a side).
 */
function someCell(box: Box, test: (cell: number) => boolean): boolean {
  for (let x = Math.floor(box.left / CELL); x <= Math.floor(box.right / CELL); x += 1) {
    for (let y = Math.floor(box.top / CELL); y <= Math.floor(box.bottom / CELL); y += 1) {
      if (test((x + 2048) * 4096 + y + 2048)) return true
    }
  }
  return false
}

/**
 * Keeps the labels, in priority order, that overlap no pin, no earlier label and stay inside the
 * view: a name never sits on a pin, and two names never collide. A name turned along its road
 * covers its own turned rectangle, not the upright box around it, so it fits between pins beside
 * a diagonal road. A spot is checked only against the places filed under the cells it covers:
 * thousands of spots are tried for every set of pins.
 */
export function placeLabels(
  candidates: readonly MapLabel[],
  pins: readonly Box[],
  view: Box,
): MapLabel[] {
  const placed: MapLabel[] = []
  const filed = new Map<number, Taken[]>()
  const take = (taken: Taken) =>
    someCell(taken.box, (cell) => {
      const list = filed.get(cell)
      if (list) list.push(taken)
      else filed.set(cell, [taken])
      return false
    })
  for (const box of pins) take({ box, shape: boxShape(box) })
  const done = new Set<string>()
  for (const label of candidates) {
    // A name tried in several spots takes the first that is free.
    if (done.has(label.key)) continue
    const box = labelBox(label)
    const within =
      box.left >= view.left &&
      box.right <= view.right &&
      box.top >= view.top &&
      box.bottom <= view.bottom
    if (!within) continue
    const shape = labelShape(label)
    const hit = (other: Taken) =>
      box.left < other.box.right &&
      box.right > other.box.left &&
      box.top < other.box.bottom &&
      box.bottom > other.box.top &&
      shapesOverlap(shape, other.shape)
    if (someCell(box, (cell) => filed.get(cell)?.some(hit) ?? false)) continue
    placed.push(label)
    take({ box, shape })
    done.add(label.key)
  }
  return placed
}

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

/** How many of a neighbourhood's nearest spots come before the arterials' names. */
const NEIGHBOURHOOD_OWN_SPOTS = 3

/** Every spot of every road of `kind` named at `zoom`, one key per name (see roadNameSpots). */
function roadSpots(
  roads: readonly RoadFeature[],
  kind: keyof typeof LABEL_MIN_ZOOM,
  zoom: number,
  project: (position: readonly [number, number]) => Point,
  view: Box,
): MapLabel[] {
  if (zoom < LABEL_MIN_ZOOM[kind]) return []
  const byName = new Map<string, RoadFeature[]>()
  for (const road of roads) {
    // A side street of the grid has no name to write.
    if (road.kind !== kind || !road.name) continue
    const pieces = byName.get(road.name)
    if (pieces) pieces.push(road)
    else byName.set(road.name, [road])
  }
  // A name moved off its line sits just clear of the road's edge, its middle half a line of text
  // and half the road's width away. A highway's shield stays on its road.
  const beside =
    kind === 'highway' ? 0 : LABEL_FONT[kind] / 2 + roadLook(kind, zoom, false).casingWeight / 2 + 1
  return [...byName].flatMap(([name, pieces]) =>
    roadNameSpots(kind, name, pieces, project, view, beside),
  )
}

/**
 * Every name worth trying at a zoom, most important first: cities, highways, neighbourhoods at or
 * near their own place, arterials, neighbourhoods moved further off, streets. A street name
 * along an arterial outweighs a neighbourhood name pushed away from its place by pins.
 */
export function labelCandidates(
  roads: readonly RoadFeature[],
  places: readonly PlaceLabel[],
  zoom: number,
  project: (position: readonly [number, number]) => Point,
  view: Box,
): MapLabel[] {
  const spots = (kind: PlaceLabel['kind'], from: number, to?: number) =>
    places
      .filter((place) => place.kind === kind)
      .flatMap((place): MapLabel[] => {
        const { x, y } = project(place.position)
        return PLACE_NUDGES.slice(from, to).map(([dx, dy]) => ({
          key: `${place.kind}:${place.name}`,
          kind: place.kind,
          text: place.name,
          point: { x: x + dx, y: y + dy },
          angle: 0,
        }))
      })
  return [
    ...spots('city', 0),
    ...roadSpots(roads, 'highway', zoom, project, view),
    ...spots('neighbourhood', 0, NEIGHBOURHOOD_OWN_SPOTS),
    ...roadSpots(roads, 'arterial', zoom, project, view),
    ...spots('neighbourhood', NEIGHBOURHOOD_OWN_SPOTS),
    ...roadSpots(roads, 'street', zoom, project, view),
  ]
}
