import { MAJOR_STREETS, RESIDENTIAL_STREETS, type StreetName } from './geography/streets'
import type { Position } from './geometry'
import { lineLength, metresBetween, nearestOnLine, offsetMetres, pointAlong } from './lines'
import { isOnLand, type Place } from './places'
import { createRandom, type Random } from './random'
import { arterialLine, type Road } from './roads'
import { GRID_DEGREES, StreetGrid } from './streetGrid'
import { FRONTAGE_METRES, residentialRoads, type Street } from './streetLines'

/** A home's street and number, and where on the street it stands. */
export interface Lot {
  readonly street: StreetName
  readonly streetNumber: string
  readonly position: Position
}

const SETBACK_METRES = 14
/** Streets a neighbourhood fills at once: a small dataset still has several homes per street. */
const OPEN_STREETS = 6
/** A shop or tower on an arterial stands this far from the road's centre line, either side. */
const ARTERIAL_SETBACK_METRES = { min: 8, max: 22 } as const
/** How far along an arterial its homes spread around the point nearest where they were drawn. */
const ARTERIAL_SPREAD_METRES = 400
/** A street on the grid leaves this much of its corner clear before its first lot. */
const CORNER_METRES = 20

function nameHash(text: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619)
  return hash >>> 0
}

/** Every residential name in an order fixed by the city's name, so cities differ. */
function namesFor(city: string): StreetName[] {
  const random = createRandom(nameHash(city))
  const names = [...RESIDENTIAL_STREETS]
  for (let i = names.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i)
    const a = names[i]
    const b = names[j]
    if (a && b) [names[i], names[j]] = [b, a]
  }
  return names
}

/** A unit vector `degrees` west of north, in metres east and north. */
function alongFor(degrees: number): readonly [number, number] {
  const radians = (degrees * Math.PI) / 180
  return [-Math.sin(radians), Math.cos(radians)]
}

const streetKey = (city: string, street: StreetName) =>
  `${city}|${street.name}|${street.suffix}|${street.direction ?? ''}`

/**
 * Lays out streets as homes are created: residential streets run along the region's grid from a
 * point near a neighbourhood centre, and each home takes the next lot, so numbers climb along
 * the street, odd on one side and even on the other. Every address is handed out once, so the
 * same address always means the same home across its listings. Memory grows with streets, not
 * homes, which keeps a million listings cheap.
 */
export class StreetPlan {
  private readonly open = new Map<string, Street[]>()
  private readonly names = new Map<string, { list: StreetName[]; used: number }>()
  /** The next free number on a street name, per city: majors and reused residential names. */
  private readonly nextNumber = new Map<string, number>()
  /** Every street opened, by city and neighbourhood, full or not: the map draws them all. */
  private readonly laidOut = new Map<string, Street[]>()
  private readonly grid = new StreetGrid()

  /** A lot on a residential street near `place`; always on land, inside the place's city. */
  residential(random: Random, place: Place): Lot {
    const key = `${place.city.name}/${place.neighbourhood.name}`
    const streets = this.open.get(key) ?? []
    this.open.set(key, streets)
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const street =
        streets.length < OPEN_STREETS
          ? this.openStreet(random, place, streets)
          : random.pick(streets)
      const lot = this.take(random, street, place)
      if (lot) return lot
      streets.splice(streets.indexOf(street), 1)
    }
    // Out of luck near a border or the shore: a short street at the sampled point itself.
    const street = this.openStreet(random, place, [], false)
    street.capacity = 1
    street.next = 1
    return {
      street: street.name,
      streetNumber: String(street.firstNumber + 1),
      position: place.position,
    }
  }

  /**
   * A lot on one of the city's arterial roads (shops, offices, condo towers), near `place`: on one
   * of the two arterials nearest it, a few hundred metres either way of the nearest point, set
   * back from the centre line by a sidewalk's width, so it stands along that road's line.
   */
  major(random: Random, place: Place): Lot | undefined {
    const city = place.city.name
    const lines = (MAJOR_STREETS[city] ?? []).flatMap((street) => {
      const line = arterialLine(city, street)
      return line ? [{ street, line, nearest: nearestOnLine(place.position, line) }] : []
    })
    if (lines.length === 0) return undefined
    lines.sort((a, b) => a.nearest.metres - b.nearest.metres)
    const chosen = lines[random.chance(0.7) ? 0 : Math.min(1, lines.length - 1)]
    if (!chosen) return undefined
    const { street, line, nearest } = chosen
    const distance = Math.max(
      0,
      Math.min(lineLength(line), nearest.fromStart + random.normal(0, ARTERIAL_SPREAD_METRES)),
    )
    const position = this.besideLine(random, place, line, distance)
    const key = streetKey(city, street)
    const number = (this.nextNumber.get(key) ?? random.int(1, 120)) + 2 * random.int(1, 25)
    this.nextNumber.set(key, number)
    return { street, streetNumber: String(number), position }
  }

  /**
   * The residential streets laid out so far, as lines along their lots, on land, then the grid's
   * unnamed side streets between each neighbourhood's named ones.
   */
  residentialRoads(): Road[] {
    return residentialRoads([...this.laidOut.values()], this.grid)
  }

  /** A point beside the line, on land in the place's city; on the line itself when the side is not. */
  private besideLine(
    random: Random,
    place: Place,
    line: readonly Position[],
    distance: number,
  ): Position {
    const { position: onLine, along } = pointAlong(line, distance)
    const side = random.chance(0.5) ? 1 : -1
    const setback = random.range(ARTERIAL_SETBACK_METRES.min, ARTERIAL_SETBACK_METRES.max) * side
    const beside = offsetMetres(onLine, -along[1] * setback, along[0] * setback)
    if (isOnLand(place.city, beside)) return beside
    if (isOnLand(place.city, onLine)) return onLine
    // A stretch outside the city (a line running along its border): the nearest vertex that is in.
    const inside = line.filter((vertex) => isOnLand(place.city, vertex))
    inside.sort((a, b) => metresBetween(a, onLine) - metresBetween(b, onLine))
    return inside[0] ?? onLine
  }

  /** A new street near `place`: on the grid when a stretch is free there (`gridded`). */
  private openStreet(random: Random, place: Place, streets: Street[], gridded = true): Street {
    const city = place.city.name
    const pool = this.names.get(city) ?? { list: namesFor(city), used: 0 }
    this.names.set(city, pool)
    const name = pool.list[pool.used % pool.list.length] ?? { name: 'Main', suffix: 'St' }
    pool.used += 1
    const key = streetKey(city, name)
    // A name's second street picks up at the next hundred, as a road broken by a park does.
    const last = this.nextNumber.get(key)
    const firstNumber = last === undefined ? 2 * random.int(0, 10) : Math.ceil(last / 100) * 100
    const capacity = random.int(16, 120)
    const quarter = random.int(0, 3)
    const onGrid = gridded
      ? this.grid.place(
          place.city.area,
          place.position,
          quarter,
          CORNER_METRES + Math.ceil(capacity / 2) * FRONTAGE_METRES,
          (point) => isOnLand(place.city, point),
        )
      : undefined
    const street: Street = onGrid
      ? {
          city: place.city,
          name,
          start: onGrid.start,
          along: onGrid.along,
          firstNumber,
          firstLot: CORNER_METRES,
          length: onGrid.length,
          capacity,
          next: 0,
        }
      : {
          city: place.city,
          name,
          start: place.position,
          along: alongFor(GRID_DEGREES[place.city.area] + 90 * quarter + random.normal(0, 3)),
          firstNumber,
          firstLot: 0,
          capacity,
          next: 0,
        }
    this.nextNumber.set(key, firstNumber + street.capacity + 1)
    streets.push(street)
    const area = `${city}/${place.neighbourhood.name}`
    this.laidOut.set(area, [...(this.laidOut.get(area) ?? []), street])
    return street
  }

  /** The street's next lot, or undefined when the street is full or runs off the land. */
  private take(random: Random, street: Street, place: Place): Lot | undefined {
    while (street.next < street.capacity) {
      const index = street.next
      // Now and then a number is skipped: a double lot, a lane, a park.
      street.next += random.chance(0.15) ? 2 : 1
      const side = index % 2 === 0 ? 1 : -1
      const distance = street.firstLot + Math.floor(index / 2) * FRONTAGE_METRES
      const [east, north] = street.along
      const position = offsetMetres(
        street.start,
        east * distance - north * side * SETBACK_METRES,
        north * distance + east * side * SETBACK_METRES,
      )
      if (!isOnLand(place.city, position)) {
        street.capacity = street.next
        return undefined
      }
      return { street: street.name, streetNumber: String(street.firstNumber + index + 1), position }
    }
    return undefined
  }
}
