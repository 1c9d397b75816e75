import { describe, expect, it } from 'vitest'
import type { PlaceLabel, RoadFeature } from '../../contract/geo'
import {
  boxShape,
  labelBox,
  labelShape,
  shapesOverlap,
  type Box,
  type MapLabel,
} from '../../src/features/map/labelBoxes'
import { labelCandidates, placeLabels } from '../../src/features/map/roadLabels'
import { roadNameSpots, slideSpots } from '../../src/features/map/roadNameSpots'

/** A phone's map: 390 px wide, under the header and above the toolbar. */
const PHONE: Box = { left: 0, top: 0, right: 390, bottom: 640 }
/** A flat projection for tests: a degree is 1000 pixels, north up, (0, 0) at the corner. */
const project = ([lng, lat]: readonly [number, number]) => ({ x: lng * 1000, y: -lat * 1000 })
/** The position of screen point (x, y) under `project`. */
const at = (x: number, y: number): [number, number] => [x / 1000, -y / 1000]

/** A cluster's circle of pins (40 px across) centred on (x, y). */
const cluster = (x: number, y: number): Box => ({
  left: x - 23,
  right: x + 23,
  top: y - 20,
  bottom: y + 20,
})

const arterial = (name: string, ...points: [number, number][]): RoadFeature => ({
  kind: 'arterial',
  name,
  path: points.map(([x, y]) => at(x, y)),
})

const placedOn = (roads: RoadFeature[], pins: Box[], places: PlaceLabel[] = []) =>
  placeLabels(labelCandidates(roads, places, 13, project, PHONE), pins, PHONE)

/** No placed name overlaps a pin or another name. */
function clear(placed: ReturnType<typeof placeLabels>, pins: Box[]) {
  const shapes = placed.map(labelShape)
  shapes.forEach((shape, i) => {
    expect(pins.some((pin) => shapesOverlap(shape, boxShape(pin)))).toBe(false)
    expect(shapes.some((other, j) => j !== i && shapesOverlap(shape, other))).toBe(false)
  })
}

describe('sliding a name along its road', () => {
  it.each([
    [100, 100, [0.5]],
    [140, 100, [0.5]],
    [150, 100, [0.5, 0.34, 0.66]],
    [200, 100, [0.5, 0.38, 0.62, 0.26, 0.74]],
    [99, 100, []],
  ])('tries a %i px stretch for a %i px name at %j', (length, need, spots) => {
    const tried = slideSpots(length, need)
    expect(tried).toHaveLength(spots.length)
    tried.forEach((spot, i) => {
      expect(spot).toBeCloseTo(spots[i] ?? Number.NaN, 5)
    })
  })

  it('keeps every spot of a long stretch with the whole name on it', () => {
    for (const spot of slideSpots(600, 120)) {
      expect(Math.min(spot, 1 - spot) * 600).toBeGreaterThanOrEqual(60 - 1e-9)
    }
  })

  it('names a street whose middle and the spots either side are under clusters', () => {
    // Yonge St down the phone's middle, clusters on 30 %, 50 % and 70 % of it.
    const roads = [arterial('Yonge St', [195, 20], [195, 620])]
    const pins = [cluster(195, 200), cluster(195, 320), cluster(195, 440)]
    const placed = placedOn(roads, pins)
    expect(placed.map((label) => label.text)).toEqual(['Yonge St'])
    clear(placed, pins)
  })

  it('names a street when clusters cover its three longest stretches', () => {
    // A street of four stretches at right angles, longest first; clusters every 40 px along the
    // first three leave only the shortest free.
    const roads = [arterial('Dundas St W', [20, 40], [370, 40], [370, 400], [40, 400], [40, 600])]
    const along = (from: [number, number], to: [number, number]) =>
      Array.from({ length: 11 }, (_, i) =>
        cluster(from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10),
      )
    const pins = [...along([20, 40], [370, 40]), ...along([370, 40], [370, 400])]
    pins.push(...along([370, 400], [40, 400]))
    const placed = placedOn(roads, pins)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.point.x).toBeCloseTo(40, 5)
    expect(placed[0]?.point.y).toBeGreaterThan(420)
    clear(placed, pins)
  })

  it('names a road drawn in pieces once, on a free piece when the first is covered', () => {
    const roads = [
      arterial('Queen St W', [20, 100], [370, 100]),
      arterial('Queen St W', [20, 500], [370, 500]),
    ]
    const pins = Array.from({ length: 9 }, (_, i) => cluster(20 + i * 44, 100))
    const placed = placedOn(roads, pins)
    expect(placed.map((label) => label.point.y)).toEqual([500])
    expect(placedOn(roads, [])).toHaveLength(1)
  })

  it('moves a name just off its line, still along it, when pins crowd the line itself', () => {
    // A row of clusters 25 px under Bloor St W: no spot on the line clears them.
    const roads = [arterial('Bloor St W', [20, 300], [370, 300])]
    const pins = Array.from({ length: 9 }, (_, i) => cluster(20 + i * 44, 325))
    const placed = placedOn(roads, pins)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.angle).toBe(0)
    expect(placed[0]?.point.y).toBeLessThan(300)
    expect(placed[0]?.point.y).toBeGreaterThan(285)
    clear(placed, pins)
    expect(placedOn(roads, [])[0]?.point.y).toBe(300)
  })

  it('tries a bounded number of spots for a road, however long and crooked', () => {
    const zigzag = Array.from({ length: 200 }, (_, i): [number, number] =>
      at(20 + (i % 2) * 350, 20 + i * 3),
    )
    const spots = roadNameSpots(
      'arterial',
      'Bathurst St',
      [{ kind: 'arterial', name: 'Bathurst St', path: zigzag }],
      project,
      PHONE,
    )
    expect(spots.length).toBeGreaterThan(0)
    expect(spots.length).toBeLessThanOrEqual(48)
  })
})

describe('street names against neighbourhood names', () => {
  const neighbourhood = (name: string, x: number, y: number): PlaceLabel => ({
    kind: 'neighbourhood',
    name,
    position: at(x, y),
  })

  it('gives a street the spot a neighbourhood name was pushed to by pins', () => {
    // The neighbourhood's own place and the spots near it are under clusters; its next spot, 60 px
    // to the left, lies on the one spot of Spadina Ave long enough for its name. The street
    // takes it; the neighbourhood goes on to its spot 60 px to the right.
    const roads = [arterial('Spadina Ave', [60, 300], [190, 300])]
    const pins = [cluster(230, 300), cluster(230, 272), cluster(230, 328)]
    const placed = placedOn(roads, pins, [neighbourhood('Annex', 230, 300)])
    expect(placed.map((label) => [label.text, label.point.x])).toEqual([
      ['Spadina Ave', 125],
      ['Annex', 290],
    ])
    clear(placed, pins)
  })

  it('keeps a neighbourhood name on its own place ahead of a street through it', () => {
    const roads = [arterial('College St', [20, 300], [370, 300])]
    const placed = placedOn(roads, [], [neighbourhood('Kensington Market', 195, 300)])
    expect(placed[0]).toMatchObject({ text: 'Kensington Market', point: { x: 195, y: 300 } })
    expect(placed.map((label) => label.text)).toContain('College St')
    clear(placed, [])
  })
})

describe('the room a turned name takes', () => {
  const name = (x: number, y: number, angle: number): MapLabel => ({
    key: `${String(x)},${String(angle)}`,
    kind: 'arterial',
    text: 'Dundas St W',
    point: { x, y },
    angle,
  })

  it('fits a name along a diagonal road between pins on either side of it', () => {
    // Clusters on the corners of the upright box around a name turned 45°, clear of its text.
    const diagonal = name(200, 200, 45)
    const upright = labelBox(diagonal)
    const corners = [cluster(upright.right, upright.top), cluster(upright.left, upright.bottom)]
    expect(corners.every((pin) => upright.left < pin.right && upright.top < pin.bottom)).toBe(true)
    expect(placeLabels([diagonal], corners, PHONE)).toEqual([diagonal])
    expect(placeLabels([diagonal], [cluster(200, 200)], PHONE)).toEqual([])
  })

  it.each([
    ['crossing', name(200, 200, 45), name(200, 200, -45), true],
    ['side by side, 25 px apart across their line', name(200, 200, 0), name(200, 225, 0), false],
    ['end to end along one diagonal', name(200, 200, 45), name(270, 270, 45), false],
    ['overlapping along one diagonal', name(200, 200, 45), name(230, 230, 45), true],
  ])('tells two names %s apart', (_, one, other, overlap) => {
    expect(shapesOverlap(labelShape(one), labelShape(other))).toBe(overlap)
  })
})
