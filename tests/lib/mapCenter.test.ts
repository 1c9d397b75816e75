import { describe, expect, it } from 'vitest'
import {
  centerShowing,
  offsetFromCenter,
  pinClearOfOverlay,
  pinOffsetBesideOverlay,
} from '../../src/lib/mapCenter'

const downtown = { latitude: 43.6532, longitude: -79.3832 }

describe('centerShowing', () => {
  it('is the point itself with no offset', () => {
    const center = centerShowing(downtown, 14, { x: 0, y: 0 })
    expect(center.latitude).toBeCloseTo(downtown.latitude, 9)
    expect(center.longitude).toBeCloseTo(downtown.longitude, 9)
  })
  it.each([
    // At zoom 14 a pixel is 360 / (256 * 2^14) degrees of longitude.
    ['178 px right: the centre lies west', 14, { x: 178, y: 0 }, -178 * (360 / (256 * 2 ** 14)), 0],
    ['half as far at one zoom more', 15, { x: 178, y: 0 }, -89 * (360 / (256 * 2 ** 14)), 0],
  ])('%s', (_name, zoom, offset, longitudeShift) => {
    const center = centerShowing(downtown, zoom, offset)
    expect(center.longitude - downtown.longitude).toBeCloseTo(longitudeShift, 9)
    expect(center.latitude).toBeCloseTo(downtown.latitude, 9)
  })
  it('a point shown above the middle puts the centre south of it', () => {
    expect(centerShowing(downtown, 14, { x: 0, y: -150 }).latitude).toBeLessThan(downtown.latitude)
  })
})

describe('pinOffsetBesideOverlay', () => {
  it.each([
    ['a wide screen: right of the overlay', 1440, 800, { x: 178, y: 0 }],
    ['a tablet at 600 px: still beside it', 600, 800, { x: 178, y: 0 }],
    ['a phone: above the overlay', 390, 700, { x: 0, y: -175 }],
    ['a short phone map: above, within the map', 360, 420, { x: 0, y: -105 }],
  ])('%s', (_name, width, height, offset) => {
    expect(pinOffsetBesideOverlay(width, height)).toEqual(offset)
  })
})

describe('offsetFromCenter', () => {
  it.each([
    ['the centre itself', { x: 0, y: 0 }],
    ['178 px right', { x: 178, y: 0 }],
    ['150 px up and 40 left', { x: -40, y: -150 }],
  ])('undoes centerShowing: %s', (_name, offset) => {
    const center = centerShowing(downtown, 15, offset)
    const back = offsetFromCenter(downtown, center, 15)
    expect(back.x).toBeCloseTo(offset.x, 6)
    expect(back.y).toBeCloseTo(offset.y, 6)
  })
})

describe('pinClearOfOverlay', () => {
  // A 640 × 700 map (half of a 1280 px screen beside the results) and a 390 × 700 phone map.
  const half = { width: 640, height: 700 }
  const phone = { width: 390, height: 700 }
  it.each([
    ['wide: right of the overlay', { x: 100, y: 0 }, half, 1280, true],
    [
      'wide: the middle of a half-width map lies under the overlay',
      { x: 0, y: 0 },
      half,
      1280,
      false,
    ],
    [
      'wide: just right of the overlay, with room to spare',
      { x: 396 - 320, y: 0 },
      half,
      1280,
      true,
    ],
    ['wide: too close to the overlay', { x: 395 - 320, y: 0 }, half, 1280, false],
    ['wide: past the right edge', { x: 300, y: 0 }, half, 1280, false],
    ['wide: above the top edge', { x: 100, y: -340 }, half, 1280, false],
    ['phone: above the overlay, which takes the lower half', { x: 0, y: -100 }, phone, 390, true],
    ['phone: the middle, at the top of the overlay', { x: 0, y: 0 }, phone, 390, false],
    ['phone: too near the side', { x: 170, y: 0 }, phone, 390, false],
  ])('%s', (_name, offset, map, viewportWidth, clear) => {
    expect(pinClearOfOverlay(offset, map, viewportWidth)).toBe(clear)
  })
})
