/**
 * The search box's rules: when to look up, how many of each
 * group to show, and what choosing a suggestion does.
 */
import { GEOCODED_ZOOM, STREET_ADDRESS_ZOOM } from './mapRules'
import { placeSlug } from '../../contract/placeSlug'

export const MIN_SEARCH_CHARS = 2
export const SUGGESTION_DEBOUNCE_MS = 200
export const MAX_PLACE_PREDICTIONS = 3
export const MAX_NEIGHBOURHOODS = 3
export const AUTOCOMPLETE_RESULTS = 5
export const LOCATION_STORE_PER_KIND = 5
export const LOCATION_STORE_TIMEOUT_MS = 1000
/** 3 suggestions a group on small screens, otherwise 6. */
export function perGroup(smallScreen: boolean): number {
  return smallScreen ? 3 : 6
}

/** 2 or more characters (after trimming) trigger lookups. */
export function shouldLookUp(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_CHARS
}

export interface PlacePrediction {
  readonly description: string
  readonly place_id: string
  readonly structured_formatting: { readonly main_text: string; readonly secondary_text: string }
}

/** Place predictions: a result that is just 'Canada' is removed; up to 3. */
export function keptPredictions<T extends PlacePrediction>(predictions: readonly T[]): T[] {
  return predictions
    .filter((prediction) => prediction.description.trim().toLowerCase() !== 'canada')
    .slice(0, MAX_PLACE_PREDICTIONS)
}

export interface NamedPlace {
  readonly name: string
  readonly city: string
  readonly state: string
  readonly location: { readonly latitude: number; readonly longitude: number }
}

export type LocationSuggestion =
  | { readonly kind: 'city'; readonly place: NamedPlace }
  | { readonly kind: 'neighbourhood'; readonly place: NamedPlace }
  | { readonly kind: 'place'; readonly prediction: PlacePrediction }

export interface ListingSuggestion {
  readonly kind: 'listing'
  readonly mlsNumber: string
  readonly boardId: number
  readonly type: 'Sale' | 'Lease'
  readonly lastStatus: string
  readonly address: {
    readonly unitNumber?: string
    readonly streetNumber?: string
    readonly streetName?: string
    readonly streetSuffix?: string
    readonly streetDirection?: string
    readonly city?: string
    readonly state?: string
    readonly neighborhood?: string
    readonly zip?: string
  }
}

/**
 * The Locations group: cities the text names first, then up to 3 neighbourhoods, then up to 3
 * place predictions that are not already listed, cut to the group size.
 */
export function locationGroup(
  cities: readonly NamedPlace[],
  neighbourhoods: readonly NamedPlace[],
  predictions: readonly PlacePrediction[],
  limit: number,
): LocationSuggestion[] {
  const named = new Set([...cities, ...neighbourhoods].map((place) => place.name.toLowerCase()))
  return [
    ...cities.slice(0, MAX_NEIGHBOURHOODS).map((place) => ({ kind: 'city' as const, place })),
    ...neighbourhoods
      .slice(0, MAX_NEIGHBOURHOODS)
      .map((place) => ({ kind: 'neighbourhood' as const, place })),
    ...keptPredictions(predictions)
      .filter((prediction) => !named.has(prediction.structured_formatting.main_text.toLowerCase()))
      .map((prediction) => ({ kind: 'place' as const, prediction })),
  ].slice(0, limit)
}

/** Listing matches: one per MLS number, cut to the group size. */
export function listingGroup(
  listings: readonly ListingSuggestion[],
  limit: number,
): ListingSuggestion[] {
  const seen = new Set<string>()
  return listings
    .filter((listing) => {
      const key = `${listing.mlsNumber}/${String(listing.boardId)}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, limit)
}

/** A listing suggestion's label: Sold, Sold Conditional, Leased, else For Sale or For Lease. */
export function suggestionStatus(
  type: 'Sale' | 'Lease',
  lastStatus: string,
): 'forSale' | 'forLease' | 'sold' | 'soldConditional' | 'leased' {
  if (lastStatus === 'Sld') return 'sold'
  if (lastStatus === 'Sc' || lastStatus === 'Sce') return 'soldConditional'
  if (lastStatus === 'Lsd' || lastStatus === 'Lc') return 'leased'
  return type === 'Lease' ? 'forLease' : 'forSale'
}

export interface AddressComponentLike {
  readonly types: readonly string[]
}

/**
 * A geocoded place shows a street pin at zoom 17 when street number, route and locality all
 * exist; otherwise the map opens at zoom 16.
 */
export function geocodedView(components: readonly AddressComponentLike[]): {
  readonly zoom: number
  readonly streetPin: boolean
} {
  const has = (type: string) => components.some((component) => component.types.includes(type))
  const street = has('street_number') && has('route') && has('locality')
  return street
    ? { zoom: STREET_ADDRESS_ZOOM, streetPin: true }
    : { zoom: GEOCODED_ZOOM, streetPin: false }
}

/** A city or neighbourhood goes to the list page when already on a list path, else to /map. */
export function placeDestination(
  pathname: string,
  place: { readonly kind: 'city' | 'neighbourhood'; readonly city: string; readonly name: string },
): string {
  if (!pathname.split('/').includes('list')) {
    return place.kind === 'city'
      ? `/map/${placeSlug(place.city)}`
      : `/map/${placeSlug(place.city)}?neighborhood=${placeSlug(place.name)}`
  }
  return place.kind === 'city'
    ? `/list/on/${placeSlug(place.city)}`
    : `/list/on/${placeSlug(place.city)}/${placeSlug(place.name)}`
}
