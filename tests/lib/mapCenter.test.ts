import { describe, expect, it } from 'vitest'
import { centerShowing, pinOffsetBesideOverlay } from '../../src/lib/mapCenter'

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
