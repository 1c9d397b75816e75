/** Map constants and rules. */
export const MIN_ZOOM = 4
export const MAX_ZOOM = 18
export const DEFAULT_ZOOM = 14
export const STREET_ADDRESS_ZOOM = 17
export const GEOCODED_ZOOM = 16
export const ZOOM_STEP = 1
export const CLUSTER_CLICK_ZOOM_STEP = 2
export const MAP_REFRESH_DEBOUNCE_MS = 150
/** Downtown Toronto, where the map starts without a saved centre or the user's location. */
export const DEFAULT_CENTER = { latitude: 43.6532, longitude: -79.3832 } as const

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)))
}

/** Cluster precision is the view zoom plus 2 (a map-tile zoom, 0–29). */
export function clusterPrecision(zoom: number): number {
  return Math.min(29, Math.max(0, Math.round(zoom) + 2))
}

/** 200 clusters at zoom 8 or less, otherwise 100. */
export function clusterLimit(zoom: number): number {
  return zoom <= 8 ? 200 : 100
}

/** Individual listings at zoom 16 or more come 200 a page, otherwise 30. */
export function pinsPerPage(zoom: number): number {
  return zoom >= 16 ? 200 : 30
}

/**
 * Pins show as clusters when zoom is 17 or less and the view holds more than 30 listings,
 * and always at zoom 15 or less.
 */
export function showAsClusters(zoom: number, count: number): boolean {
  return zoom <= 15 || (zoom <= 17 && count > 30)
}

/** `/map/{lat};{lng}?z=`: on the map screen a missing or non-numeric z gives 17. */
export function zoomFromQuery(z: string | null): number {
  const parsed = z === null || z.trim() === '' ? Number.NaN : Number(z)
  return Number.isFinite(parsed) ? clampZoom(parsed) : STREET_ADDRESS_ZOOM
}
