import { lazy } from 'react'
import { config } from '../../app/config'

/**
 * The map adapter, each in its own chunk (ARCHITECTURE.md, Map): Google when a Maps key is
 * configured, else the keyless Leaflet map. A keyless build never requests the Google chunk.
 */
export const MapViewAdapter =
  config.googleMapsApiKey === undefined
    ? lazy(() => import('./leaflet/LeafletMapView'))
    : lazy(() => import('./google/GoogleMapView'))
