import { DEFAULT_FILTERS, readSearchQuery } from './searchFilters'

/** One part of a saved search's suggested name, for the screen's language to word. */
export type SearchNamePart =
  | { readonly key: 'sale' | 'lease' | 'sold' | 'leased' }
  | { readonly key: 'beds' | 'baths'; readonly count: number }
  | { readonly key: 'maxPrice' | 'minPrice'; readonly price: number }

/**
 * What a search's query says, as the parts of a name ("for sale", "2+ beds", "up to $900,000"),
 * so a search can be saved at once under a name that tells it apart: the deal, then the
 * bedrooms, bathrooms and price that differ from the default search.
 */
export function searchNameParts(search: string): SearchNamePart[] {
  const { filters, flags } = readSearchQuery(new URLSearchParams(search))
  const lease = filters.type === 'lease'
  const parts: SearchNamePart[] = []
  if (flags.active) parts.push({ key: lease ? 'lease' : 'sale' })
  if (flags.sold) parts.push({ key: lease ? 'leased' : 'sold' })
  if (filters.minBeds > 0) parts.push({ key: 'beds', count: filters.minBeds })
  if (filters.minBaths > 0) parts.push({ key: 'baths', count: filters.minBaths })
  if (filters.minPrice > 0) parts.push({ key: 'minPrice', price: filters.minPrice })
  // The default maximum is no choice of the visitor's; a lease's own range is.
  if (filters.maxPrice !== undefined && filters.maxPrice !== DEFAULT_FILTERS.maxPrice) {
    parts.push({ key: 'maxPrice', price: filters.maxPrice })
  }
  return parts
}

/**
 * An outline as a saved search keeps it ([longitude, latitude] pairs), at most `max` points: a
 * long one (a city's) keeps every n-th point, which still bounds the same homes but for a sliver.
 */
export function savedOutline(
  path: readonly { readonly latitude: number; readonly longitude: number }[],
  max: number,
): [number, number][] {
  const step = Math.ceil(path.length / max)
  return path
    .filter((_, index) => index % step === 0)
    .map((point) => [point.longitude, point.latitude])
}
