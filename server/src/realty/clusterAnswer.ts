import type { Cluster } from '../../../contract/realty'
import type { Db } from '../db/database'
import { cellBox, singleListings, type ClusterRow } from './mapCells'
import { forViewer, project, type Viewer } from './presentListing'

/**
 * Map cells as the answer's clusters: count, mean position and bounds, and a one-listing
 * cluster's listing as the viewer may see it (`fields` of it), placed where its pin is.
 */
export function presentClusters(
  db: Db,
  rows: readonly ClusterRow[],
  precision: number,
  viewer: Viewer,
  fields: string[][] | undefined,
): Cluster[] {
  const singleOf = singleListings(db, rows)
  return rows.map((row) => {
    const box = cellBox(row, precision)
    const cluster: Cluster = {
      count: row.n,
      location: { latitude: row.lat, longitude: row.lng },
      bounds: {
        top_left: { latitude: box.north, longitude: box.west },
        bottom_right: { latitude: box.south, longitude: box.east },
      },
    }
    const single = singleOf(row)
    if (!single) return cluster
    const listing = forViewer(single, viewer)
    // A single withheld listing's cluster sits, for a guest, at its grid-cell centre, as its pin.
    return {
      ...cluster,
      location: { ...listing.map },
      listing: project(listing, fields),
    }
  })
}
