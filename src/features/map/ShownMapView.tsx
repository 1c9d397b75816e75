import { memo } from 'react'
import type { MapMarker } from '../../lib/mapMarkers'
import { useAppSelector } from '../../app/hooks'
import { selectSettings } from '../search'
import { useStore, type Store } from './mapStore'
import type { MapViewProps } from './mapView'
import { MapViewAdapter } from './MapViewAdapter'
import type { ShownSearch } from './SearchForView'

const NO_MARKERS: readonly MapMarker[] = []

/**
 * The map screen's map with what changes as it moves: the view asked for, the view's pins and
 * the chosen street's line. Only this (not the page around it) is drawn again for them, and a
 * page drawn again with the same props (a new address after a pan) does not draw it again.
 */
export const ShownMapView = memo(function ShownMapView({
  shown,
  ...props
}: Omit<MapViewProps, 'center' | 'zoom' | 'markers' | 'chosenStreet'> & {
  readonly shown: Store<ShownSearch | null>
}) {
  // Each on its own: a change elsewhere in the settings leaves the map as it is.
  const center = useAppSelector((state) => selectSettings(state).center)
  const zoom = useAppSelector((state) => selectSettings(state).zoom)
  const markers = useStore(shown, (search) => search?.markers ?? NO_MARKERS)
  const chosenStreet = useStore(shown, (search) => search?.chosenStreet ?? null)
  return (
    <MapViewAdapter
      {...props}
      center={center}
      zoom={zoom}
      markers={markers}
      chosenStreet={chosenStreet}
    />
  )
})
