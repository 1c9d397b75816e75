import type Leaflet from 'leaflet'
import { geoJSON } from 'leaflet/src/layer/GeoJSON.js'
import { circleMarker } from 'leaflet/src/layer/vector/CircleMarker.js'
import { useCallback, useEffect } from 'react'
import { useMap } from 'react-leaflet/hooks'
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter'
import { useDrawSession } from '../draw/useDrawSession'
import type { MapDraw } from '../mapView'

/**
 * Drawing a search area on the keyless map, in a chunk of its own that loads the first time the
 * screen asks for drawing. terra-draw's Leaflet adapter draws with the two Leaflet layers it needs,
 * which the app's trimmed Leaflet leaves out (src/lib/leafletParts.ts).
 */
export default function LeafletDrawLayer({ draw }: { readonly draw: MapDraw }) {
  const map = useMap()
  const makeAdapter = useCallback(
    () =>
      new TerraDrawLeafletAdapter({
        lib: {
          geoJSON: geoJSON as typeof Leaflet.geoJSON,
          circleMarker: circleMarker as typeof Leaflet.circleMarker,
        } as typeof Leaflet,
        map,
        coordinatePrecision: 6,
      }),
    [map],
  )
  useDrawSession(makeAdapter, draw)
  // While drawing, a press on a pin adds a corner rather than opening the listing.
  const drawing = draw.mode !== null
  useEffect(() => {
    const container = map.getContainer()
    container.classList.toggle('hw-map--drawing', drawing)
    return () => {
      container.classList.remove('hw-map--drawing')
    }
  }, [map, drawing])
  return null
}
