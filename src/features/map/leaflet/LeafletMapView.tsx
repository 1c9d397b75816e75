import 'leaflet/dist/leaflet.css'
import '../markers.css'
import './leafletMap.css'
import L from 'leaflet'
import { memo, useEffect, useMemo, useRef } from 'react'
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { config } from '../../../app/config'
import {
  markerClassName,
  markerListingKey,
  type LatLng,
  type MapMarker,
} from '../../../lib/mapMarkers'
import { outlineLook } from '../mapLook'
import type { MapOutline, MapViewProps, MapViewState } from '../mapView'
import { Painted } from '../Painted'

const toLeaflet = ({ latitude, longitude }: LatLng): L.LatLngTuple => [latitude, longitude]

function viewOf(map: L.Map): MapViewState {
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
function ViewSync({
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

  useMapEvents({
    moveend: () => {
      report.current(viewOf(map))
    },
  })

  useEffect(() => {
    const current = map.getCenter()
    const same =
      map.getZoom() === zoom &&
      Math.abs(current.lat - center.latitude) < 1e-6 &&
      Math.abs(current.lng - center.longitude) < 1e-6
    if (!same) map.setView(toLeaflet(center), zoom)
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

const MarkerItem = memo(function MarkerItem({
  marker,
  label,
  onSelect,
}: {
  marker: MapMarker
  label: string
  onSelect: (marker: MapMarker) => void
}) {
  const icon = useMemo(
    () =>
      L.divIcon({
        className: markerClassName(marker.variant),
        html: `<span class="hw-marker__body">${marker.label}</span>`,
        iconSize: [0, 0],
      }),
    [marker.variant, marker.label],
  )
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      click: () => {
        onSelect(marker)
      },
      keydown: (event) => {
        const { originalEvent } = event
        if (originalEvent.key === 'Enter' || originalEvent.key === ' ') {
          originalEvent.preventDefault()
          onSelect(marker)
        }
      },
      add: (event) => {
        const element = (event.target as L.Marker).getElement()
        element?.setAttribute('aria-label', label)
        element?.setAttribute('data-variant', marker.variant)
      },
    }),
    [marker, label, onSelect],
  )
  // A marker that stays while its name changes (visited, a new price) announces the new one.
  const layer = useRef<L.Marker>(null)
  useEffect(() => {
    const element = layer.current?.getElement()
    element?.setAttribute('aria-label', label)
    element?.setAttribute('data-variant', marker.variant)
  }, [label, marker.variant])
  // A single pin names its listing as the results panel's cards do.
  const listing = markerListingKey(marker)
  useEffect(() => {
    if (listing) layer.current?.getElement()?.setAttribute('data-listing', listing)
  }, [listing])
  return (
    <Marker
      ref={layer}
      position={toLeaflet(marker.position)}
      icon={icon}
      title={label}
      keyboard
      riseOnHover
      eventHandlers={handlers}
    />
  )
})

const outlineStyle = (outline: MapOutline, satellite: boolean): L.PathOptions => {
  const { stroke, fill } = outlineLook(outline.kind, satellite)
  return {
    stroke: stroke !== undefined,
    ...(stroke && { color: stroke.color, weight: stroke.weight }),
    ...(stroke?.dashed && { dashArray: '4 4' }),
    fill: fill !== undefined,
    ...(fill && { fillColor: fill.color, fillOpacity: fill.opacity }),
  }
}

const streetPinIcon = L.divIcon({
  className: 'hw-street-pin',
  iconSize: [0, 0],
  html: '<span></span>',
})

/**
 * The keyless map: Leaflet over vector outlines of the lake, cities and neighbourhoods from the
 * local service, with raster tiles only when VITE_MAP_TILE_URL is set.
 */
export default function LeafletMapView(props: MapViewProps) {
  const { satellite } = props
  return (
    <MapContainer
      center={toLeaflet(props.center)}
      zoom={props.zoom}
      minZoom={props.minZoom}
      maxZoom={props.maxZoom}
      zoomControl={false}
      attributionControl={config.mapTileUrl !== ''}
      preferCanvas
      className={`hw-map${satellite ? ' hw-map--satellite' : ''}`}
      style={{ width: '100%', height: '100%' }}
    >
      {config.mapTileUrl !== '' && <TileLayer url={config.mapTileUrl} />}
      {props.outlines.map((outline) => (
        <Polygon
          key={outline.key}
          positions={outline.path.map(toLeaflet)}
          pathOptions={outlineStyle(outline, satellite)}
          interactive={false}
        />
      ))}
      {props.polygon && (
        <Polygon
          positions={props.polygon.path.map(toLeaflet)}
          pathOptions={outlineStyle(props.polygon, satellite)}
          interactive={false}
        />
      )}
      {props.streetPin && (
        <Marker
          position={toLeaflet(props.streetPin)}
          icon={streetPinIcon}
          keyboard={false}
          interactive={false}
        />
      )}
      {props.markers.map((marker) => (
        <MarkerItem
          key={marker.key}
          marker={marker}
          label={props.markerLabel(marker)}
          onSelect={props.onMarkerSelect}
        />
      ))}
      <ViewSync
        center={props.center}
        zoom={props.zoom}
        label={props.label}
        onViewChange={props.onViewChange}
      />
      <Painted markers={props.markers} onPainted={props.onMarkersPainted} />
    </MapContainer>
  )
}
