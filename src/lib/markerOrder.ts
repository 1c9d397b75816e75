/** A marker's place on screen, in pixels from the map's top left. */
export interface ScreenPlace {
  readonly top: number
  readonly left: number
}

/** Markers whose tops fall in the same band of this many pixels (a pin's height) share a row. */
export const MARKER_ROW_PX = 32

/**
 * The order a keyboard reaches markers in: as one reads the map, rows from top to bottom and
 * each row left to right. Answers the places' indexes in that order.
 */
export function readingOrder(places: readonly ScreenPlace[]): number[] {
  const row = (place: ScreenPlace) => Math.floor(place.top / MARKER_ROW_PX)
  return places
    .map((place, index) => ({ place, index }))
    .sort((a, b) => row(a.place) - row(b.place) || a.place.left - b.place.left)
    .map(({ index }) => index)
}
