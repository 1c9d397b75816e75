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
// The corners controls sit in: set up as a map is created, so they must be here before then.
import 'leaflet/src/control/Control.js'
// Raster tiles and the attribution they need load apart, only in builds that have them
// (src/ui/LeafletTiles.tsx); both maps set zoomControl and attributionControl to false.

export { Map }
export * as DomUtil from 'leaflet/src/dom/DomUtil.js'
export { LatLngBounds, toLatLngBounds as latLngBounds } from 'leaflet/src/geo/LatLngBounds.js'
export { Marker } from 'leaflet/src/layer/marker/Marker.js'
export { DivIcon, divIcon } from 'leaflet/src/layer/marker/DivIcon.js'
export { Polygon } from 'leaflet/src/layer/vector/Polygon.js'
export { Polyline } from 'leaflet/src/layer/vector/Polyline.js'
export { canvas } from 'leaflet/src/layer/vector/Canvas.js'
