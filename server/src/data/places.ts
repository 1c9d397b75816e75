import { CITIES, LAKE_ONTARIO, type City } from './geography/cities'
import { NEIGHBOURHOODS, type NeighbourhoodSeed } from './geography/neighbourhoods'
import { MAJOR_STREETS, RESIDENTIAL_STREETS, postalCode, type StreetName } from './geography/streets'
import { pointInRing, type Position } from './geometry'
import type { Random } from './random'

export interface Place {
  readonly city: City
  readonly neighbourhood: NeighbourhoodSeed
  readonly position: Position
}

const neighbourhoodsByCity = new Map<string, NeighbourhoodSeed[]>()
for (const neighbourhood of NEIGHBOURHOODS) {
  const list = neighbourhoodsByCity.get(neighbourhood.city) ?? []
  list.push(neighbourhood)
  neighbourhoodsByCity.set(neighbourhood.city, list)
}

export function neighbourhoodsOf(city: string): readonly NeighbourhoodSeed[] {
  return neighbourhoodsByCity.get(city) ?? []
}

/** The neighbourhood whose centre is nearest: the Voronoi cell the point falls in. */
export function nearestNeighbourhood(city: string, [lng, lat]: Position): NeighbourhoodSeed {
  let best: NeighbourhoodSeed | undefined
  let bestDistance = Infinity
  // Longitude degrees are shorter than latitude degrees this far north.
  const lngScale = Math.cos((lat * Math.PI) / 180)
  for (const candidate of neighbourhoodsOf(city)) {
    const dx = (candidate.center[0] - lng) * lngScale
    const dy = candidate.center[1] - lat
    const distance = dx * dx + dy * dy
    if (distance < bestDistance) {
      bestDistance = distance
      best = candidate
    }
  }
  if (!best) throw new Error(`${city} has no neighbourhoods`)
  return best
}

export function isOnLand(city: City, position: Position): boolean {
  return pointInRing(position, city.boundary) && !pointInRing(position, LAKE_ONTARIO)
}

const cityWeights = CITIES.map((city) => [city, city.weight] as const)

/** A point in a city, near one of its neighbourhood centres, never in the lake. */
export function samplePlace(random: Random): Place {
  const city = random.weighted(cityWeights)
  const seed = random.pick(neighbourhoodsOf(city.name))
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const position: Position = [
      random.normal(seed.center[0], 0.014),
      random.normal(seed.center[1], 0.009),
    ]
    if (!isOnLand(city, position)) continue
    const neighbourhood = nearestNeighbourhood(city.name, position)
    return { city, neighbourhood, position }
  }
  return { city, neighbourhood: seed, position: seed.center }
}

export interface StreetAddress {
  readonly streetNumber: string
  readonly street: StreetName
  readonly zip: string
}

export function sampleAddress(random: Random, place: Place, onMajorStreet: boolean): StreetAddress {
  const majors = MAJOR_STREETS[place.city.name] ?? []
  const street =
    onMajorStreet && majors.length > 0 ? random.pick(majors) : random.pick(RESIDENTIAL_STREETS)
  const streetNumber = String(onMajorStreet ? random.int(1, 3200) : random.int(1, 260))
  return {
    streetNumber,
    street,
    zip: postalCode(place.neighbourhood.fsa, random.int(0, 9), random.int(0, 19), random.int(0, 9)),
  }
}

/** The nearest big crossing, as listings report it: "Yonge/Eglinton". */
export function majorIntersection(random: Random, city: string): string {
  const majors = MAJOR_STREETS[city] ?? []
  if (majors.length < 2) return ''
  const first = random.pick(majors)
  const second = random.pick(majors.filter((street) => street.name !== first.name))
  return `${first.name}/${second.name}`
}
