import type { LakeResponse, RoadsResponse } from '../../../contract/geo'
import type { Cluster, ListingsResponse, PlaceArea } from '../../../contract/realty'
import { normaliseListing, type Listing } from '../../lib/listing/normaliseListing'
import type { ClusterInput, LatLng } from '../../lib/mapMarkers'
import { toQueryString } from '../../lib/queryString'
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

/** How long each answer is kept: pins briefly (listings change), the base and roads longer. */
export const KEEP_MS = { pins: 30_000, outlines: 3_600_000, lake: 3_600_000, roads: 300_000 }

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

export interface OutlineQuery {
  readonly type: 'city' | 'neighbourhood'
  readonly name?: string
  readonly city?: string
}

/** City or neighbourhood outlines for the keyless map, and a chosen place's polygon. */
export const outlinesPath = (params: OutlineQuery) => `/polygons?${toQueryString({ ...params })}`

export const readOutlines = (body: unknown): readonly PlaceArea[] =>
  (body as { polygons: PlaceArea[] }).polygons

/** Lake Ontario's outline (GeoJSON) for the keyless map's base layer. */
export const LAKE_PATH = '/geo/lake'

export const readLake = (body: unknown): readonly LatLng[] =>
  ((body as LakeResponse).features[0]?.geometry.coordinates[0] ?? []).map(
    ([longitude, latitude]) => ({ latitude, longitude }),
  )

/** Roads and place names for the keyless map's view (see roadView for the snapped box). */
export const roadsPath = ({ bbox, zoom }: { bbox: string; zoom: number }) =>
  `/geo/roads?${toQueryString({ bbox, zoom })}`

export const readRoads = (body: unknown) => body as RoadsResponse
