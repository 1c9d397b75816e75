import { worldPixel, worldPlace } from './mapFrame'
import type { LatLng } from './mapMarkers'

/**
 * The map centre that shows `point` `offset` pixels from the middle of the map at this zoom
 * (x to the right, y down).
 */
export function centerShowing(
  point: LatLng,
  zoom: number,
  offset: { readonly x: number; readonly y: number },
): LatLng {
  const world = worldPixel(point, zoom)
  return worldPlace(world.x - offset.x, world.y - offset.y, zoom)
}

/** Below this width the listing overlay spans the map's foot; from it, it stands at the left. */
export const OVERLAY_SIDE_FROM_PX = 600
/** What the overlay covers: 340 px wide and 16 px in from the left, or about 360 px of the foot. */
export const OVERLAY_SIDE_PX = 356
export const OVERLAY_FOOT_PX = 368

/**
 * Where a chosen pin goes so the listing overlay never covers it: the middle of what the overlay
 * leaves free of the map (right of it on a wide screen, above it on a phone).
 */
export function pinOffsetBesideOverlay(
  viewportWidth: number,
  mapHeight: number,
): { x: number; y: number } {
  if (viewportWidth >= OVERLAY_SIDE_FROM_PX) return { x: OVERLAY_SIDE_PX / 2, y: 0 }
  return { x: 0, y: -Math.min(OVERLAY_FOOT_PX, mapHeight / 2) / 2 }
}

/** Where `point` stands on the map, in pixels from its middle (x to the right, y down). */
export function offsetFromCenter(
  point: LatLng,
  center: LatLng,
  zoom: number,
): { x: number; y: number } {
  const at = worldPixel(point, zoom)
  const middle = worldPixel(center, zoom)
  return { x: at.x - middle.x, y: at.y - middle.y }
}

/** How far inside the map's edges and clear of the overlay a pin must stand to count as seen. */
export const PIN_CLEARANCE_PX = 40

/**
 * Whether a pin `offset` pixels from the middle of a `map`-sized map is in view and clear of the
 * listing overlay (the left 356 px on a wide screen, the foot on a phone), with PIN_CLEARANCE_PX
 * to spare. Such a pin needs no move of the map when its overlay opens: the map, and the results
 * listed beside it, stay as they are.
 */
export function pinClearOfOverlay(
  offset: { readonly x: number; readonly y: number },
  map: { readonly width: number; readonly height: number },
  viewportWidth: number,
): boolean {
  const x = map.width / 2 + offset.x
  const y = map.height / 2 + offset.y
  const side = viewportWidth >= OVERLAY_SIDE_FROM_PX
  const left = (side ? OVERLAY_SIDE_PX : 0) + PIN_CLEARANCE_PX
  const bottom =
    map.height - (side ? 0 : Math.min(OVERLAY_FOOT_PX, map.height / 2)) - PIN_CLEARANCE_PX
  return x >= left && x <= map.width - PIN_CLEARANCE_PX && y >= PIN_CLEARANCE_PX && y <= bottom
}
