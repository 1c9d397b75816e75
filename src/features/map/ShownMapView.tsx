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
 * the chosen street's line. Only this (not the page around it) is drawn again for them.
 */
export function ShownMapView({
  shown,
  ...props
}: Omit<MapViewProps, 'center' | 'zoom' | 'markers' | 'chosenStreet'> & {
  readonly shown: Store<ShownSearch | null>
}) {
  const { center, zoom } = useAppSelector(selectSettings)
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
}
