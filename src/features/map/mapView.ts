import type { RoadFeature } from '../../../contract/geo'
import type { LatLng, MapMarker } from '../../lib/mapMarkers'
import type { ViewBounds } from '../../lib/viewBounds'

/** A city or neighbourhood outline drawn on the map. */
export interface MapOutline {
  readonly key: string
  readonly kind: 'lake' | 'city' | 'neighbourhood' | 'polygon'
  readonly name: string
  readonly path: readonly LatLng[]
}

/**
 * The street chosen in the search box, as the view's roads draw it (one piece per road segment
 * the view holds); both adapters mark it over the base map.
 */
export interface ChosenStreet {
  readonly name: string
  readonly roads: readonly RoadFeature[]
}

/** Freehand (drag, or click and move) or click by click. */
export type DrawMode = 'freehand' | 'polygon'

/** Drawing a search area on the map; the draw code loads the first time the map is given one. */
export interface MapDraw {
  /** Drawing a new area this way, or null when not drawing. */
  readonly mode: DrawMode | null
  /** The drawn area, shown with corners that can be dragged to change it. */
  readonly area: readonly LatLng[] | null
  /** A finished line, or the area after a corner was dragged: its corners, not closed. */
  readonly onLine: (line: readonly LatLng[]) => void
  /** Counts lines reported: each new one restarts drawing, or puts the area back, when refused. */
  readonly attempt: number
  /**
   * Told true once a press on the map draws (the drawing tools load on demand, and until they
   * run a drag pans the map), and false when they stop.
   */
  readonly onReady: (ready: boolean) => void
}

export interface MapViewState {
  readonly center: LatLng
  readonly zoom: number
  readonly bounds: ViewBounds
}

/**
 * The one interface both map adapters implement (ARCHITECTURE.md, Map): the keyless Leaflet
 * adapter and the Google adapter draw the same markers, outlines, polygon and street pin, and
 * report the view the same way. Pin, cluster and variant logic lives in lib/mapMarkers.
 */
export interface MapViewProps {
  readonly center: LatLng
  readonly zoom: number
  readonly minZoom: number
  readonly maxZoom: number
  /** After the view stops moving (pan, zoom, resize), and once when the map is ready. */
  readonly onViewChange: (view: MapViewState) => void
  readonly markers: readonly MapMarker[]
  /** Accessible name of a marker: its price (and address when known), or its count. */
  readonly markerLabel: (marker: MapMarker) => string
  readonly onMarkerSelect: (marker: MapMarker) => void
  /** Outlines of cities and neighbourhoods (the keyless map's base layer). */
  readonly outlines: readonly MapOutline[]
  /** A chosen city or neighbourhood, highlighted. */
  readonly polygon: MapOutline | null
  readonly streetPin: LatLng | null
  /** The chosen street's line in the view, or null (none chosen, or not in the view's roads). */
  readonly chosenStreet?: ChosenStreet | null
  readonly satellite: boolean
  /** The map region's accessible name. */
  readonly label: string
  /** Drawing or editing a drawn search area, else null or absent. */
  readonly draw?: MapDraw | null
  /**
   * A still map (a page's small map, until woken): no dragging, zooming or keys, out of the tab
   * order, so the page scrolls past it. Turned off, the map moves and takes the focus.
   */
  readonly still?: boolean
  /** Increments each time a new set of markers is painted (read by the benchmark). */
  readonly onMarkersPainted?: () => void
}
