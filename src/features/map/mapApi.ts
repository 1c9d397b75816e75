import { normaliseListing, type Listing } from '../../lib/listing/normaliseListing'
import { listingUrl, realtyApi } from '../../services/realtyApi'

/**
 * The map's calls on the realty service through RTK Query: only what opens after the first view
 * (the overlay's listing). The first view's pins and the service's geometry are read through
 * the service cache (mapRequests, geometryRequests, serviceCache): ADR 017.
 */
export const mapApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    /** The listing the overlay shows (its board as `?boardId=`). */
    mapOverlayListing: build.query<Listing, { mlsNumber: string; boardId: number }>({
      query: ({ mlsNumber, boardId }) => listingUrl(mlsNumber, boardId),
      transformResponse: normaliseListing,
    }),
  }),
})

export const { useMapOverlayListingQuery } = mapApi
