import type { Pair } from 'polygon-clipping'
import { describe, expect, it } from 'vitest'
import { countCrossings, simplifyRing } from '../../src/realty/outlineShape'
import { BOW_TIE, CIRCLE, FIGURE_EIGHT, SCRIBBLE, traced } from './drawnShapes'

describe('an outline simplified to its most telling corners', () => {
  it.each([
    ['a square with corners along its sides', 4],
    ['a square with corners along its sides, three kept', 3],
  ])('keeps the corners that shape it: %s', (_, keep) => {
    const square: Pair[] = [
      [0, 0],
      [0.5, 0],
      [1, 0],
      [1, 0.5],
      [1, 1],
      [0.5, 1],
      [0, 1],
      [0, 0.5],
      [0, 0],
    ]
    const simplified = simplifyRing(square, keep)
    expect(simplified).toHaveLength(keep + 1)
    expect(simplified[0]).toEqual(simplified.at(-1))
    for (const corner of simplified) expect(corner.map((value) => value % 1)).toEqual([0, 0])
  })

  it('keeps a ring of no more corners than asked as it is', () => {
    expect(simplifyRing(CIRCLE(10), 10)).toEqual(CIRCLE(10))
  })

  it('keeps a 1000-corner circle round in 256 corners', () => {
    const simplified = simplifyRing(CIRCLE(1000), 256)
    expect(simplified).toHaveLength(257)
    // Every corner kept is one of the circle's, and the kept ones are spread all round it.
    const angles = simplified.map(([lng, lat]) =>
      Math.atan2((lat - 43.7) / 0.15, (lng + 79.4) / 0.2),
    )
    const sorted = [...new Set(angles)].sort((a, b) => a - b)
    const widestGap = Math.max(...sorted.slice(1).map((angle, i) => angle - (sorted[i] ?? 0)))
    expect(widestGap).toBeLessThan((2 * Math.PI) / 100)
  })
})

describe('crossings of an outline', () => {
  const square: Pair[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 0],
  ]
  const pentagram: Pair[] = traced(5, (t) => [Math.cos(2 * t), Math.sin(2 * t)])
  it.each([
    ['a square', [square], 0],
    ['a bow tie', [BOW_TIE], 1],
    ['a figure-eight of 760 corners', [FIGURE_EIGHT], 1],
    ['a pentagram', [pentagram], 5],
    ['two overlapping squares', [square, square.map(([x, y]): Pair => [x + 0.5, y + 0.5])], 2],
  ])('counts them: %s', (_, rings, crossings) => {
    expect(countCrossings(rings, 100)).toBe(crossings)
  })

  it('stops counting past the limit', () => {
    expect(countCrossings([SCRIBBLE], 64)).toBe(65)
  })
})
