import type { Region } from './geography/cities'
import { MAJOR_STREETS, RESIDENTIAL_STREETS, type StreetName } from './geography/streets'
import type { Position } from './geometry'
import { isOnLand, type Place } from './places'
import { createRandom, type Random } from './random'

/** A home's street and number, and where on the street it stands. */
export interface Lot {
  readonly street: StreetName
  readonly streetNumber: string
  readonly position: Position
}

interface Street {
  readonly name: StreetName
  readonly start: Position
  /** Unit vector along the street, in metres east and north. */
  readonly along: readonly [number, number]
  /** The street's number before its first lot: a name used again continues its numbers. */
  readonly firstNumber: number
  /** Lots the street has room for; set to `next` when the street runs out of land. */
  capacity: number
  next: number
}

const METRES_PER_DEGREE = 111_320
const FRONTAGE_METRES = 12
const SETBACK_METRES = 14
/** Streets a neighbourhood fills at once: a small dataset still has several homes per street. */
const OPEN_STREETS = 6

/**
 * How far each region's road grid turns from true north: Toronto, York and Durham follow Yonge
 * Street's survey (about 17 degrees west of north); Peel and Halton follow the lake (about 45).
 */
const GRID_DEGREES: Readonly<Record<Region, number>> = {
  Toronto: 17,
  York: 17,
  Durham: 17,
  Peel: 45,
  Halton: 45,
}

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

function offset([lng, lat]: Position, east: number, north: number): Position {
  const metresPerLng = METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)
  return [lng + east / metresPerLng, lat + north / METRES_PER_DEGREE]
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
    const street = this.openStreet(random, place, [])
    street.capacity = 1
    street.next = 1
    return {
      street: street.name,
      streetNumber: String(street.firstNumber + 1),
      position: place.position,
    }
  }

  /** A number on one of the city's arterial roads (shops, offices, condo towers). */
  major(random: Random, city: string): { street: StreetName; streetNumber: string } | undefined {
    const majors = MAJOR_STREETS[city] ?? []
    if (majors.length === 0) return undefined
    const street = random.pick(majors)
    const key = streetKey(city, street)
    const number = (this.nextNumber.get(key) ?? random.int(1, 120)) + 2 * random.int(1, 25)
    this.nextNumber.set(key, number)
    return { street, streetNumber: String(number) }
  }

  private openStreet(random: Random, place: Place, streets: Street[]): Street {
    const city = place.city.name
    const pool = this.names.get(city) ?? { list: namesFor(city), used: 0 }
    this.names.set(city, pool)
    const name = pool.list[pool.used % pool.list.length] ?? { name: 'Main', suffix: 'St' }
    pool.used += 1
    const key = streetKey(city, name)
    // A name's second street picks up at the next hundred, as a road broken by a park does.
    const last = this.nextNumber.get(key)
    const firstNumber = last === undefined ? 2 * random.int(0, 10) : Math.ceil(last / 100) * 100
    const degrees =
      GRID_DEGREES[place.city.area] + (random.chance(0.5) ? 0 : 90) + random.normal(0, 3)
    const radians = (degrees * Math.PI) / 180
    const sign = random.chance(0.5) ? 1 : -1
    const street: Street = {
      name,
      start: place.position,
      along: [-Math.sin(radians) * sign, Math.cos(radians) * sign],
      firstNumber,
      capacity: random.int(16, 120),
      next: 0,
    }
    this.nextNumber.set(key, firstNumber + street.capacity + 1)
    streets.push(street)
    return street
  }

  /** The street's next lot, or undefined when the street is full or runs off the land. */
  private take(random: Random, street: Street, place: Place): Lot | undefined {
    while (street.next < street.capacity) {
      const index = street.next
      // Now and then a number is skipped: a double lot, a lane, a park.
      street.next += random.chance(0.15) ? 2 : 1
      const side = index % 2 === 0 ? 1 : -1
      const distance = Math.floor(index / 2) * FRONTAGE_METRES
      const [east, north] = street.along
      const position = offset(
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
