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

/** Average glyph width against the font size, for the system sans-serif the map uses. */
const GLYPH = 0.6
/** Free space kept around every label and pin, so names never touch. */
const GAP = 3

/** The room around a highway's number on its shield, in pixels. */
export const HIGHWAY_SHIELD_PADDING = { x: 4, y: 2 }

/** The width a name is given on the map: its text's and, for a highway, its shield's. */
export const textWidth = (text: string, kind: LabelKind) =>
  text.length * LABEL_FONT[kind] * GLYPH +
  (kind === 'highway' ? 2 * HIGHWAY_SHIELD_PADDING.x + 2 : 0)

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

/** A rectangle turned about its centre: half its length along (cos, sin), half its height across. */
export interface Shape {
  readonly x: number
  readonly y: number
  readonly halfLength: number
  readonly halfHeight: number
  readonly cos: number
  readonly sin: number
}

/** The rectangle a label's text covers, turned with it (thinner than its upright box). */
export function labelShape({ text, kind, point, angle }: MapLabel): Shape {
  const radians = (angle * Math.PI) / 180
  return {
    x: point.x,
    y: point.y,
    halfLength: textWidth(text, kind) / 2 + GAP,
    halfHeight: LABEL_FONT[kind] * 0.7 + GAP,
    cos: Math.cos(radians),
    sin: Math.sin(radians),
  }
}

export const boxShape = (box: Box): Shape => ({
  x: (box.left + box.right) / 2,
  y: (box.top + box.bottom) / 2,
  halfLength: (box.right - box.left) / 2,
  halfHeight: (box.bottom - box.top) / 2,
  cos: 1,
  sin: 0,
})

/** Half the span of `shape` along the axis (ax, ay). */
const reach = (shape: Shape, ax: number, ay: number) =>
  shape.halfLength * Math.abs(shape.cos * ax + shape.sin * ay) +
  shape.halfHeight * Math.abs(shape.cos * ay - shape.sin * ax)

/** Whether two turned rectangles overlap: no side of either separates them. */
export function shapesOverlap(a: Shape, b: Shape): boolean {
  const dx = b.x - a.x
  const dy = b.y - a.y
  for (const [ax, ay] of [
    [a.cos, a.sin],
    [-a.sin, a.cos],
    [b.cos, b.sin],
    [-b.sin, b.cos],
  ] as const) {
    if (Math.abs(dx * ax + dy * ay) >= reach(a, ax, ay) + reach(b, ax, ay)) return false
  }
  return true
}
