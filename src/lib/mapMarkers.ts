/**
 * What the map draws, for either map adapter: clusters and
 * single pins from `aggregates.map.clusters` or from the listings page, with their variants.
 */
import { formatCompactDollars } from './format'
import { validLatitude, validLongitude } from './mapPoint'
import { MAX_ZOOM, showAsClusters } from './mapRules'

export interface LatLng {
  readonly latitude: number
  readonly longitude: number
}

/** The fields of a listing a pin needs. */
export interface PinListing {
  readonly mlsNumber: string
  readonly boardId: number
  readonly type: 'Sale' | 'Lease'
  readonly lastStatus: string
  readonly listPrice: number
  readonly soldPrice?: number | null
  readonly map?: { readonly latitude?: unknown; readonly longitude?: unknown } | null
}

export interface ClusterInput {
  readonly count: number
  readonly location: LatLng
  readonly bounds?: { readonly top_left: LatLng; readonly bottom_right: LatLng }
  readonly listing?: PinListing
}

export type MarkerVariant = 'active' | 'lease' | 'sold' | 'visited' | 'cluster' | 'stack'

export interface MapMarker {
  readonly key: string
  readonly variant: MarkerVariant
  readonly position: LatLng
  /** What the marker shows: a short price, or a count. */
  readonly label: string
  /** How many listings the marker stands for. */
  readonly count: number
  /** The listings behind a pin or a stack (one spot no zoom can separate). */
  readonly listings: readonly PinListing[]
}

const SOLD_OR_LEASED: ReadonlySet<string> = new Set(['Sld', 'Sc', 'Sce', 'Lsd', 'Lc'])

/** Sold or leased statuses (Sld, Sc, Sce, Lsd, Lc) draw the sold marker. */
export function isSoldStatus(lastStatus: string): boolean {
  return SOLD_OR_LEASED.has(lastStatus)
}

/** Visited first, then sold, then lease, else active. */
export function pinVariant(listing: PinListing, visited: ReadonlySet<string>): MarkerVariant {
  if (visited.has(listing.mlsNumber)) return 'visited'
  if (isSoldStatus(listing.lastStatus)) return 'sold'
  return listing.type === 'Lease' ? 'lease' : 'active'
}

/**
 * The pin's price in a few characters: $850K, $1.25M, $2,450 (a lease) in English; 850 k$,
 * 1,25 M$, 2 450 $ in French. Millions keep two decimals, since neighbouring pins often differ
 * by less than a tenth of a million; below 10,000 (a lease) the whole price fits.
 */
export function shortPrice(amount: number, language: string): string {
  return formatCompactDollars(amount, language, { millionDigits: 2, thousandsFrom: 10_000 })
}

function pinPrice(listing: PinListing): number {
  return listing.lastStatus === 'Sld' && typeof listing.soldPrice === 'number'
    ? listing.soldPrice
    : listing.listPrice
}

/** A listing's map position, or undefined when missing or invalid. */
export function listingPosition(listing: PinListing): LatLng | undefined {
  const latitude = listing.map?.latitude
  const longitude = listing.map?.longitude
  return validLatitude(latitude) && validLongitude(longitude) ? { latitude, longitude } : undefined
}

type Warn = (message: string, detail: unknown) => void

/** Listings at the very same spot (a condo tower) become one stack marker. */
export function pinsFromListings(
  listings: readonly PinListing[],
  visited: ReadonlySet<string>,
  warn: Warn,
  language: string,
): MapMarker[] {
  const spots = new Map<string, { position: LatLng; listings: PinListing[] }>()
  for (const listing of listings) {
    const position = listingPosition(listing)
    if (!position) {
      warn('Skipped a map marker with a missing or invalid location', listing.mlsNumber)
      continue
    }
    const spot = `${position.latitude.toFixed(6)},${position.longitude.toFixed(6)}`
    const existing = spots.get(spot)
    if (existing) existing.listings.push(listing)
    else spots.set(spot, { position, listings: [listing] })
  }
  return [...spots.entries()].map(([spot, { position, listings: here }]): MapMarker => {
    const [first] = here
    if (first && here.length === 1) {
      return {
        key: `${first.mlsNumber}/${String(first.boardId)}`,
        variant: pinVariant(first, visited),
        position,
        label: shortPrice(pinPrice(first), language),
        count: 1,
        listings: here,
      }
    }
    return {
      key: `stack:${spot}`,
      variant: 'stack',
      position,
      label: String(here.length),
      count: here.length,
      listings: here,
    }
  })
}

/** A cluster whose listings share one point: zooming cannot split it. */
export function isSingleSpot(cluster: ClusterInput, zoom: number): boolean {
  if (zoom >= MAX_ZOOM) return true
  const box = cluster.bounds
  if (!box) return false
  return (
    Math.abs(box.top_left.latitude - box.bottom_right.latitude) < 1e-6 &&
    Math.abs(box.top_left.longitude - box.bottom_right.longitude) < 1e-6
  )
}

/** A cluster's count: 950, then thousands to one decimal, 1.2k (1,2 k in French). */
export function clusterLabel(count: number, language: string): string {
  if (count < 1000) return String(count)
  const thousands = (count / 1000).toFixed(1)
  return language.startsWith('fr') ? `${thousands.replace('.', ',')}\u00a0k` : `${thousands}k`
}

/** Clusters of one listing draw as that listing's pin; others as a count. */
export function markersFromClusters(
  clusters: readonly ClusterInput[],
  zoom: number,
  visited: ReadonlySet<string>,
  warn: Warn,
  language: string,
): MapMarker[] {
  const markers: MapMarker[] = []
  for (const cluster of clusters) {
    if (!validLatitude(cluster.location.latitude) || !validLongitude(cluster.location.longitude)) {
      warn('Skipped a map marker with a missing or invalid location', cluster)
      continue
    }
    const position = { latitude: cluster.location.latitude, longitude: cluster.location.longitude }
    const spot = `${position.latitude.toFixed(6)},${position.longitude.toFixed(6)}`
    if (cluster.count === 1 && cluster.listing) {
      markers.push(
        ...pinsFromListings([{ ...cluster.listing, map: position }], visited, warn, language),
      )
      continue
    }
    markers.push({
      key: `cluster:${spot}:${String(cluster.count)}`,
      variant: isSingleSpot(cluster, zoom) ? 'stack' : 'cluster',
      position,
      label: clusterLabel(cluster.count, language),
      count: cluster.count,
      listings: [],
    })
  }
  return markers
}

/**
 * The markers for one pins response: clusters while the zoom and count call for them (section
 * 9), otherwise the page of individual listings.
 */
export function mapMarkers(
  response: {
    readonly count: number
    readonly listings: readonly PinListing[]
    readonly clusters: readonly ClusterInput[]
  },
  zoom: number,
  visited: ReadonlySet<string>,
  warn: Warn,
  language: string,
): MapMarker[] {
  return showAsClusters(zoom, response.count)
    ? markersFromClusters(response.clusters, zoom, visited, warn, language)
    : pinsFromListings(response.listings, visited, warn, language)
}

/**
 * The marker's CSS classes, one look for both map adapters (src/features/map/markers.css):
 * `hw-marker hw-marker--{variant}` around a `hw-marker__body` that shows the label.
 */
export function markerClassName(variant: MarkerVariant): string {
  return `hw-marker hw-marker--${variant}`
}

/** Price pins point down at their spot; clusters and stacks sit centred on it. */
export function markerAnchor(variant: MarkerVariant): 'bottom' | 'center' {
  return variant === 'cluster' || variant === 'stack' ? 'center' : 'bottom'
}

/**
 * The listing a single pin stands for, as `mlsNumber/boardId` (as the results panel's cards
 * name theirs), or undefined for a cluster or a stack.
 */
export function markerListingKey(marker: MapMarker): string | undefined {
  const [only, ...others] = marker.listings
  return only && others.length === 0 ? `${only.mlsNumber}/${String(only.boardId)}` : undefined
}
