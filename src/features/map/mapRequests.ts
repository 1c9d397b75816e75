import type { Cluster, ListingsResponse } from '../../../contract/realty'
import { normaliseListing, type Listing } from '../../lib/listing/normaliseListing'
import type { ClusterInput } from '../../lib/mapMarkers'
import { normaliseSearch, searchUrl } from '../../services/realtyUrls'

/** What a pin needs of a listing: the rest loads with the overlay or the results panel. */
export const PIN_FIELDS = [
  'mlsNumber',
  'boardId',
  'type',
  'lastStatus',
  'listPrice',
  'soldPrice',
  'map',
  'address.unitNumber',
  'address.streetNumber',
  'address.streetName',
  'address.streetSuffix',
].join(',')

export interface PinsResult {
  readonly count: number
  readonly listings: readonly Listing[]
  readonly clusters: readonly ClusterInput[]
}

/** Pins are kept briefly: listings change. */
export const PINS_KEEP_MS = 30_000

/** Pins and clusters for the view. */
export const pinsPath = searchUrl

export function readPins(body: unknown): PinsResult {
  const { count, listings, aggregates } = normaliseSearch(body as ListingsResponse)
  const map = aggregates?.map as { clusters?: Cluster[] } | undefined
  return {
    count,
    listings,
    // A one-listing cluster carries that listing, projected to the pin fields.
    clusters: (map?.clusters ?? []).map((cluster) =>
      cluster.listing ? { ...cluster, listing: normaliseListing(cluster.listing) } : cluster,
    ) as unknown as readonly ClusterInput[],
  }
}
