/**
 * Leaflet, only the parts this app draws with. The build resolves `leaflet` here (vite.config.ts,
 * leafletParts): the package's main file is one 149 kB script (43 kB gzip) with popups, tooltips,
 * image and video overlays, GeoJSON, the layers and scale controls and four projections we never
 * use; Leaflet's own ES modules let the map carry only what its maps need (about 11 kB gzip less
 * on the map route). Types still come from @types/leaflet: every name exported here is
 * Leaflet's own, under the name `import … from 'leaflet'` gives it.
 *
 * Missing an export here fails the build, not the page: add the Leaflet module that defines it.
 */
// The map and its default handlers, registered as Leaflet's own index does (each adds itself
// to every new map with Map.addInitHook).
import { Map } from 'leaflet/src/map/Map.js'
import 'leaflet/src/map/handler/Map.BoxZoom.js'
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js'
import 'leaflet/src/map/handler/Map.Drag.js'
import 'leaflet/src/map/handler/Map.Keyboard.js'
import 'leaflet/src/map/handler/Map.ScrollWheelZoom.js'
import 'leaflet/src/map/handler/Map.TapHold.js'
import 'leaflet/src/map/handler/Map.TouchZoom.js'
// map.getRenderer, for the outlines (canvas when preferCanvas, else SVG).
import 'leaflet/src/layer/vector/Renderer.getRenderer.js'
// Raster tiles load apart, only in builds that have them (src/ui/LeafletTiles.tsx).
// The attribution a map shows with raster tiles (attributionControl). Zoom buttons are the
// detail map's own (src/features/detail/LocationLeaflet.tsx); both maps set zoomControl: false.
import 'leaflet/src/control/Control.Attribution.js'

export { Map }
export { Control } from 'leaflet/src/control/Control.js'
export * as DomUtil from 'leaflet/src/dom/DomUtil.js'
export { LatLngBounds, toLatLngBounds as latLngBounds } from 'leaflet/src/geo/LatLngBounds.js'
export { Marker } from 'leaflet/src/layer/marker/Marker.js'
export { DivIcon, divIcon } from 'leaflet/src/layer/marker/DivIcon.js'
export { Polygon } from 'leaflet/src/layer/vector/Polygon.js'
