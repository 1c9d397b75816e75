import 'leaflet/dist/leaflet.css'
import './leafletMap.css'
import L from 'leaflet'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { config } from '../../../app/config'
import type { LatLng, MapMarker } from '../../../lib/mapMarkers'
import type { MapOutline, MapViewProps, MapViewState } from '../mapView'

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

interface MarkerItemProps {
  readonly marker: MapMarker
  readonly label: string
  readonly onSelect: (marker: MapMarker) => void
}

/**
 * One marker. It keeps its Leaflet layer (and DOM) while its key, place and look stay the same:
 * a new set of pins after a pan only adds and removes the markers that changed.
 */
const MarkerItem = memo(function MarkerItem({ marker, label, onSelect }: MarkerItemProps) {
  // The handlers read the latest marker and callback, so they never force a new layer.
  const latest = useRef({ marker, onSelect })
  useEffect(() => {
    latest.current = { marker, onSelect }
  }, [marker, onSelect])
  const icon = useMemo(
    () =>
      L.divIcon({
        className: `hw-marker hw-marker--${marker.variant}`,
        html: `<span class="hw-marker__body">${marker.label}</span>`,
        iconSize: [0, 0],
      }),
    [marker.variant, marker.label],
  )
  const layer = useRef<L.Marker>(null)
  // A single pin names its listing as the results panel's cards do.
  const [only, ...others] = marker.listings
  const listing =
    only && others.length === 0 ? `${only.mlsNumber}/${String(only.boardId)}` : undefined
  // What the layer carries when Leaflet first adds it; later changes go through the effects below.
  const [first] = useState(() => ({ label, variant: marker.variant, listing }))
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      click: () => {
        latest.current.onSelect(latest.current.marker)
      },
      keydown: (event) => {
        const { originalEvent } = event
        if (originalEvent.key === 'Enter' || originalEvent.key === ' ') {
          originalEvent.preventDefault()
          latest.current.onSelect(latest.current.marker)
        }
      },
      add: (event) => {
        const element = (event.target as L.Marker).getElement()
        element?.setAttribute('aria-label', first.label)
        element?.setAttribute('data-variant', first.variant)
        if (first.listing) element?.setAttribute('data-listing', first.listing)
      },
    }),
    [first],
  )
  // A marker that stays while its name changes (visited, a new price) announces the new one.
  useEffect(() => {
    const element = layer.current?.getElement()
    element?.setAttribute('aria-label', label)
    element?.setAttribute('data-variant', marker.variant)
  }, [label, marker.variant])
  useEffect(() => {
    if (listing) layer.current?.getElement()?.setAttribute('data-listing', listing)
  }, [listing])
  const { latitude, longitude } = marker.position
  const position = useMemo<L.LatLngTuple>(() => [latitude, longitude], [latitude, longitude])
  return (
    <Marker
      ref={layer}
      position={position}
      icon={icon}
      title={label}
      keyboard
      riseOnHover
      eventHandlers={handlers}
    />
  )
}, sameMarker)

/** Same key, place, look and name: nothing to redraw (the listings behind it are the same). */
function sameMarker(before: MarkerItemProps, after: MarkerItemProps): boolean {
  const a = before.marker
  const b = after.marker
  return (
    before.label === after.label &&
    before.onSelect === after.onSelect &&
    a.key === b.key &&
    a.variant === b.variant &&
    a.label === b.label &&
    a.count === b.count &&
    a.position.latitude === b.position.latitude &&
    a.position.longitude === b.position.longitude
  )
}

const outlineStyle = (outline: MapOutline, satellite: boolean): L.PathOptions => {
  if (outline.kind === 'polygon') {
    return { color: '#147BC9', weight: 3, fillColor: '#147BC9', fillOpacity: 0.08 }
  }
  if (outline.kind === 'lake') {
    return { stroke: false, fillColor: satellite ? '#0B2A4A' : '#AAD3EF', fillOpacity: 1 }
  }
  return outline.kind === 'city'
    ? { color: satellite ? '#C9D6C1' : '#8A96A8', weight: 1.5, fill: false }
    : { color: satellite ? '#5E7A58' : '#C3CBD6', weight: 1, fill: false, dashArray: '4 4' }
}

/** One outline; its points and style are worked out again only when they change. */
const OutlineLayer = memo(function OutlineLayer({
  outline,
  satellite,
}: {
  outline: MapOutline
  satellite: boolean
}) {
  const positions = useMemo(() => outline.path.map(toLeaflet), [outline.path])
  const style = useMemo(() => outlineStyle(outline, satellite), [outline, satellite])
  return <Polygon positions={positions} pathOptions={style} interactive={false} />
})

/** Tells the screen when a new set of markers has reached the screen (after the next frame). */
function Painted({ markers, onPainted }: { markers: unknown; onPainted?: () => void }) {
  useEffect(() => {
    if (!onPainted) return
    const frame = requestAnimationFrame(() => {
      onPainted()
    })
    return () => {
      cancelAnimationFrame(frame)
    }
  }, [markers, onPainted])
  return null
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
  const { satellite, onMarkerSelect } = props
  // One stable callback for every marker, so a new screen callback redraws none of them.
  const select = useRef(onMarkerSelect)
  useEffect(() => {
    select.current = onMarkerSelect
  }, [onMarkerSelect])
  const onSelect = useCallback((marker: MapMarker) => {
    select.current(marker)
  }, [])
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
        <OutlineLayer key={outline.key} outline={outline} satellite={satellite} />
      ))}
      {props.polygon && <OutlineLayer outline={props.polygon} satellite={satellite} />}
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
          onSelect={onSelect}
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
