/// <reference types="google.maps" />
import { AdvancedMarker } from '@vis.gl/react-google-maps'
import { memo, useCallback, useMemo } from 'react'
import {
  markerAnchor,
  markerClassName,
  markerListingKey,
  type LatLng,
  type MapMarker,
} from '../../../lib/mapMarkers'

export const toGoogle = ({ latitude, longitude }: LatLng): google.maps.LatLngLiteral => ({
  lat: latitude,
  lng: longitude,
})

/** One marker: a pin, a cluster or a stack, as a focusable advanced marker. */
export const GoogleMarker = memo(function GoogleMarker({
  marker,
  label,
  onSelect,
}: {
  marker: MapMarker
  label: string
  onSelect: (marker: MapMarker) => void
}) {
  const select = useCallback(() => {
    onSelect(marker)
  }, [marker, onSelect])
  const position = useMemo(() => toGoogle(marker.position), [marker.position])
  // A clickable advanced marker is a focusable button (Google's marker accessibility): Tab
  // reaches the markers, the arrow keys move between them and Enter or Space selects, so no key
  // handling of our own is needed. Its name is the full label (price and address, or a count),
  // carried as hidden text inside it as well as its title; the short price shows.
  return (
    <AdvancedMarker
      position={position}
      title={label}
      clickable
      onClick={select}
      className={markerClassName(marker.variant)}
      anchorLeft="-50%"
      anchorTop={markerAnchor(marker.variant) === 'center' ? '-50%' : '-100%'}
      zIndex={marker.variant === 'cluster' || marker.variant === 'stack' ? 2 : 1}
    >
      <span
        className="hw-marker__body"
        data-variant={marker.variant}
        data-listing={markerListingKey(marker)}
      >
        <span aria-hidden="true">{marker.label}</span>
        <span className="hw-marker__name">{label}</span>
      </span>
    </AdvancedMarker>
  )
})
