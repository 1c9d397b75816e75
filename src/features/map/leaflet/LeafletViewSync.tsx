import type { LatLngTuple, Map as LeafletMap } from 'leaflet'
import { useEffect, useRef } from 'react'
import { useMap, useMapEvents } from 'react-leaflet/hooks'
import type { LatLng } from '../../../lib/mapMarkers'
import type { MapViewProps, MapViewState } from '../mapView'

/** A point as Leaflet takes it. */
export const toLeaflet = ({ latitude, longitude }: LatLng): LatLngTuple => [latitude, longitude]

/** The view Leaflet shows now, as the screen knows it. */
export function viewOf(map: LeafletMap): MapViewState {
  const center = map.getCenter()
  const bounds = map.getBounds()
  return {
    center: { latitude: center.lat, longitude: center.lng },
    zoom: map.getZoom(),
    bounds: {
      north: bounds.getNorth(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      west: bounds.getWest(),
    },
  }
}

/** Keeps Leaflet's view on the requested centre and zoom, and reports where the user takes it. */
export function ViewSync({
  center,
  zoom,
  label,
  onViewChange,
}: Pick<MapViewProps, 'center' | 'zoom' | 'label' | 'onViewChange'>) {
  const map = useMap()
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
  }, [onViewChange])

  const zooming = useRef(false)
  useMapEvents({
    zoomstart: () => {
      zooming.current = true
    },
    zoomend: () => {
      zooming.current = false
    },
    moveend: () => {
      report.current(viewOf(map))
    },
  })

  useEffect(() => {
    const apply = () => {
      const current = map.getCenter()
      const same =
        map.getZoom() === zoom &&
        Math.abs(current.lat - center.latitude) < 1e-6 &&
        Math.abs(current.lng - center.longitude) < 1e-6
      if (!same) map.setView(toLeaflet(center), zoom)
    }
    if (!zooming.current) {
      apply()
      return undefined
    }
    // Leaflet drops a view asked for while a zoom animates (two quick presses of Zoom in): it is
    // asked for again as that animation ends.
    map.once('zoomend', apply)
    return () => {
      map.off('zoomend', apply)
    }
  }, [map, center, zoom])

  useEffect(() => {
    // The first view, once the container has its size.
    map.whenReady(() => {
      report.current(viewOf(map))
    })
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    const resize = new ResizeObserver(() => {
      map.invalidateSize()
    })
    resize.observe(container)
    return () => {
      resize.disconnect()
    }
  }, [map, label])
  return null
}
