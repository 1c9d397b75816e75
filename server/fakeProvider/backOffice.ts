/**
 * Listings a board lets the brokerage use in its back office only: the provider sends them with
 * `permissions.displayInternetEntireListing: 'N'` and leaves them out of a search that asks for
 * `displayInternetEntireListing=Y`. The generated dataset has no such listings, so a test names
 * them (the fake's `backOfficeOnly` setting) and this marks them in every answer.
 */
type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mark(listing: unknown, backOfficeOnly: ReadonlySet<string>): void {
  if (!isObject(listing) || typeof listing.mlsNumber !== 'string') return
  if (!backOfficeOnly.has(listing.mlsNumber) || !isObject(listing.permissions)) return
  listing.permissions = { ...listing.permissions, displayInternetEntireListing: 'N' }
}

/** Marks the named listings wherever an answer carries listings, in place. */
export function markBackOfficeListings(answer: unknown, backOfficeOnly: readonly string[]): void {
  if (backOfficeOnly.length === 0 || !isObject(answer)) return
  const names = new Set(backOfficeOnly)
  mark(answer, names)
  for (const key of ['listings', 'similar', 'history'] as const) {
    const list = answer[key]
    if (Array.isArray(list)) list.forEach((listing) => mark(listing, names))
  }
  const aggregates = answer.aggregates
  const map = isObject(aggregates) ? aggregates.map : undefined
  const clusters = isObject(map) ? map.clusters : undefined
  if (Array.isArray(clusters)) {
    for (const cluster of clusters) if (isObject(cluster)) mark(cluster.listing, names)
  }
}
