import { describe, expect, it } from 'vitest'
import type { RoadFeature } from '../../contract/geo'
import { labelBox, pinBox, type Box, type MapLabel } from '../../src/features/map/labelBoxes'
import { labelCandidates, placeLabels } from '../../src/features/map/roadLabels'
import { readableAngle } from '../../src/features/map/roadNameSpots'
import { roadLook, roadWidth } from '../../src/features/map/roadLook'
import { roadQuery } from '../../src/features/map/roadView'
import type { MapMarker } from '../../src/lib/mapMarkers'

const SCREEN: Box = { left: 0, top: 0, right: 800, bottom: 600 }
/** A flat projection for tests: a degree is 1000 pixels, north up. */
const project = ([lng, lat]: readonly [number, number]) => ({
  x: (lng + 79.4) * 1000,
  y: (43.7 - lat) * 1000,
})

/** A straight road across the test screen at y = 100, from x = 100 to x = 400. */
const line = (): [number, number][] => [
  [-79.3, 43.6],
  [-79.0, 43.6],
]

const label = (text: string, x: number, y: number, angle = 0): MapLabel => ({
  key: text,
  kind: 'street',
  text,
  point: { x, y },
  angle,
})

const pin = (x: number, y: number, variant: MapMarker['variant'] = 'active'): MapMarker => ({
  key: `${String(x)},${String(y)}`,
  variant,
  label: '$1.2M',
  count: 1,
  listings: [],
  position: { latitude: 43.7 - y / 1000, longitude: x / 1000 - 79.4 },
})

describe('placing names on the keyless map', () => {
  it('never puts a name over a pin, a cluster, or another name', () => {
    const pins = [pinBox(pin(200, 300), { x: 200, y: 300 })]
    const placed = placeLabels(
      [label('Maple Cres', 200, 290), label('Elm St', 500, 300), label('Oak Ave', 505, 302)],
      pins,
      SCREEN,
    )
    expect(placed.map((each) => each.text)).toEqual(['Elm St'])
  })

  it('keeps a price tag above its point and a cluster around it', () => {
    const tag = pinBox(pin(100, 100), { x: 100, y: 100 })
    expect(tag.bottom).toBeLessThan(105)
    expect(tag.top).toBeLessThan(80)
    const cluster = pinBox(pin(100, 100, 'cluster'), { x: 100, y: 100 })
    expect(cluster.top).toBeLessThan(100)
    expect(cluster.bottom).toBeGreaterThan(100)
  })

  it('moves a place name off a pin that covers its centre, once', () => {
    const pins = [pinBox(pin(400, 300), { x: 400, y: 300 })]
    const places = [
      { kind: 'city' as const, name: 'Toronto', position: [-79.0, 43.4] as [number, number] },
    ]
    const placed = placeLabels(labelCandidates([], places, 10, project, SCREEN), pins, SCREEN)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.point).not.toEqual({ x: 400, y: 300 })
  })

  it("writes no name for the grid's unnamed side streets, and one for a named street", () => {
    const roads = [
      { kind: 'street' as const, name: '', path: line() },
      { kind: 'street' as const, name: 'Elm St', path: line() },
    ]
    const names = labelCandidates(roads, [], 16, project, SCREEN).map((each) => each.text)
    expect(new Set(names)).toEqual(new Set(['Elm St']))
  })

  it('names a road drawn in short pieces that run the same way, not one that zigzags', () => {
    // Pieces of 30 px, too short for the name alone; nearly straight, then zigzagging.
    const straight = Array.from({ length: 9 }, (_, i): [number, number] => [
      -79.3 + i * 0.03,
      43.6 + (i % 2) * 0.002,
    ])
    const zigzag = Array.from({ length: 9 }, (_, i): [number, number] => [
      -79.3 + i * 0.03,
      43.5 + (i % 2) * 0.03,
    ])
    const named = (path: [number, number][]) =>
      labelCandidates([{ kind: 'arterial', name: 'Yonge St', path }], [], 13, project, SCREEN)
    expect(named(straight).length).toBeGreaterThan(0)
    expect(named(zigzag)).toEqual([])
  })

  it("moves a street's name off the middle of its stretch when a pin stands there", () => {
    const roads = [{ kind: 'arterial' as const, name: 'Dundas St W', path: line() }]
    const candidates = labelCandidates(roads, [], 13, project, SCREEN)
    const middle = { left: 240, right: 260, top: 90, bottom: 110 }
    const placed = placeLabels(candidates, [middle], SCREEN)
    expect(placed).toHaveLength(1)
    expect(Math.abs((placed[0]?.point.x ?? 250) - 250)).toBeGreaterThan(50)
    expect(placeLabels(candidates, [], SCREEN)[0]?.point.x).toBeCloseTo(250, 5)
  })

  it("puts a street's name on a shorter stretch when pins cover its longest one", () => {
    // An L: 300 px east along y = 100, then 200 px south along x = 400.
    const path: [number, number][] = [...line(), [-79.0, 43.4]]
    const roads = [{ kind: 'arterial' as const, name: 'Dundas St W', path }]
    const candidates = labelCandidates(roads, [], 13, project, SCREEN)
    const alongTheLongest = { left: 100, right: 400, top: 80, bottom: 120 }
    const placed = placeLabels(candidates, [alongTheLongest], SCREEN)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.point.x).toBeCloseTo(400, 5)
    expect(placed[0]?.point.y).toBeGreaterThan(120)
    // With room on the longest stretch, the name goes there first.
    expect(placeLabels(candidates, [], SCREEN)[0]?.point.y).toBeCloseTo(100, 5)
  })

  it('drops a name that would spill off the screen', () => {
    expect(placeLabels([label('Lakeshore Rd W', 5, 300)], [], SCREEN)).toEqual([])
  })

  it.each([
    [10, 0, 0],
    [0, 10, 90],
    [-10, 0, 0],
    [-10, -10, 45],
    [10, -10, -45],
  ])('turns a name along a line running %i,%i to read left to right (%i°)', (dx, dy, angle) => {
    expect(readableAngle(dx, dy)).toBe(angle)
  })

  it('covers a turned name with a box as tall as it is turned', () => {
    const flat = labelBox(label('Bathurst St', 100, 100, 0))
    const upright = labelBox(label('Bathurst St', 100, 100, 90))
    expect(upright.bottom - upright.top).toBeCloseTo(flat.right - flat.left, 5)
  })

  it('names places first, then highways, arterials and streets, each along its line', () => {
    const roads: RoadFeature[] = [
      {
        kind: 'street',
        name: 'Maple Cres',
        path: [
          [-79.3, 43.5],
          [-79.1, 43.5],
        ],
      },
      {
        kind: 'arterial',
        name: 'Yonge St',
        path: [
          [-79.2, 43.69],
          [-79.2, 43.2],
        ],
      },
      {
        kind: 'highway',
        name: '401',
        path: [
          [-79.39, 43.4],
          [-78.7, 43.4],
        ],
      },
    ]
    const places = [
      {
        kind: 'neighbourhood' as const,
        name: 'Annex',
        position: [-79.0, 43.6] as [number, number],
      },
    ]
    const at15 = labelCandidates(roads, places, 15, project, SCREEN)
    const names = (labels: MapLabel[]) => [...new Set(labels.map((each) => each.text))]
    expect(names(at15)).toEqual(['401', 'Annex', 'Yonge St', 'Maple Cres'])
    expect(at15.find((each) => each.text === 'Yonge St')?.angle).toBe(90)
    // A residential street is not named before zoom 15, an arterial before 12.
    const at12 = labelCandidates(roads, places, 12, project, SCREEN)
    expect(names(at12)).toEqual(['401', 'Annex', 'Yonge St'])
    const at11 = labelCandidates(roads, places, 11, project, SCREEN)
    expect(names(at11)).toEqual(['401', 'Annex'])
  })

  it('leaves unnamed a road whose stretch on screen is shorter than its name', () => {
    const short: RoadFeature = {
      kind: 'street',
      name: 'Whispering Pine Circ',
      path: [
        [-79.3, 43.5],
        [-79.29, 43.5],
      ],
    }
    expect(labelCandidates([short], [], 16, project, SCREEN)).toEqual([])
  })
})

describe('road look', () => {
  it.each([
    ['highway', 9, 1.5],
    ['highway', 15, 7],
    ['arterial', 12, 1],
    ['arterial', 16, 5],
    ['street', 14, 1.5],
    ['street', 18, 8],
  ] as const)('draws a %s at zoom %i %d px wide', (kind, zoom, width) => {
    expect(roadWidth(kind, zoom)).toBe(width)
  })

  it('cases every road in a darker edge wider than its fill, highways widest', () => {
    for (const kind of ['street', 'arterial', 'highway'] as const) {
      const look = roadLook(kind, 15, false)
      expect(look.casingWeight).toBeGreaterThan(look.weight)
      expect(look.casingColor).not.toBe(look.color)
    }
    expect(roadWidth('highway', 15)).toBeGreaterThan(roadWidth('arterial', 15))
    expect(roadWidth('arterial', 15)).toBeGreaterThan(roadWidth('street', 15))
  })

  it('draws white streets on the plain map and another look on satellite', () => {
    expect(roadLook('street', 15, false).color).toBe('#FFFFFF')
    expect(roadLook('street', 15, true).color).not.toBe('#FFFFFF')
    expect(roadLook('highway', 15, true).color).not.toBe(roadLook('highway', 15, false).color)
  })
})

describe('the roads query for a view', () => {
  it('asks for the same box after a small pan, grown past the view', () => {
    const view = { west: -79.4, south: 43.64, east: -79.37, north: 43.66 }
    const moved = { west: -79.399, south: 43.641, east: -79.369, north: 43.661 }
    expect(roadQuery(view, 15)).toEqual(roadQuery(moved, 15))
    const [west, south, east, north] = roadQuery(view, 15).bbox.split(',').map(Number)
    expect(west).toBeLessThanOrEqual(view.west)
    expect(south).toBeLessThanOrEqual(view.south)
    expect(east).toBeGreaterThanOrEqual(view.east)
    expect(north).toBeGreaterThanOrEqual(view.north)
    expect(roadQuery(view, 15).zoom).toBe(15)
  })
})
