import { describe, expect, it } from 'vitest'
import { staticMapShape } from '../../../src/lib/listing/staticMap'

describe('staticMapShape', () => {
  const square = [
    { latitude: 43.7, longitude: -79.4 },
    { latitude: 43.7, longitude: -79.3 },
    { latitude: 43.6, longitude: -79.3 },
    { latitude: 43.6, longitude: -79.4 },
  ]

  it('fits the outline inside the margins and pins the home inside it', () => {
    const shape = staticMapShape({ latitude: 43.65, longitude: -79.35 }, square, 640, 280)
    expect(shape.outline.startsWith('M')).toBe(true)
    expect(shape.outline.endsWith('Z')).toBe(true)
    expect(shape.pin.x).toBeCloseTo(320, 0)
    expect(shape.pin.y).toBeCloseTo(140, 0)
    const numbers = shape.outline.match(/[\d.]+/g)!.map(Number)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(16)
  })

  it('centres the home when there is no outline', () => {
    expect(staticMapShape({ latitude: 43, longitude: -79 }, [], 640, 280)).toEqual({
      outline: '',
      pin: { x: 320, y: 140 },
    })
  })
})
