/**
 * The search box's in-browser location store: cities and
 * neighbourhoods held in the page, searched by prefix, 5 per kind, answered within 1 s or else
 * the search service's `/locations` answers instead.
 */
import { compareText } from './compareText'
import { LOCATION_STORE_PER_KIND, LOCATION_STORE_TIMEOUT_MS } from './searchSuggestions'
import { normalizePlaceText } from '../../contract/placeSlug'

export interface StoredPlace {
  readonly name: string
  readonly city: string
  readonly state: string
  readonly location: { readonly latitude: number; readonly longitude: number }
  /** Other names people know the place by ("Downtown Toronto", "The Annex"). */
  readonly aliases?: readonly string[]
}

export interface LocationMatches {
  readonly cities: readonly StoredPlace[]
  readonly neighborhoods: readonly StoredPlace[]
}

interface Entry {
  /** The whole name (or one of its common names), normalised. */
  readonly key: string
  /** Where each later word starts in `key`. */
  readonly words: readonly string[]
  readonly place: StoredPlace
}

export interface LocationIndex {
  readonly cities: readonly Entry[]
  readonly neighborhoods: readonly Entry[]
}

const entry = (place: StoredPlace, name = place.name): Entry => {
  const key = normalizePlaceText(name)
  const words = key.split(' ')
  return { key, words: words.slice(1).map((_, i) => words.slice(i + 1).join(' ')), place }
}

const byName = (a: Entry, b: Entry) =>
  compareText(a.key, b.key) || compareText(a.place.city, b.place.city)

export function buildLocationIndex(
  cities: readonly StoredPlace[],
  neighborhoods: readonly StoredPlace[],
): LocationIndex {
  return {
    cities: cities.map((place) => entry(place)).sort(byName),
    neighborhoods: neighborhoods
      .flatMap((place) => [
        entry(place),
        ...(place.aliases ?? []).map((alias) => entry(place, alias)),
      ])
      .sort(byName),
  }
}

function matches(entries: readonly Entry[], query: string, limit: number): StoredPlace[] {
  if (query === '') return []
  const first: StoredPlace[] = []
  const later: StoredPlace[] = []
  for (const candidate of entries) {
    if (candidate.key.startsWith(query)) first.push(candidate.place)
    else if (candidate.words.some((rest) => rest.startsWith(query))) later.push(candidate.place)
  }
  // A place matched by its name and by a common name is listed once.
  return [...new Set([...first, ...later])].slice(0, limit)
}

/**
 * Places whose name, or a later word of it, starts with the text: whole-name matches first
 * ("Ann" finds Annex before "The Annex"), then by name; `perKind` of each kind.
 */
export function searchLocationIndex(
  index: LocationIndex,
  text: string,
  perKind: number = LOCATION_STORE_PER_KIND,
): LocationMatches {
  const query = normalizePlaceText(text)
  return {
    cities: matches(index.cities, query, perKind),
    neighborhoods: matches(index.neighborhoods, query, perKind),
  }
}

export class LocationStoreTimeout extends Error {
  constructor(ms: number) {
    super(`The location store did not answer within ${String(ms)} ms`)
    this.name = 'LocationStoreTimeout'
  }
}

/** The promise's value, or a LocationStoreTimeout after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new LocationStoreTimeout(ms))
    }, ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

export interface LookUp {
  /** The store, loaded on first use. */
  readonly store: () => Promise<LocationIndex>
  /** The search service's `/locations`. */
  readonly service: (text: string) => Promise<LocationMatches>
  readonly timeoutMs?: number
  readonly perKind?: number
}

/**
 * The store answers when it can within the time-out; when it fails or is too slow, the
 * service does.
 */
export async function lookUpLocations(
  text: string,
  {
    store,
    service,
    timeoutMs = LOCATION_STORE_TIMEOUT_MS,
    perKind = LOCATION_STORE_PER_KIND,
  }: LookUp,
): Promise<LocationMatches & { readonly source: 'store' | 'service' }> {
  try {
    const index = await withTimeout(store(), timeoutMs)
    return { ...searchLocationIndex(index, text, perKind), source: 'store' }
  } catch {
    const answer = await service(text)
    return {
      cities: answer.cities.slice(0, perKind),
      neighborhoods: answer.neighborhoods.slice(0, perKind),
      source: 'service',
    }
  }
}
