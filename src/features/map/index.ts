// What other features use of the map: its adapter (the keyless or Google map, each in its own
// chunk), the shapes it takes, and the look of a control over it.
export { MapViewAdapter } from './MapViewAdapter'
export type { MapOutline, MapViewProps, MapViewState } from './mapView'
export { mapControlButton } from './mapControlButton'
