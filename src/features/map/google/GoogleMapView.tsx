/// <reference types="google.maps" />
import '../markers.css'
import './googleMap.css'
import {
  APIProvider,
  AdvancedMarker,
  Map as GoogleMap,
  useMap,
  type MapCameraChangedEvent,
  type MapEvent,
} from '@vis.gl/react-google-maps'
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { config } from '../../../app/config'
import { logger } from '../../../lib/logger'
import type { MapViewProps, MapViewState } from '../mapView'
import { Painted } from '../Painted'
import { GoogleChosenStreet } from './GoogleChosenStreet'
import { GoogleMarker, toGoogle } from './GoogleMarker'
import { Outline } from './GoogleOutline'
import { mapCssVariables } from '../../../app/theme/mapCssVariables'

/**
 * Advanced markers (HTML content, keyboard focus) need a map id. Production sets
 * VITE_GOOGLE_MAP_ID; without one Google's demo map id draws them while a key is being tried.
 */
export const DEMO_MAP_ID = 'DEMO_MAP_ID'

/** The keyless map, fetched only if Google cannot draw this one. */
const KeylessMapView = lazy(() => import('../leaflet/LeafletMapView'))
/** The drawing tools, fetched the first time the screen asks for drawing. */
const GoogleDrawLayer = lazy(() => import('./GoogleDrawLayer'))

/** The view as MapPage reads it, from a camera event's literals. */
export function viewFromCamera(camera: MapCameraChangedEvent['detail']): MapViewState {
  return {
    center: { latitude: camera.center.lat, longitude: camera.center.lng },
    zoom: camera.zoom,
    bounds: {
      north: camera.bounds.north,
      south: camera.bounds.south,
      east: camera.bounds.east,
      west: camera.bounds.west,
    },
  }
}

/** The view from the map itself, or undefined before it has a size and a camera. */
function viewOfMap(map: google.maps.Map): MapViewState | undefined {
  const center = map.getCenter()
  const zoom = map.getZoom()
  const bounds = map.getBounds()?.toJSON()
  if (!center || zoom === undefined || !bounds) return undefined
  return viewFromCamera({ center: center.toJSON(), zoom, bounds, heading: 0, tilt: 0 })
}

/** Moves the map when the screen asks for another centre or zoom (a search, a cluster click). */
function ViewSync({ center, zoom }: Pick<MapViewProps, 'center' | 'zoom'>) {
  const map = useMap()
  useEffect(() => {
    if (!map) return
    const current = map.getCenter()
    const same =
      current !== undefined &&
      map.getZoom() === zoom &&
      Math.abs(current.lat() - center.latitude) < 1e-6 &&
      Math.abs(current.lng() - center.longitude) < 1e-6
    if (!same) map.moveCamera({ center: toGoogle(center), zoom })
  }, [map, center, zoom])
  return null
}

/**
 * The Google map (with VITE_GOOGLE_MAPS_API_KEY): the same markers, outlines, polygon, street pin
 * and view reports as the keyless Leaflet map, on Google's roadmap or satellite (hybrid, with
 * street names) base.
 *
 * Clustering stays on the server: the realty service already groups the view into
 * `aggregates.map.clusters` at a precision of the zoom plus 2 (100 or 200 clusters), the map
 * draws single pins only at zoom 16 or more or when a view holds few homes, and listings at one
 * spot arrive as one stack marker. A client-side @googlemaps/markerclusterer over that would
 * regroup pins that must show one by one, make the two adapters cluster differently (cluster clicks
 * must zoom in by 2), take the markers' map assignment away from React, and add supercluster to
 * this chunk, so it is not used.
 *
 * The lake outline is not drawn here: Google's base map has the water, and an opaque fill would
 * hide the satellite imagery.
 */
export default function GoogleMapView(props: MapViewProps) {
  // When Google cannot load (network, blocked script) or refuses the key, the screen keeps a
  // working map: the keyless one, over the same outlines and markers.
  const [failed, setFailed] = useState(false)
  const loadFailed = useCallback((error: unknown) => {
    logger.error('The Google Maps JavaScript API failed to load; using the keyless map.', error)
    setFailed(true)
  }, [])
  useEffect(() => {
    const host = window as { gm_authFailure?: () => void }
    const previous = host.gm_authFailure
    // Google calls this global when it rejects the key (wrong key, referrer, billing).
    host.gm_authFailure = () => {
      logger.error('Google Maps rejected the API key; using the keyless map.')
      setFailed(true)
      previous?.()
    }
    return () => {
      host.gm_authFailure = previous
    }
  }, [])
  if (failed) {
    return (
      <Suspense fallback={null}>
        <KeylessMapView {...props} />
      </Suspense>
    )
  }
  return <GoogleMapContent {...props} onLoadFailed={loadFailed} />
}

function GoogleMapContent({
  onLoadFailed,
  ...props
}: MapViewProps & { onLoadFailed: (error: unknown) => void }) {
  const { satellite, onViewChange } = props
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
  }, [onViewChange])

  // The latest camera while the view moves; reported once it stops (idle), which Google also
  // fires once when the map is first ready.
  const camera = useRef<MapViewState | undefined>(undefined)
  const onCameraChanged = useCallback((event: MapCameraChangedEvent) => {
    camera.current = viewFromCamera(event.detail)
  }, [])
  const onIdle = useCallback((event: MapEvent) => {
    const view = camera.current ?? viewOfMap(event.map)
    if (view) report.current(view)
  }, [])

  const [initialCenter] = useState(() => toGoogle(props.center))
  const [initialZoom] = useState(props.zoom)
  const outlines = props.outlines.filter((outline) => outline.kind !== 'lake')
  const [box, setBox] = useState<HTMLDivElement | null>(null)

  return (
    <APIProvider apiKey={config.googleMapsApiKey ?? ''} region="CA" onError={onLoadFailed}>
      <div
        ref={setBox}
        role="region"
        aria-label={props.label}
        className={`hw-gmap${satellite ? ' hw-gmap--satellite' : ''}`}
        style={{ ...mapCssVariables, width: '100%', height: '100%' }}
      >
        <GoogleMap
          mapId={config.googleMapId ?? DEMO_MAP_ID}
          defaultCenter={initialCenter}
          defaultZoom={initialZoom}
          minZoom={props.minZoom}
          maxZoom={props.maxZoom}
          isFractionalZoomEnabled={false}
          mapTypeId={satellite ? 'hybrid' : 'roadmap'}
          disableDefaultUI
          clickableIcons={false}
          // A still map ignores gestures and keys until woken, so the page scrolls past it.
          gestureHandling={props.still ? 'none' : 'greedy'}
          keyboardShortcuts={!props.still}
          onCameraChanged={onCameraChanged}
          onIdle={onIdle}
          style={{ width: '100%', height: '100%' }}
        >
          {outlines.map((outline) => (
            <Outline key={outline.key} outline={outline} satellite={satellite} />
          ))}
          {props.polygon && <Outline outline={props.polygon} satellite={satellite} />}
          {props.chosenStreet && (
            <GoogleChosenStreet street={props.chosenStreet} satellite={satellite} mapBox={box} />
          )}
          {props.streetPin && (
            <AdvancedMarker
              position={toGoogle(props.streetPin)}
              clickable={false}
              className="hw-street-pin"
              zIndex={0}
            >
              <span />
            </AdvancedMarker>
          )}
          {props.markers.map((marker) => (
            <GoogleMarker
              key={marker.key}
              marker={marker}
              label={props.markerLabel(marker)}
              onSelect={props.onMarkerSelect}
            />
          ))}
          <ViewSync center={props.center} zoom={props.zoom} />
          <Painted markers={props.markers} onPainted={props.onMarkersPainted} />
          {props.draw && (
            <Suspense fallback={null}>
              <GoogleDrawLayer draw={props.draw} />
            </Suspense>
          )}
        </GoogleMap>
      </div>
    </APIProvider>
  )
}
