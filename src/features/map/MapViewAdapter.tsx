import { lazy } from 'react'

/** The keyless Leaflet map, in its own chunk. */
export const MapViewAdapter = lazy(() => import('./leaflet/LeafletMapView'))
