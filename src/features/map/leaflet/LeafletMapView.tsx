import 'leaflet/dist/leaflet.css'
import '../markers.css'
import './leafletMap.css'
import {
  divIcon,
  type LatLngTuple,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
  type PathOptions,
} from 'leaflet'
import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
// Per component: the package's index would bring every react-leaflet layer (and the Leaflet
// classes behind them, which src/lib/leafletParts.ts leaves out).
import { MapContainer } from 'react-leaflet/MapContainer'
import { Marker } from 'react-leaflet/Marker'
import { Polygon } from 'react-leaflet/Polygon'
import { config } from '../../../app/config'
import { markerClassName, markerListingKey, type MapMarker } from '../../../lib/mapMarkers'
import { outlineLook } from '../mapLook'
import type { MapOutline, MapViewProps } from '../mapView'
import { Painted } from '../Painted'
import { ViewSync, toLeaflet } from './LeafletViewSync'
import { MarkerKeyboard } from './MarkerKeyboard'
import { RoadLayer } from './RoadLayer'
import { mapCssVariables } from '../../../app/theme/mapCssVariables'

const LeafletTiles = lazy(() => import('../../../ui/LeafletTiles'))
// The drawing tools load the first time the screen asks for drawing (or has a drawn area).
const LeafletDrawLayer = lazy(() => import('./LeafletDrawLayer'))
const LeafletStillness = lazy(() => import('./LeafletStillness'))

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
      divIcon({
        className: markerClassName(marker.variant),
        html: `<span class="hw-marker__body">${marker.label}</span>`,
        iconSize: [0, 0],
      }),
    [marker.variant, marker.label],
  )
  const layer = useRef<LeafletMarker>(null)
  // A single pin names its listing as the results panel's cards do.
  const listing = markerListingKey(marker)
  // What the layer carries when Leaflet first adds it; later changes go through the effects below.
  const [first] = useState(() => ({ label, variant: marker.variant, listing }))
  const handlers = useMemo<LeafletEventHandlerFnMap>(
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
        const element = (event.target as LeafletMarker).getElement()
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
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude])
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

const outlineStyle = (outline: MapOutline, satellite: boolean): PathOptions => {
  const { stroke, fill } = outlineLook(outline.kind, satellite)
  return {
    stroke: stroke !== undefined,
    ...(stroke && { color: stroke.color, weight: stroke.weight }),
    ...(stroke?.dashed && { dashArray: '4 4' }),
    fill: fill !== undefined,
    ...(fill && { fillColor: fill.color, fillOpacity: fill.opacity }),
  }
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

const streetPinIcon = divIcon({
  className: 'hw-street-pin',
  iconSize: [0, 0],
  html: '<span></span>',
})

/**
 * The keyless map: Leaflet over vector outlines of the lake, cities and neighbourhoods from the
 * local service, with raster tiles only when VITE_MAP_TILE_URL is set.
 */
export default function LeafletMapView(props: MapViewProps) {
  const { satellite, onMarkerSelect, still } = props
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
      // A still map starts still (its handlers would otherwise run until the first effect).
      dragging={!still}
      touchZoom={!still}
      doubleClickZoom={!still}
      scrollWheelZoom={!still}
      boxZoom={!still}
      keyboard={!still}
      // LeafletTiles adds the attribution with the tiles.
      attributionControl={false}
      preferCanvas
      className={`hw-map${satellite ? ' hw-map--satellite' : ''}`}
      style={{ ...mapCssVariables, width: '100%', height: '100%' }}
    >
      {config.mapTileUrl !== '' && (
        <Suspense fallback={null}>
          <LeafletTiles url={config.mapTileUrl} />
        </Suspense>
      )}
      <RoadLayer markers={props.markers} satellite={satellite} chosenStreet={props.chosenStreet} />
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
      <MarkerKeyboard markers={props.markers} />
      {still !== undefined && (
        <Suspense fallback={null}>
          <LeafletStillness still={still} />
        </Suspense>
      )}
      <Painted markers={props.markers} onPainted={props.onMarkersPainted} />
      {props.draw && (
        <Suspense fallback={null}>
          <LeafletDrawLayer draw={props.draw} />
        </Suspense>
      )}
    </MapContainer>
  )
}
