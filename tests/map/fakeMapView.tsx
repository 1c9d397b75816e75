import { useEffect, useRef } from 'react'
import type { MapViewProps } from '../../src/features/map/mapView'

/**
 * A MapView adapter for jsdom (which has no layout for Leaflet): it reports the asked-for view as
 * the map would after moving there, and draws each marker as a button named as the map names it.
 */
export function FakeMapView(props: MapViewProps) {
  const { center, zoom, onViewChange } = props
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
  }, [onViewChange])
  useEffect(() => {
    const span = 0.01
    report.current({
      center,
      zoom,
      bounds: {
        north: center.latitude + span,
        south: center.latitude - span,
        east: center.longitude + span,
        west: center.longitude - span,
      },
    })
  }, [center, zoom])
  return (
    <div role="region" aria-label={props.label} data-outlines={props.outlines.length}>
      {props.outlines.map((outline) => (
        <span key={outline.key} data-outline={outline.kind} />
      ))}
      {props.markers.map((marker) => (
        <button
          key={marker.key}
          type="button"
          aria-label={props.markerLabel(marker)}
          data-variant={marker.variant}
          onClick={() => {
            props.onMarkerSelect(marker)
          }}
        >
          {marker.label}
        </button>
      ))}
    </div>
  )
}
