import { describe, expect, it } from 'vitest'
import { ARTERIAL_LINES } from '../../src/data/geography/arterials'
import { CITIES, LAKE_ONTARIO } from '../../src/data/geography/cities'
import { LAKE_ONTARIO_OUTLINE } from '../../src/data/geography/lakeOntario'
import { MAJOR_STREETS } from '../../src/data/geography/streets'
import { pointInRing, type Position } from '../../src/data/geometry'
import { lineEntersRing, lineLength, nearestOnLine } from '../../src/data/lines'
import { DATASET_TODAY, generateListings } from '../../src/data/listings'
import { arterialLine, MAIN_ROADS, streetLabel } from '../../src/data/roads'
import { StreetPlan } from '../../src/data/streetPlan'

const streets = new StreetPlan()
const records = [...generateListings({ seed: 7, count: 5000, today: DATASET_TODAY }, streets)]
const residential = streets.residentialRoads()

describe('roads', () => {
  it('draws the 400-series highways and expressways through the eleven cities', () => {
    const highways = MAIN_ROADS.filter((road) => road.kind === 'highway').map((road) => road.name)
    expect(highways).toEqual(
      expect.arrayContaining(['401', '403', '404', '407', '409', '410', '427', 'QEW']),
    )
    expect(highways).toEqual(
      expect.arrayContaining(['Don Valley Pkwy', 'Gardiner Expy', 'Allen Rd']),
    )
  })

  it('has a line for every arterial of the major-street lists, inside its city', () => {
    for (const [city, list] of Object.entries(MAJOR_STREETS)) {
      const boundary = CITIES.find((candidate) => candidate.name === city)?.boundary ?? []
      for (const street of list) {
        const line = arterialLine(city, street)
        expect(line, `${city} ${streetLabel(street)}`).toBeDefined()
        // A few points a kilometre at most: a line, not a single crossing.
        expect(lineLength(line ?? []), streetLabel(street)).toBeGreaterThan(300)
        for (const vertex of line ?? []) {
          expect(pointInRing(vertex, boundary), `${city} ${streetLabel(street)}`).toBe(true)
        }
      }
    }
    const lists = Object.values(MAJOR_STREETS).flat().length
    expect(Object.values(ARTERIAL_LINES).flatMap(Object.keys)).toHaveLength(lists)
  })

  it('crosses no water: no highway, arterial or residential street enters the lake', () => {
    for (const road of [...MAIN_ROADS, ...residential]) {
      expect(lineEntersRing(road.path, LAKE_ONTARIO), road.name).toBe(false)
      expect(lineEntersRing(road.path, LAKE_ONTARIO_OUTLINE), road.name).toBe(false)
    }
  })
})

describe('homes on the roads', () => {
  it('stands every home on an arterial within 30 m of that arterial line', () => {
    const onArterials = records.filter((record) =>
      (MAJOR_STREETS[record.address.city] ?? []).some(
        (street) =>
          street.name === record.address.streetName &&
          street.suffix === record.address.streetSuffix &&
          (street.direction ?? '') === record.address.streetDirection,
      ),
    )
    expect(onArterials.length).toBeGreaterThan(200)
    for (const record of onArterials) {
      const { city, streetName, streetSuffix, streetDirection } = record.address
      const line = arterialLine(city, {
        name: streetName,
        suffix: streetSuffix ?? '',
        ...(streetDirection && { direction: streetDirection as 'E' | 'W' | 'N' | 'S' }),
      })
      const position = [record.map.longitude, record.map.latitude] as const
      const { metres } = nearestOnLine(position, line ?? [])
      expect(metres, `${record.mlsNumber} ${streetName}`).toBeLessThanOrEqual(30)
    }
  })

  it('stores each residential street as a line its homes stand beside', () => {
    expect(residential.length).toBeGreaterThan(300)
    const byName = new Map(residential.map((road) => [`${road.city ?? ''}|${road.name}`, road]))
    const houses = records.filter((record) => byName.has(`${record.address.city}|${label(record)}`))
    expect(houses.length).toBeGreaterThan(1000)
    for (const record of houses.slice(0, 2000)) {
      // A name used again in a city is another street: the nearest of that name holds the home.
      const nearest = residential
        .filter((road) => road.city === record.address.city && road.name === label(record))
        .map((road) => nearestOnLine([record.map.longitude, record.map.latitude], road.path).metres)
      expect(Math.min(...nearest), record.mlsNumber).toBeLessThanOrEqual(20)
    }
  })

  it('joins the residential streets into a network: nearly every named one meets another street', () => {
    const named = residential.filter((road) => road.name !== '').slice(0, 300)
    const meets = named.filter((road) =>
      residential.some(
        (other) =>
          other !== road &&
          (crosses(road.path, other.path) ||
            [road.path[0], road.path.at(-1)].some(
              (end) => end !== undefined && nearestOnLine(end, other.path).metres < 3,
            )),
      ),
    )
    expect(meets.length / named.length).toBeGreaterThan(0.9)
  })

  it('lays the same streets out for the same seed', () => {
    const again = new StreetPlan()
    const replay = generateListings({ seed: 7, count: 5000, today: DATASET_TODAY }, again)
    expect([...replay]).toHaveLength(records.length)
    expect(again.residentialRoads()).toEqual(residential)
  })
})

function label(record: (typeof records)[number]): string {
  const { streetName, streetSuffix, streetDirection } = record.address
  return [streetName, streetSuffix, streetDirection].filter(Boolean).join(' ')
}

/** Whether two straight streets (two points each) cross. */
function crosses(a: readonly Position[], b: readonly Position[]): boolean {
  const [p, q, r, t] = [a[0], a.at(-1), b[0], b.at(-1)]
  if (!p || !q || !r || !t) return false
  const side = (u: Position, v: Position, w: Position) =>
    (v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0])
  return side(p, q, r) * side(p, q, t) < 0 && side(r, t, p) * side(r, t, q) < 0
}
