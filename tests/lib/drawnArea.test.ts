import { describe, expect, it } from 'vitest'
import {
  MAX_DRAWN_VERTICES,
  crossesItself,
  decodeDrawnArea,
  drawnArea,
  encodeDrawnArea,
  simplifyRing,
} from '../../src/lib/drawnArea'
import type { LatLng } from '../../src/lib/mapMarkers'

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude })

/** A freehand circle around downtown Toronto, `count` points. */
function circle(count: number, radius = 0.02): LatLng[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count
    return at(43.65 + radius * Math.sin(angle), -79.38 + radius * Math.cos(angle))
  })
}

const triangle = [at(43.64, -79.4), at(43.67, -79.38), at(43.64, -79.36)]
const square = [at(43.6, -79.4), at(43.7, -79.4), at(43.7, -79.3), at(43.6, -79.3)]
const bowTie = [at(43.6, -79.4), at(43.7, -79.3), at(43.7, -79.4), at(43.6, -79.3)]

describe('crossesItself', () => {
  it.each([
    ['a triangle', triangle, false],
    ['a square', square, false],
    ['a bow tie (the outline crosses in the middle)', bowTie, true],
    ['a circle of 500 points', circle(500), false],
    [
      'a line that comes back along itself',
      [at(43.6, -79.4), at(43.7, -79.4), at(43.65, -79.4), at(43.65, -79.3)],
      true,
    ],
    [
      'a figure that touches itself at a corner',
      [at(0, 0), at(0, 2), at(1, 1), at(2, 2), at(2, 0), at(1, 1)],
      true,
    ],
  ])('%s → %s', (_name, path, expected) => {
    expect(crossesItself(path)).toBe(expected)
  })
})

describe('simplifyRing', () => {
  it.each([
    ['a triangle stays as drawn', triangle, 3],
    ['a closing point that repeats the first is dropped', [...triangle, triangle[0]!], 3],
    ['repeated points are dropped', [triangle[0]!, ...triangle], 3],
    ['200 points stay 200', circle(200), 200],
    ['a 2,000-point freehand circle keeps at most 200', circle(2000), MAX_DRAWN_VERTICES],
  ])('%s', (_name, path, most) => {
    const simplified = simplifyRing(path)
    expect(simplified.length).toBeLessThanOrEqual(most)
    expect(simplified.length).toBeGreaterThanOrEqual(3)
  })

  it('keeps a simplified freehand circle close to the drawn line (within 1 % of its radius)', () => {
    const simplified = simplifyRing(circle(5000, 0.02))
    expect(simplified.length).toBeGreaterThan(100)
    for (const point of simplified) {
      const radius = Math.hypot(point.latitude - 43.65, point.longitude + 79.38)
      expect(Math.abs(radius - 0.02)).toBeLessThan(0.0002)
    }
  })

  it('keeps the corners of a square drawn with many points along its sides', () => {
    const sides = square.flatMap((corner, index) => {
      const next = square[(index + 1) % square.length]!
      return Array.from({ length: 100 }, (_, step) =>
        at(
          corner.latitude + ((next.latitude - corner.latitude) * step) / 100,
          corner.longitude + ((next.longitude - corner.longitude) * step) / 100,
        ),
      )
    })
    expect(simplifyRing(sides, 4)).toEqual(square)
  })

  /** A freehand line through these corners: `perSide` points along each side, a hand's wobble. */
  function traced(corners: readonly LatLng[], perSide: number, wobble = 0.00002): LatLng[] {
    return corners.flatMap((corner, index) => {
      const next = corners[(index + 1) % corners.length]!
      return Array.from({ length: perSide }, (_, step) => {
        const t = step / perSide
        const jitter = step === 0 ? 0 : wobble * Math.sin(step * 1.7)
        return at(
          corner.latitude + (next.latitude - corner.latitude) * t + jitter,
          corner.longitude + (next.longitude - corner.longitude) * t - jitter,
        )
      })
    })
  }
  /** A five-pointed star: ten corners, five of them sharp (36°). */
  const star = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI * index) / 5
    const radius = index % 2 === 0 ? 0.03 : 0.012
    return at(43.65 + radius * Math.cos(angle), -79.38 + radius * Math.sin(angle))
  })
  const lShape = [
    at(43.6, -79.4),
    at(43.7, -79.4),
    at(43.7, -79.37),
    at(43.63, -79.37),
    at(43.63, -79.3),
    at(43.6, -79.3),
  ]
  const sliver = [at(43.6, -79.4), at(43.61, -79.3), at(43.605, -79.4)]

  // Sampling every n-th point would cut a sharp corner (the sides' lengths are no multiple of the
  // step); the simplified ring keeps every corner
  // the hand drew, to within a metre or so (0.00002° is about 2 m).
  it.each([
    ['a star of 3,010 points keeps its ten corners', star, 301],
    ['an L of 2,994 points keeps its inner corner', lShape, 499],
    ['a thin sliver of 2,991 points keeps its sharp tip', sliver, 997],
    ['a triangle of 6,009 wobbly points keeps its three corners', triangle, 2003],
  ])('%s', (_name, corners, perSide) => {
    const line = traced(corners, perSide)
    expect(line.length).toBeGreaterThan(MAX_DRAWN_VERTICES)
    const simplified = simplifyRing(line)
    expect(simplified.length).toBeLessThanOrEqual(MAX_DRAWN_VERTICES)
    for (const corner of corners) {
      const nearest = Math.min(
        ...simplified.map((point) =>
          Math.hypot(point.latitude - corner.latitude, point.longitude - corner.longitude),
        ),
      )
      expect(nearest).toBeLessThan(0.00003)
    }
    expect(drawnArea(line).problem).toBeUndefined()
  })
})

describe('drawnArea', () => {
  it.each([
    ['a triangle is searched', triangle, undefined],
    ['a bow tie is not', bowTie, 'crossing'],
    // As terra-draw's polygon mode finishes one: closed, and turned to the right-hand rule.
    [
      'a bow tie closed and reversed is not',
      [...bowTie, ...bowTie.slice(0, 1)].reverse(),
      'crossing',
    ],
    [
      'a triangle closed and reversed is searched',
      [...triangle, ...triangle.slice(0, 1)].reverse(),
      undefined,
    ],
    ['two points are not an area', [at(43.6, -79.4), at(43.7, -79.4)], 'tooFew'],
    ['a tap (one point) is not an area', [at(43.6, -79.4)], 'tooFew'],
  ] as const)('%s', (_name, path, problem) => {
    expect(drawnArea(path).problem).toBe(problem)
  })
})

describe('encodeDrawnArea / decodeDrawnArea', () => {
  it('round-trips a ring to the metre', () => {
    const text = encodeDrawnArea(triangle)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeDrawnArea(text)).toEqual(triangle)
  })

  it('spells 200 freehand corners in well under a saved search path (2,000 characters)', () => {
    const ring = simplifyRing(circle(2000))
    const text = encodeDrawnArea(ring)
    expect(text.length).toBeLessThan(1500)
    const back = decodeDrawnArea(text) ?? []
    expect(back).toHaveLength(ring.length)
  })

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['characters outside the alphabet', 'abc$%'],
    ['a cut-off number', 'g'],
    ['two corners', encodeDrawnArea(triangle.slice(0, 2))],
    ['a bow tie', encodeDrawnArea(bowTie)],
    ['a latitude beyond the pole', encodeDrawnArea([at(95, 0), at(96, 1), at(95, 2)])],
  ])('refuses %s', (_name, text) => {
    expect(decodeDrawnArea(text)).toBeUndefined()
  })
})
