import type { Cluster } from '../../../../contract/realty'
import type { ListingRecord } from '../../data/listingRecord'
import { guestPoint, snapBoxToGrid } from '../boardRules'
import { forViewer, parseFields, project, type Viewer } from '../presentListing'
import { normaliseListing, toNumber } from './normalise'
import type { ProviderCluster } from './providerTypes'

/**
 * Provider listings, normalised (and for a guest their homes checked, see homes.ts), as the
 * realty routes answer them: the board rules applied for the viewer (the provider hides nothing
 * from guests), then cut to the fields asked for.
 */
export function presentListings(
  listings: readonly ListingRecord[],
  viewer: Viewer,
  fields: string | undefined,
): Record<string, unknown>[] {
  const paths = parseFields(fields)
  return listings.map((listing) => project(forViewer(listing, viewer), paths))
}

const point = (value: { latitude: unknown; longitude: unknown }) => ({
  latitude: toNumber(value.latitude),
  longitude: toNumber(value.longitude),
})

/**
 * One provider cluster. The provider clusters on exact positions, so a guest's cluster is
 * snapped to the board rules' grid: its centre to its cell's centre and its bounds out to whole
 * cells, and a cluster of one withheld listing sits where that listing's pin does. `paths` are
 * the cluster fields, parsed once per answer rather than once per cluster; `record` is the
 * cluster's listing normalised (and its home checked for a guest).
 */
export function presentCluster(
  cluster: ProviderCluster,
  viewer: Viewer,
  paths: string[][] | undefined,
  record: ListingRecord | undefined = cluster.listing && normaliseListing(cluster.listing),
): Cluster {
  const location = point(cluster.location)
  const bounds = {
    top_left: point(cluster.bounds.top_left),
    bottom_right: point(cluster.bounds.bottom_right),
  }
  const presented: Cluster = viewer.signedIn
    ? { count: toNumber(cluster.count), location, bounds }
    : {
        count: toNumber(cluster.count),
        location: guestPoint(location.latitude, location.longitude),
        bounds: snapBoxToGrid(bounds),
      }
  if (!cluster.listing || !record) return presented
  const listing: ListingRecord = forViewer(record, viewer)
  const hasMap = cluster.listing.map !== undefined && cluster.listing.map !== null
  return {
    ...presented,
    ...(hasMap && { location: { ...listing.map } }),
    listing: project(listing, paths),
  }
}
