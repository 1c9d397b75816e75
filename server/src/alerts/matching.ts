import {
  ACTIVE_LAST_STATUSES,
  LEASED_LAST_STATUSES,
  SOLD_LAST_STATUSES,
} from '../../../contract/listing'
import type { AlertListing } from './alertListing'
import { listingSearchText } from '../realty/searchText'
import { placeKey } from '../realty/placeNames'
import type { SearchCriteria } from './searchCriteria'

const ACTIVE: ReadonlySet<string> = new Set(ACTIVE_LAST_STATUSES)
const SOLD: ReadonlySet<string> = new Set(SOLD_LAST_STATUSES)
const LEASED: ReadonlySet<string> = new Set(LEASED_LAST_STATUSES)
const HOME_CLASSES = new Set(['ResidentialProperty', 'CondoProperty'])

/** Ray casting: whether a point (lng, lat) lies inside a ring of [lng, lat] points. */
export function insidePolygon(
  [x, y]: readonly [number, number],
  ring: readonly (readonly [number, number])[],
): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] ?? [0, 0]
    const [xj, yj] = ring[j] ?? [0, 0]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function sqftMax(sqft: string | null): number | undefined {
  const top = sqft?.split('-').at(-1)
  return top === undefined || top === '' ? undefined : Number(top)
}

function statusMatches(criteria: SearchCriteria, listing: AlertListing): boolean {
  if (criteria.active && listing.status === 'A' && ACTIVE.has(listing.lastStatus)) return true
  const closed = criteria.type === 'Lease' ? LEASED : SOLD
  return criteria.sold && listing.status === 'U' && closed.has(listing.lastStatus)
}

/** A listing's city and neighbourhood as place keys. */
export interface ListingPlaces {
  readonly city: string
  readonly neighborhood: string
}

export const placesOf = (listing: AlertListing): ListingPlaces => ({
  city: placeKey(listing.address.city),
  neighborhood: placeKey(listing.address.neighborhood ?? ''),
})

/**
 * Whether a listing is one a saved search shows: the same filters the search screen sends (deal
 * type, status, home type, price, beds, baths, size, keywords, place and drawn area).
 */
export function matchesCriteria(
  criteria: SearchCriteria,
  listing: AlertListing,
  // The listing's place keys; a run works them out once for all its searches.
  places: ListingPlaces = placesOf(listing),
): boolean {
  const { details } = listing
  if (listing.type !== criteria.type || !statusMatches(criteria, listing)) return false
  if (!HOME_CLASSES.has(listing.class)) return false
  if (criteria.propertyTypes.length > 0 && !criteria.propertyTypes.includes(details.propertyType)) {
    return false
  }
  if (listing.listPrice < criteria.minPrice) return false
  if (criteria.maxPrice !== undefined && listing.listPrice > criteria.maxPrice) return false
  if (details.numBedrooms < criteria.minBeds || details.numBathrooms < criteria.minBaths) {
    return false
  }
  // A home whose size range reaches the minimum qualifies, as the feed treats ranges.
  if (criteria.minSqft > 0 && (sqftMax(details.sqft) ?? 0) < criteria.minSqft) return false
  if (criteria.city !== undefined && places.city !== criteria.city) return false
  if (criteria.neighborhood !== undefined && places.neighborhood !== criteria.neighborhood) {
    return false
  }
  if (
    criteria.polygon &&
    !insidePolygon([listing.map.longitude, listing.map.latitude], criteria.polygon)
  ) {
    return false
  }
  if (criteria.keywords.length > 0) {
    const text = listingSearchText(listing)
    if (!criteria.keywords.every((word) => text.includes(word))) return false
  }
  return true
}
