import { BOARDS } from './boards'
import { HOME_TYPES, pickHomeType, sqftBounds, type HomeType } from './homeTypes'
import type { StreetName } from './geography/streets'
import {
  majorIntersection,
  nearestNeighbourhood,
  samplePlace,
  samplePostalCode,
  type Place,
} from './places'
import type { Random } from './random'
import type { StreetPlan } from './streetPlan'

export interface StreetAddress {
  readonly streetNumber: string
  readonly street: StreetName
  readonly zip: string
  /** The nearest big crossing, as listings report it: "Yonge/Eglinton". */
  readonly majorIntersection: string
}

/** A home that exists across the years: every listing of it shares these facts. */
export interface Property {
  readonly homeType: HomeType
  readonly propertyType: string
  readonly style: string
  readonly place: Place
  readonly address: StreetAddress
  readonly unitNumber: string
  readonly beds: number
  readonly bedsPlus: number
  readonly baths: number
  readonly sqft: string | null
  readonly sqftMid: number
  readonly yearBuilt: number | null
  readonly lot: { readonly width: number; readonly depth: number } | null
  readonly garageSpaces: number
  readonly parkingSpaces: number
  /** The board whose members list this home; its listings over the years all come from it. */
  readonly boardId: number
}

interface Building {
  readonly place: Place
  readonly address: StreetAddress
  readonly floors: number
  readonly yearBuilt: number
  /** Units already sold to a home in the dataset: each unit is one home. */
  readonly taken: Set<number>
}

const UNITS_PER_FLOOR = 24
const capacityOf = (building: Building) => (building.floors - 1) * UNITS_PER_FLOOR

/**
 * Condo apartments share buildings, so units of one tower appear side by side, as in real life.
 * Keyed by neighbourhood, about two dozen towers each; a full tower makes room for a new one.
 */
export class BuildingPool {
  private readonly buildings = new Map<string, Building[]>()

  constructor(private readonly streets: StreetPlan) {}

  /** A free unit in a tower near `place`: the tower and the unit number. */
  unit(random: Random, place: Place): { building: Building; unitNumber: string } {
    const building = this.pick(random, place)
    let unit = 0
    for (let attempt = 0; attempt < 8 && (unit === 0 || building.taken.has(unit)); attempt += 1) {
      unit = random.int(2, building.floors) * 100 + random.int(1, UNITS_PER_FLOOR)
    }
    // A busy tower: the lowest free unit, found in floor order.
    for (let floor = 2; building.taken.has(unit) && floor <= building.floors; floor += 1) {
      for (let door = 1; door <= UNITS_PER_FLOOR; door += 1) {
        unit = floor * 100 + door
        if (!building.taken.has(unit)) break
      }
    }
    building.taken.add(unit)
    return { building, unitNumber: String(unit).padStart(3, '0') }
  }

  private pick(random: Random, place: Place): Building {
    const key = `${place.city.name}/${place.neighbourhood.name}`
    const list = (this.buildings.get(key) ?? []).filter((b) => b.taken.size < capacityOf(b))
    this.buildings.set(key, list)
    if (list.length > 0 && (list.length >= 24 || random.chance(0.75))) return random.pick(list)
    const lot = this.streets.major(random, place)
    // The tower stands on its arterial; its neighbourhood is the one it stands in.
    const neighbourhood = lot
      ? nearestNeighbourhood(place.city.name, lot.position)
      : place.neighbourhood
    const building: Building = {
      place: { city: place.city, neighbourhood, position: lot?.position ?? place.position },
      address: {
        streetNumber: lot?.streetNumber ?? '1',
        street: lot?.street ?? { name: place.neighbourhood.name, suffix: 'Sq' },
        zip: samplePostalCode(random, neighbourhood),
        majorIntersection: majorIntersection(place.city.name, neighbourhood.name),
      },
      floors: random.int(6, 55),
      yearBuilt: random.int(1975, 2025),
      taken: new Set(),
    }
    list.push(building)
    return building
  }
}

function bathsFor(random: Random, homeType: HomeType, beds: number): number {
  if (homeType === 'Vacant Land') return 0
  if (homeType === 'Commercial') return random.int(1, 3)
  if (homeType === 'Condo Apt') return beds >= 2 && random.chance(0.7) ? 2 : 1
  return Math.max(1, Math.min(6, beds - 1 + random.int(0, 2)))
}

function sqftFor(random: Random, homeType: HomeType, beds: number): string | null {
  const ranges = HOME_TYPES[homeType].sqft
  // Real feeds leave the size out often, especially for houses.
  if (ranges.length === 0 || random.chance(homeType === 'Condo Apt' ? 0.06 : 0.18)) return null
  const fraction = homeType === 'Condo Apt' ? (beds + random.next()) / 4 : random.next()
  return ranges[Math.min(ranges.length - 1, Math.floor(fraction * ranges.length))] ?? null
}

/** Where a home stands and how it is addressed: a tower unit, a shop front or a house lot. */
function locate(
  random: Random,
  base: Place,
  homeType: HomeType,
  streets: StreetPlan,
  buildings: BuildingPool,
): { place: Place; address: StreetAddress; unitNumber: string; yearBuilt?: number } {
  if (homeType === 'Condo Apt') {
    const { building, unitNumber } = buildings.unit(random, base)
    return { ...building, unitNumber }
  }
  const major = homeType === 'Commercial' ? streets.major(random, base) : undefined
  const lot = major ?? streets.residential(random, base)
  const neighbourhood = nearestNeighbourhood(base.city.name, lot.position)
  return {
    place: { city: base.city, neighbourhood, position: lot.position },
    address: {
      streetNumber: lot.streetNumber,
      street: lot.street,
      zip: samplePostalCode(random, neighbourhood),
      majorIntersection: majorIntersection(base.city.name, neighbourhood.name),
    },
    // Townhouse complexes number their units; the street number is the complex's.
    unitNumber: homeType === 'Condo Townhouse' ? String(random.int(1, 180)) : '',
  }
}

export function createProperty(
  random: Random,
  streets: StreetPlan,
  buildings: BuildingPool,
): Property {
  const base = samplePlace(random)
  const homeType = pickHomeType(random, base.city.name)
  const spec = HOME_TYPES[homeType]
  const beds = random.weighted(spec.beds)
  const condoApt = homeType === 'Condo Apt'
  const { place, address, unitNumber, yearBuilt } = locate(
    random,
    base,
    homeType,
    streets,
    buildings,
  )
  const sqft = sqftFor(random, homeType, beds)
  const bounds = sqftBounds(sqft)
  const houseLike = !condoApt && homeType !== 'Condo Townhouse' && homeType !== 'Commercial'
  return {
    homeType,
    propertyType: random.pick(spec.propertyTypes),
    style: beds === 0 && condoApt ? 'Bachelor/Studio' : random.pick(spec.styles),
    place,
    address,
    unitNumber,
    beds,
    bedsPlus: condoApt
      ? random.chance(0.3)
        ? 1
        : 0
      : random.weighted([
          [0, 60],
          [1, 30],
          [2, 10],
        ]),
    baths: bathsFor(random, homeType, beds),
    sqft,
    sqftMid: bounds ? (bounds.min + bounds.max) / 2 : spec.typicalSqft,
    yearBuilt:
      yearBuilt ??
      (spec.builtFrom > 0 && random.chance(0.7) ? random.int(spec.builtFrom, 2025) : null),
    lot: houseLike
      ? {
          width: Math.round(random.range(homeType === 'Vacant Land' ? 40 : 18, 65) * 10) / 10,
          depth: Math.round(random.range(90, 150) * 10) / 10,
        }
      : null,
    garageSpaces:
      homeType === 'Detached' ? random.int(1, 3) : houseLike ? random.int(0, 1) : random.int(0, 1),
    parkingSpaces: homeType === 'Vacant Land' ? 0 : random.int(condoApt ? 0 : 1, condoApt ? 1 : 4),
    boardId: random.weighted(BOARDS),
  }
}
