import { describe, expect, it } from 'vitest'
import {
  BELOW_CONTROLS_PX,
  fitInRoom,
  PIN_HALF_WIDTH_PX,
  PIN_HEIGHT_PX,
  searchFrame,
  viewPoint,
  worldPixel,
  worldPlace,
} from '../../src/lib/mapFrame'
import type { ViewBounds } from '../../src/lib/viewBounds'

/** Downtown Toronto at zoom 14 in a 400 × 600 view. */
const zoom = 14
const size = { width: 400, height: 600 }
const centre = worldPixel({ latitude: 43.6532, longitude: -79.3832 }, zoom)
const northWest = worldPlace(centre.x - 200, centre.y - 300, zoom)
const southEast = worldPlace(centre.x + 200, centre.y + 300, zoom)
const bounds: ViewBounds = {
  north: northWest.latitude,
  west: northWest.longitude,
  south: southEast.latitude,
  east: southEast.longitude,
}
/** A view point's pixels from the view's top left. */
const onScreen = (x: number, y: number) => {
  const place = worldPixel(viewPoint(bounds, size, x, y), zoom)
  return { x: place.x - (centre.x - 200), y: place.y - (centre.y - 300) }
}

describe('mapFrame', () => {
  it('worldPlace undoes worldPixel', () => {
    const place = worldPlace(centre.x, centre.y, zoom)
    expect(place.latitude).toBeCloseTo(43.6532, 9)
    expect(place.longitude).toBeCloseTo(-79.3832, 9)
  })
  it.each([
    [0, 0],
    [200, 300],
    [399, 17],
    [123, 599],
  ])('viewPoint(%i, %i) is drawn at those pixels', (x, y) => {
    const drawn = onScreen(x, y)
    expect(drawn.x).toBeCloseTo(x, 6)
    expect(drawn.y).toBeCloseTo(y, 6)
  })
  it("leaves a pin's height out along the top, and nothing without a size", () => {
    expect(searchFrame(bounds, null)).toEqual({ bounds, keepOut: null })
    const frame = searchFrame(bounds, { ...size, controls: null })
    expect(onScreen(0, 0).y).toBe(0)
    const top = worldPixel({ latitude: frame.bounds.north, longitude: bounds.west }, zoom)
    expect(top.y - (centre.y - 300)).toBeCloseTo(PIN_HEIGHT_PX, 6)
    expect(frame.keepOut).toBeNull()
  })
  it("keeps the controls' box, grown by a marker's reach, out to the north-east corner", () => {
    const { keepOut } = searchFrame(bounds, { ...size, controls: { left: 348, bottom: 250 } })
    if (!keepOut) throw new Error('no box kept out')
    expect(keepOut.north).toBe(bounds.north)
    expect(keepOut.east).toBe(bounds.east)
    const corner = worldPixel({ latitude: keepOut.south, longitude: keepOut.west }, zoom)
    expect(corner.x - (centre.x - 200)).toBeCloseTo(348 - PIN_HALF_WIDTH_PX, 6)
    expect(corner.y - (centre.y - 300)).toBeCloseTo(250 + BELOW_CONTROLS_PX, 6)
  })
})

describe('fitInRoom', () => {
  it("shows a place's bounds whole left of the controls' column and under the top strip", () => {
    const room = { width: 360, height: 560, controls: { left: 308, bottom: 240 } }
    const place: ViewBounds = { north: 43.68, south: 43.64, west: -79.42, east: -79.36 }
    const { center, zoom } = fitInRoom(place, room, 4, 18)
    const middle = worldPixel(center, zoom)
    const toScreen = (latitude: number, longitude: number) => {
      const at = worldPixel({ latitude, longitude }, zoom)
      return { x: at.x - middle.x + room.width / 2, y: at.y - middle.y + room.height / 2 }
    }
    const northWest = toScreen(place.north, place.west)
    const southEast = toScreen(place.south, place.east)
    expect(northWest.x).toBeGreaterThanOrEqual(0)
    expect(northWest.y).toBeGreaterThanOrEqual(PIN_HEIGHT_PX - 1e-6)
    expect(southEast.x).toBeLessThanOrEqual(308 - PIN_HALF_WIDTH_PX + 1e-6)
    expect(southEast.y).toBeLessThanOrEqual(room.height)
    // One zoom closer would not fit.
    expect(southEast.x - northWest.x).toBeGreaterThan((308 - PIN_HALF_WIDTH_PX) / 2)
  })
})
