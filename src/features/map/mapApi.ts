import type { LakeResponse, RoadsResponse } from '../../../contract/geo'
import type { Cluster, PlaceArea } from '../../../contract/realty'
import type { ClusterInput, LatLng } from '../../lib/mapMarkers'
import { normaliseListing, type Listing } from '../../lib/listing/normaliseListing'
import { toQueryString, type QueryParams } from '../../lib/queryString'
import type { ListingsResponse } from '../../../contract/realty'
import { listingUrl, normaliseSearch, realtyApi, searchUrl } from '../../services/realtyApi'

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

/** The map's calls on the realty service. */
export const mapApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pins and clusters for the view; a newer call aborts the older (see usePins). */
    mapPins: build.query<PinsResult, QueryParams>({
      query: searchUrl,
      transformResponse: (response: ListingsResponse): PinsResult => {
        const { count, listings, aggregates } = normaliseSearch(response)
        const map = aggregates?.map as { clusters?: Cluster[] } | undefined
        return {
          count,
          listings,
          // A one-listing cluster carries that listing, projected to the pin fields.
          clusters: (map?.clusters ?? []).map((cluster) =>
            cluster.listing ? { ...cluster, listing: normaliseListing(cluster.listing) } : cluster,
          ) as unknown as readonly ClusterInput[],
        }
      },
      keepUnusedDataFor: 30,
    }),
    /** City or neighbourhood outlines for the keyless map, and a chosen place's polygon. */
    placeOutlines: build.query<
      readonly PlaceArea[],
      { type: 'city' | 'neighbourhood'; name?: string; city?: string }
    >({
      query: (params) => `/polygons?${toQueryString(params)}`,
      transformResponse: (response: { polygons: PlaceArea[] }) => response.polygons,
      keepUnusedDataFor: 3600,
    }),
    /** Lake Ontario's outline (GeoJSON) for the keyless map's base layer. */
    lakeOutline: build.query<readonly LatLng[], undefined>({
      query: () => '/geo/lake',
      transformResponse: (response: LakeResponse): readonly LatLng[] =>
        (response.features[0]?.geometry.coordinates[0] ?? []).map(([longitude, latitude]) => ({
          latitude,
          longitude,
        })),
      keepUnusedDataFor: 3600,
    }),
    /** Roads and place names for the keyless map's view (see roadView for the snapped box). */
    mapRoads: build.query<RoadsResponse, { bbox: string; zoom: number }>({
      query: ({ bbox, zoom }) => `/geo/roads?${toQueryString({ bbox, zoom })}`,
      keepUnusedDataFor: 300,
    }),
    /** The listing the overlay shows (its board as `?boardId=`). */
    mapOverlayListing: build.query<Listing, { mlsNumber: string; boardId: number }>({
      query: ({ mlsNumber, boardId }) => listingUrl(mlsNumber, boardId),
      transformResponse: normaliseListing,
    }),
  }),
})

export const {
  useLazyMapPinsQuery,
  usePlaceOutlinesQuery,
  useLakeOutlineQuery,
  useMapRoadsQuery,
  useMapOverlayListingQuery,
} = mapApi
