import { HOME_TYPES, pickHomeType, sqftBounds, type HomeType } from './homeTypes'
import { sampleAddress, samplePlace, type Place, type StreetAddress } from './places'
import type { Random } from './random'

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
}

interface Building {
  readonly place: Place
  readonly address: StreetAddress
  readonly floors: number
  readonly yearBuilt: number
}

/**
 * Condo apartments share buildings, so units of one tower appear side by side, as in real life.
 * Keyed by neighbourhood; small enough to keep for a million listings.
 */
export class BuildingPool {
  private readonly buildings = new Map<string, Building[]>()

  pick(random: Random, place: Place): Building {
    const key = `${place.city.name}/${place.neighbourhood.name}`
    const list = this.buildings.get(key) ?? []
    if (list.length > 0 && (list.length >= 24 || random.chance(0.75))) return random.pick(list)
    const building: Building = {
      place,
      address: sampleAddress(random, place, true),
      floors: random.int(6, 55),
      yearBuilt: random.int(1975, 2025),
    }
    list.push(building)
    this.buildings.set(key, list)
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

export function createProperty(random: Random, buildings: BuildingPool): Property {
  const base = samplePlace(random)
  const homeType = pickHomeType(random, base.city.name)
  const spec = HOME_TYPES[homeType]
  const beds = random.weighted(spec.beds)
  const condoApt = homeType === 'Condo Apt'
  const building = condoApt ? buildings.pick(random, base) : undefined
  const place = building?.place ?? base
  const address = building?.address ?? sampleAddress(random, place, homeType === 'Commercial')
  const floor = building ? random.int(2, building.floors) : 0
  const sqft = sqftFor(random, homeType, beds)
  const bounds = sqftBounds(sqft)
  const houseLike = !condoApt && homeType !== 'Condo Townhouse' && homeType !== 'Commercial'
  return {
    homeType,
    propertyType: random.pick(spec.propertyTypes),
    style: beds === 0 && condoApt ? 'Bachelor/Studio' : random.pick(spec.styles),
    place,
    address,
    unitNumber: building
      ? String(floor * 100 + random.int(1, 24)).padStart(3, '0')
      : homeType === 'Condo Townhouse'
        ? String(random.int(1, 180))
        : '',
    beds,
    bedsPlus: condoApt ? (random.chance(0.3) ? 1 : 0) : random.weighted([[0, 60], [1, 30], [2, 10]]),
    baths: bathsFor(random, homeType, beds),
    sqft,
    sqftMid: bounds ? (bounds.min + bounds.max) / 2 : spec.typicalSqft,
    yearBuilt:
      building?.yearBuilt ??
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
  }
}
