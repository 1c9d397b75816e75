import { describe, expect, it } from 'vitest'
import type { LatLng } from '../../src/lib/mapMarkers'
import type { ViewBounds } from '../../src/lib/viewBounds'
import { NO_AREA, clipToBounds, viewSearchArea } from '../../src/lib/viewArea'

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude })
const view: ViewBounds = { north: 1, south: 0, east: 1, west: 0 }
const square = (south: number, west: number, north: number, east: number) => [
  at(south, west),
  at(south, east),
  at(north, east),
  at(north, west),
]

/** Shoelace area in square degrees. */
const area = (path: readonly LatLng[]) =>
  Math.abs(
    path.reduce((sum, point, index) => {
      const next = path[(index + 1) % path.length] ?? point
      return sum + point.longitude * next.latitude - next.longitude * point.latitude
    }, 0) / 2,
  )

describe('clipToBounds', () => {
  it.each([
    ['an outline inside the view stays whole', square(0.2, 0.2, 0.8, 0.8), 0.36],
    ['an outline around the view becomes the view', square(-1, -1, 2, 2), 1],
    ['an outline half in view keeps its visible half', square(0.5, -1, 2, 2), 0.5],
    ['an outline off screen (in the lake) leaves nothing', square(2, 2, 3, 3), 0],
    [
      'a triangle across one corner keeps the corner',
      [at(-1, -1), at(1.5, -1), at(-1, 1.5)],
      0.125,
    ],
  ])('%s', (_name, outline, expected) => {
    expect(area(clipToBounds(outline, view))).toBeCloseTo(expected, 6)
  })
})

describe('viewSearchArea', () => {
  it('is the view itself without an outline', () => {
    expect(viewSearchArea(null, view)).toBe('[[[0,0],[1,0],[1,1],[0,1],[0,0]]]')
  })
  it('is the outline within the view, closed, longitude first', () => {
    expect(viewSearchArea(square(0.5, -1, 2, 2), view)).toBe(
      '[[[0,1],[0,0.5],[1,0.5],[1,1],[0,1]]]',
    )
  })
  it("is 'none' when the outline is off screen", () => {
    expect(viewSearchArea(square(2, 2, 3, 3), view)).toBe(NO_AREA)
  })
})

describe('viewSearchArea with the controls kept out', () => {
  const controls: ViewBounds = { north: 1, east: 1, south: 0.6, west: 0.8 }
  it('is the view as an L, the controls corner cut away', () => {
    expect(viewSearchArea(null, view, controls)).toBe(
      '[[[0,0],[1,0],[1,0.6],[0.8,0.6],[0.8,1],[0,1],[0,0]]]',
    )
  })
  it('clips an outline to both pieces: a multipolygon when both hold some of it', () => {
    const area = JSON.parse(
      viewSearchArea(square(0.2, 0.2, 2, 2), view, controls),
    ) as number[][][][]
    expect(area).toHaveLength(2)
    expect(area.flat(2)).not.toContainEqual([0.9, 0.8])
  })
  it('is one polygon when the outline lies west of the controls', () => {
    expect(viewSearchArea(square(0.2, 0.2, 0.8, 0.5), view, controls)).toBe(
      '[[[0.2,0.2],[0.5,0.2],[0.5,0.8],[0.2,0.8],[0.2,0.2]]]',
    )
  })
  it("is 'none' when the outline lies wholly under the controls", () => {
    expect(viewSearchArea(square(0.7, 0.85, 0.95, 0.95), view, controls)).toBe(NO_AREA)
  })
})
