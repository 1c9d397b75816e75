import type { LakeResponse, RoadsResponse } from '../../contract/geo'
import type { PlaceArea } from '../../contract/realty'
import type { LatLng } from '../lib/mapMarkers'
import { toQueryString } from '../lib/queryString'

/**
 * The service's read-only geometry (place outlines, the lake, roads): its paths, how each answer
 * is read, and how long it is kept (see serviceCache, the one way this geometry is read).
 */

/** Outlines and the lake change rarely (an hour); roads for a view are kept five minutes. */
export const GEOMETRY_KEEP_MS = { outlines: 3_600_000, lake: 3_600_000, roads: 300_000 }

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
