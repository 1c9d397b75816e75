/**
 * What some real listings carry that the generated dataset has none of, on the listings a test
 * names (the fake's settings), marked in every answer that carries them:
 * - `backOfficeOnly`: `permissions.displayInternetEntireListing: 'N'`, a listing the board lets
 *   the brokerage use in its back office only (a search asking for
 *   `displayInternetEntireListing=Y` leaves it out, see where.ts);
 * - `lotsInMetres`: a lot measured in metres (`lot.measurement: 'Metres'`).
 */
export interface ListingMarks {
  readonly backOfficeOnly: readonly string[]
  readonly lotsInMetres: readonly string[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mark(listing: unknown, marks: ListingMarks): void {
  if (!isObject(listing) || typeof listing.mlsNumber !== 'string') return
  const { mlsNumber } = listing
  if (marks.backOfficeOnly.includes(mlsNumber) && isObject(listing.permissions)) {
    listing.permissions = { ...listing.permissions, displayInternetEntireListing: 'N' }
  }
  if (marks.lotsInMetres.includes(mlsNumber) && isObject(listing.lot)) {
    listing.lot = { ...listing.lot, measurement: 'Metres' }
  }
}

/** Marks the named listings wherever an answer carries listings, in place. */
export function markListings(answer: unknown, marks: ListingMarks): void {
  if (marks.backOfficeOnly.length + marks.lotsInMetres.length === 0 || !isObject(answer)) return
  mark(answer, marks)
  for (const key of ['listings', 'similar', 'history'] as const) {
    const list = answer[key]
    if (Array.isArray(list)) list.forEach((listing) => mark(listing, marks))
  }
  const aggregates = answer.aggregates
  const map = isObject(aggregates) ? aggregates.map : undefined
  const clusters = isObject(map) ? map.clusters : undefined
  if (Array.isArray(clusters)) {
    for (const cluster of clusters) if (isObject(cluster)) mark(cluster.listing, marks)
  }
}
