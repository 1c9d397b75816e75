import { describe, expect, it } from 'vitest'
import { CITIES, LAKE_ONTARIO } from '../../src/data/geography/cities'
import { pointInRing } from '../../src/data/geometry'
import { neighbourhoodAreas } from '../../src/data/polygons'

/** Well-known places and the city they are in: the simplified borders must agree. */
const LANDMARKS: readonly (readonly [place: string, lat: number, lng: number, city: string])[] = [
  ['CN Tower', 43.6426, -79.3871, 'Toronto'],
  ['Scarborough Town Centre', 43.7756, -79.2579, 'Toronto'],
  ['Yorkdale Shopping Centre', 43.7254, -79.4522, 'Toronto'],
  ['Toronto Zoo', 43.8177, -79.1859, 'Toronto'],
  ['Etobicoke Civic Centre', 43.6437, -79.5653, 'Toronto'],
  ['Humber College North', 43.7289, -79.6067, 'Toronto'],
  ['Pearson Airport', 43.6777, -79.6248, 'Mississauga'],
  ['Square One', 43.593, -79.642, 'Mississauga'],
  ['Bramalea City Centre', 43.7164, -79.7244, 'Brampton'],
  ["Canada's Wonderland", 43.843, -79.5395, 'Vaughan'],
  ['Vaughan Mills', 43.825, -79.538, 'Vaughan'],
  ['Hillcrest Mall', 43.862, -79.433, 'Richmond Hill'],
  ['Pacific Mall', 43.8256, -79.3063, 'Markham'],
  ['Markville', 43.8692, -79.2886, 'Markham'],
  ['Sheridan College, Trafalgar', 43.469, -79.6988, 'Oakville'],
  ['Mapleview Centre', 43.3264, -79.8195, 'Burlington'],
  ['Pickering Town Centre', 43.8354, -79.0868, 'Pickering'],
  ['Brooklin', 43.96, -78.955, 'Whitby'],
]

/** Shoelace area in square degrees: only ratios are compared. */
function ringArea(ring: readonly (readonly [number, number])[]): number {
  let twice = 0
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length]!
    twice += x1 * y2 - x2 * y1
  })
  return Math.abs(twice) / 2
}

describe('geography', () => {
  it.each(LANDMARKS)('puts %s in exactly one city, the right one', (_, lat, lng, city) => {
    const containing = CITIES.filter((candidate) => pointInRing([lng, lat], candidate.boundary))
    expect(containing.map((candidate) => candidate.name)).toEqual([city])
    expect(pointInRing([lng, lat], LAKE_ONTARIO)).toBe(false)
  })

  it('keeps open water and the Toronto Islands in the lake, outside every city', () => {
    for (const [lng, lat] of [
      [-79.4, 43.5],
      [-79.38, 43.62],
      [-79.7, 43.35],
      [-79.0, 43.7],
    ] as const) {
      expect(pointInRing([lng, lat], LAKE_ONTARIO)).toBe(true)
      expect(CITIES.some((city) => pointInRing([lng, lat], city.boundary))).toBe(false)
    }
  })

  it('divides each city among its neighbourhoods, each cell around its centre, no area lost', () => {
    const areas = neighbourhoodAreas()
    for (const city of CITIES) {
      const cells = areas.filter((area) => area.city === city.name)
      expect(cells.length, city.name).toBeGreaterThanOrEqual(3)
      for (const cell of cells) {
        const inside = cell.boundary.some(([outer]) => outer && pointInRing(cell.center, outer))
        expect(inside, cell.name).toBe(true)
      }
      const covered = cells
        .flatMap((cell) => cell.boundary)
        .reduce((sum, [outer, ...holes]) => {
          const holeArea = holes.reduce((total, hole) => total + ringArea(hole), 0)
          return sum + (outer ? ringArea(outer) : 0) - holeArea
        }, 0)
      expect(covered / ringArea(city.boundary), city.name).toBeCloseTo(1, 6)
    }
  })
})
