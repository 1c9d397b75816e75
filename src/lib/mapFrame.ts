import type { LatLng } from './mapMarkers'
import type { ViewBounds } from './viewBounds'

/**
 * Where on screen a place is drawn, and which part of a view a search covers so that every
 * marker it brings is drawn whole and in the open: Web Mercator (both map adapters), 256-pixel
 * tiles.
 */

const DEGREES = 180 / Math.PI

/** Web Mercator's y of a latitude, in radians of the projected world (north is larger). */
export const mercatorY = (latitude: number): number => {
  const sin = Math.sin(latitude / DEGREES)
  return Math.log((1 + sin) / (1 - sin)) / 2
}

const latitudeOfY = (y: number): number => Math.atan(Math.sinh(y)) * DEGREES

/** A place in pixels of the whole world at a zoom, from its north-west corner. */
export function worldPixel(
  { latitude, longitude }: LatLng,
  zoom: number,
): { x: number; y: number } {
  const size = 256 * 2 ** zoom
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - mercatorY(latitude) / (2 * Math.PI)) * size,
  }
}

/** The place at world pixel (x, y) at a zoom. */
export function worldPlace(x: number, y: number, zoom: number): LatLng {
  const size = 256 * 2 ** zoom
  return {
    latitude: latitudeOfY((0.5 - y / size) * 2 * Math.PI),
    longitude: (x / size) * 360 - 180,
  }
}

/**
 * The largest whole zoom (Web Mercator, 256-pixel tiles) at which `bounds` fits a view of
 * `width` × `height` pixels, within min..max.
 */
export function zoomToFit(
  bounds: ViewBounds,
  width: number,
  height: number,
  min: number,
  max: number,
): number {
  const lngFraction = Math.max(1e-9, (bounds.east - bounds.west) / 360)
  const latFraction = Math.max(
    1e-9,
    (mercatorY(bounds.north) - mercatorY(bounds.south)) / (2 * Math.PI),
  )
  const zoom = Math.floor(
    Math.min(Math.log2(width / 256 / lngFraction), Math.log2(height / 256 / latFraction)),
  )
  return Math.min(max, Math.max(min, zoom))
}

/** A map's size on screen, and the box its floating controls cover (pixels from its top left). */
export interface MapRoom {
  readonly width: number
  readonly height: number
  /** The left and bottom edges of the controls down the map's right edge; null without any. */
  readonly controls: { readonly left: number; readonly bottom: number } | null
}

/** A price pin stands this tall above its spot (markers.css: 18 px line, padding and border). */
export const PIN_HEIGHT_PX = 26
/** Half the widest price pin ("1,25 M$"), and a little room. */
export const PIN_HALF_WIDTH_PX = 36
/** A pin's height or a cluster's radius, whichever is more, and a little room. */
export const BELOW_CONTROLS_PX = 28

/** The place at (x, y) pixels from the top left of a view of this size. */
export function viewPoint(
  bounds: ViewBounds,
  size: { readonly width: number; readonly height: number },
  x: number,
  y: number,
): LatLng {
  const north = mercatorY(bounds.north)
  const south = mercatorY(bounds.south)
  return {
    latitude: latitudeOfY(north + ((south - north) * y) / size.height),
    longitude: bounds.west + ((bounds.east - bounds.west) * x) / size.width,
  }
}

export interface SearchFrame {
  /** The view less a pin's height along its top, where a pin would be cut by the map's edge. */
  readonly bounds: ViewBounds
  /** The controls' box, grown by a marker's reach, out to the view's north and east edges. */
  readonly keepOut: ViewBounds | null
}

/**
 * The part of a view a search covers: a pin's spot is never so near the top that the pin is cut,
 * nor so near the controls that the pin (or a cluster) is under them.
 */
export function searchFrame(bounds: ViewBounds, room: MapRoom | null): SearchFrame {
  if (!room || room.width <= 0 || room.height <= 2 * PIN_HEIGHT_PX) {
    return { bounds, keepOut: null }
  }
  const searched = { ...bounds, north: viewPoint(bounds, room, 0, PIN_HEIGHT_PX).latitude }
  if (!room.controls) return { bounds: searched, keepOut: null }
  const corner = viewPoint(
    bounds,
    room,
    room.controls.left - PIN_HALF_WIDTH_PX,
    room.controls.bottom + BELOW_CONTROLS_PX,
  )
  return {
    bounds: searched,
    keepOut: {
      north: bounds.north,
      east: bounds.east,
      south: corner.latitude,
      west: corner.longitude,
    },
  }
}

/**
 * The view that shows a place's bounds whole in the part of the map no control covers: the
 * largest whole zoom at which they fit left of the controls' column and under a pin's height,
 * centred in that part.
 */
export function fitInRoom(
  bounds: ViewBounds,
  room: MapRoom,
  minZoom: number,
  maxZoom: number,
): { center: LatLng; zoom: number } {
  const right = room.controls ? Math.max(0, room.width - room.controls.left + PIN_HALF_WIDTH_PX) : 0
  const width = Math.max(1, room.width - right)
  const height = Math.max(1, room.height - PIN_HEIGHT_PX)
  const zoom = zoomToFit(bounds, width, height, minZoom, maxZoom)
  const north = worldPixel({ latitude: bounds.north, longitude: bounds.west }, zoom)
  const south = worldPixel({ latitude: bounds.south, longitude: bounds.east }, zoom)
  // The bounds' middle sits at the middle of the free part: the view's centre is that far
  // right of it (half the column) and up (half a pin's height).
  const center = worldPlace(
    (north.x + south.x) / 2 + right / 2,
    (north.y + south.y) / 2 - PIN_HEIGHT_PX / 2,
    zoom,
  )
  return { center, zoom }
}
