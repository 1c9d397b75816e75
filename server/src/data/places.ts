import { CITIES, LAKE_ONTARIO, type City } from './geography/cities'
import { CROSSINGS, NEIGHBOURHOODS, type NeighbourhoodSeed } from './geography/neighbourhoods'
import { MAJOR_STREETS, postalCode } from './geography/streets'
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

/** A postal code in the neighbourhood's forward sortation area. */
export function samplePostalCode(random: Random, neighbourhood: NeighbourhoodSeed): string {
  return postalCode(neighbourhood.fsa, random.int(0, 9), random.int(0, 19), random.int(0, 9))
}

function textHash(text: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619)
  return hash >>> 0
}

/**
 * The big crossing listings name for a neighbourhood ("Yonge/Eglinton"): one per neighbourhood,
 * so every home there names the same one, year after year.
 */
export function majorIntersection(city: string, neighbourhood: string): string {
  const explicit = CROSSINGS[`${city}/${neighbourhood}`]
  if (explicit) return explicit
  const names = [...new Set((MAJOR_STREETS[city] ?? []).map((street) => street.name))]
  if (names.length < 2) return ''
  const hash = textHash(neighbourhood)
  const first = hash % names.length
  const second = (first + 1 + ((hash >>> 8) % (names.length - 1))) % names.length
  return `${names[first] ?? ''}/${names[second] ?? ''}`
}
