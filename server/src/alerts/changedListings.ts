import type { AlertListing } from './alertListing'
import { listingKey } from './alertRows'
import { placesOf } from './matching'

/** A changed listing with what every search compares, worked out once per run, not per search. */
export interface ChangedListing {
  readonly listing: AlertListing
  readonly key: string
  /** Place keys (see `placeKey`) of its city and neighbourhood. */
  readonly city: string
  readonly neighborhood: string
}

/** A run's changed listings, newest change first, with the look-ups each search needs. */
export interface ChangedIndex {
  readonly all: readonly ChangedListing[]
  /** Positions in `all` of each city's listings, in order. */
  readonly byCity: ReadonlyMap<string, readonly number[]>
  readonly positionOf: ReadonlyMap<string, number>
  /** The newest change of the run: every search's cursor moves at least to it. */
  readonly newest: string | undefined
}

export function indexChanged(changed: readonly AlertListing[]): ChangedIndex {
  const all: ChangedListing[] = []
  const byCity = new Map<string, number[]>()
  const positionOf = new Map<string, number>()
  let newest: string | undefined
  changed.forEach((listing, position) => {
    const { city, neighborhood } = placesOf(listing)
    const key = listingKey(listing.mlsNumber, listing.boardId)
    all.push({ listing, key, city, neighborhood })
    const inCity = byCity.get(city)
    if (inCity) inCity.push(position)
    else byCity.set(city, [position])
    positionOf.set(key, position)
    if (newest === undefined || listing.updatedOn > newest) newest = listing.updatedOn
  })
  return { all, byCity, positionOf, newest }
}

/**
 * The listings a search has to look at, in the run's order: those of its city (every one when it
 * names no city: no other listing can match), and those it told the customer about before,
 * wherever they are now (their state is kept even when they left the search).
 */
export function candidatesFor(
  index: ChangedIndex,
  city: string | undefined,
  sentKeys: Iterable<string>,
): readonly ChangedListing[] {
  if (city === undefined) return index.all
  const positions = new Set(index.byCity.get(city))
  for (const key of sentKeys) {
    const position = index.positionOf.get(key)
    if (position !== undefined) positions.add(position)
  }
  return [...positions].sort((a, b) => a - b).flatMap((position) => index.all[position] ?? [])
}
