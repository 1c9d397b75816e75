import { lazy, type ComponentProps } from 'react'
import { config } from '../../app/config'
import { useHydrating } from '../../ui/hydration'

/**
 * The map adapter, each in its own chunk (ARCHITECTURE.md, Map): Google when a Maps key is
 * configured, else the keyless Leaflet map. A keyless build never requests the Google chunk.
 */
const MapView =
  config.googleMapsApiKey === undefined
    ? lazy(() => import('./leaflet/LeafletMapView'))
    : lazy(() => import('./google/GoogleMapView'))

/**
 * The map, drawn only in the browser: Leaflet and Google's script need a window, so the page's
 * build-time render (and its hydration) leaves the map's box empty and the map loads after.
 */
export function MapViewAdapter(props: ComponentProps<typeof MapView>) {
  return useHydrating() ? null : <MapView {...props} />
}
