import type { ListingRecord } from '../../../contract/listing'

/** The counts a listing can show beside its price: bedrooms, bathrooms, garage spaces, area. */
export type CountKind = 'beds' | 'baths' | 'garage' | 'sqft'

/** A bedroom count with extra rooms (a den, a basement room) reads '3 + 1'. */
type CountKey<K extends CountKind> = K extends 'beds' ? 'beds' | 'bedsPlus' : K

export interface ListingCount<K extends CountKind> {
  readonly kind: K
  /** The string key that words it, in the namespace of the screen that shows it. */
  readonly key: CountKey<K>
  readonly values: { readonly count?: number; readonly plus?: number; readonly range?: string }
}

type Details = Pick<
  ListingRecord['details'],
  'numBedrooms' | 'numBedroomsPlus' | 'numBathrooms' | 'numGarageSpaces' | 'sqft'
>

function countOf(kind: CountKind, details: Details): ListingCount<CountKind> | undefined {
  switch (kind) {
    case 'beds':
      if (details.numBedrooms <= 0) return undefined
      return details.numBedroomsPlus > 0
        ? {
            kind,
            key: 'bedsPlus',
            values: { count: details.numBedrooms, plus: details.numBedroomsPlus },
          }
        : { kind, key: 'beds', values: { count: details.numBedrooms } }
    case 'baths':
      return details.numBathrooms > 0
        ? { kind, key: 'baths', values: { count: details.numBathrooms } }
        : undefined
    case 'garage':
      return details.numGarageSpaces > 0
        ? { kind, key: 'garage', values: { count: details.numGarageSpaces } }
        : undefined
    case 'sqft':
      return details.sqft ? { kind, key: 'sqft', values: { range: details.sqft } } : undefined
  }
}

/**
 * The counts of `kinds` that a listing has, in that order: a count of zero (or no area) is left
 * out rather than shown as '0 Beds'.
 */
export function listingCounts<K extends CountKind>(
  details: Details,
  kinds: readonly K[],
): ListingCount<K>[] {
  return kinds.flatMap((kind) => {
    const count = countOf(kind, details)
    return count ? [count as ListingCount<K>] : []
  })
}
