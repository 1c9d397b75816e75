// The provider source's fixed settings: how long answers are reused, what the search box reads.

/**
 * How long each kind of answer is reused. Searches and map views change only when a listing
 * does, so 30 s costs little freshness and makes panning back and forth free; one listing a
 * minute; statistics (months of sold data) ten minutes; places an hour.
 */
export const TTL_MS = {
  search: 30_000,
  listing: 60_000,
  statistics: 600_000,
  places: 3_600_000,
} as const

/** Where the search box looks: the address and the MLS number, never the description. */
export const AUTOCOMPLETE_SEARCH_FIELDS = [
  'address.unitNumber',
  'address.streetNumber',
  'address.streetName',
  'address.city',
  'address.zip',
  'mlsNumber',
].join(',')

/** Suggestions the search box gets when it asks for no number. */
export const DEFAULT_AUTOCOMPLETE_SIZE = 5
