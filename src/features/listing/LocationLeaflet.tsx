import 'leaflet/dist/leaflet.css'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { divIcon, latLngBounds, type Control, type LatLngTuple } from 'leaflet'
import { Zoom } from 'leaflet/src/control/Control.Zoom.js'
import { Suspense, lazy, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
// Per component, as the map screen does (src/lib/leafletParts.ts).
import { useMap } from 'react-leaflet/hooks'
import { MapContainer } from 'react-leaflet/MapContainer'
import { Marker } from 'react-leaflet/Marker'
import { Polygon } from 'react-leaflet/Polygon'
import { config } from '../../app/config'
import type { LatLng } from '../../lib/listing/staticMap'
import { locationMapColours } from '../../app/theme/tokens'

const LeafletTiles = lazy(() => import('../../ui/LeafletTiles'))

/** The home's street-level view: close enough to read the block, wide enough for its area. */
export const LOCATION_ZOOM = 15

const toLeaflet = ({ latitude, longitude }: LatLng): LatLngTuple => [latitude, longitude]

const homePin = divIcon({
  className: 'hw-home-pin',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  html:
    '<svg width="28" height="36" viewBox="-14 -36 28 36" aria-hidden="true" focusable="false">' +
    `<path d="M0 0c-2-9-12-14-12-24a12 12 0 0 1 24 0c0 10-10 15-12 24z" fill="${locationMapColours.pin}" ` +
    `stroke="${locationMapColours.pinCentre}" stroke-width="2"/><circle cy="-24" r="4.5" fill="${locationMapColours.pinCentre}"/></svg>`,
})

/** Leaflet's zoom buttons, which only this map shows (src/lib/leafletParts.ts leaves them out). */
const ZoomControl = Zoom as typeof Control.Zoom

/** Every way a user moves a Leaflet map; all off until the map is activated. */
const HANDLERS = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const

/** Turns the map's handlers and zoom buttons on once `active`, and names its container. */
function Interaction({ active, label }: { active: boolean; label: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
  }, [map, label])
  useEffect(() => {
    if (!active) return
    for (const name of HANDLERS) map[name].enable()
    const zoom = new ZoomControl({ position: 'topright' }).addTo(map)
    // Keyboard users land on the map and can pan with the arrow keys and zoom with + and -.
    map.getContainer().focus()
    return () => {
      zoom.remove()
      for (const name of HANDLERS) map[name].disable()
    }
  }, [map, active])
  return null
}

/**
 * Frames the neighbourhood's outline with the home in it (never closer than LOCATION_ZOOM), once
 * the outline is known and while the user has not taken the map over.
 */
function FitOutline({
  home,
  outline,
  active,
}: {
  home: LatLng
  outline: readonly LatLng[]
  active: boolean
}) {
  const map = useMap()
  useEffect(() => {
    if (active || outline.length < 3) return
    const bounds = latLngBounds(outline.map(toLeaflet)).extend(toLeaflet(home))
    map.fitBounds(bounds, { padding: [16, 16], maxZoom: LOCATION_ZOOM, animate: false })
  }, [map, home, outline, active])
  return null
}

export interface LocationLeafletProps {
  readonly home: LatLng
  readonly outline: readonly LatLng[]
  /** "Map of {place}": names the map region. */
  readonly label: string
}

/**
 * The keyless location map: Leaflet centred on the home, its neighbourhood outlined, with
 * raster tiles only when VITE_MAP_TILE_URL is set. It starts still (no dragging, zooming or
 * keyboard handling, out of the tab order but for its activate button) so the page scrolls
 * past it freely; a click or the button makes it interactive.
 */
export default function LocationLeaflet({ home, outline, label }: LocationLeafletProps) {
  const { t } = useTranslation('detail')
  const [active, setActive] = useState(false)

  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        '& .leaflet-container': {
          height: '100%',
          bgcolor: locationMapColours.backdrop,
          fontFamily: 'inherit',
        },
        '& .hw-home-pin': { background: 'none', border: 'none' },
        '& .leaflet-container:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      <MapContainer
        center={toLeaflet(home)}
        zoom={LOCATION_ZOOM}
        dragging={false}
        touchZoom={false}
        doubleClickZoom={false}
        scrollWheelZoom={false}
        boxZoom={false}
        keyboard={false}
        zoomControl={false}
        // LeafletTiles adds the attribution with the tiles.
        attributionControl={false}
        style={{ width: '100%', height: '100%' }}
      >
        {config.mapTileUrl !== '' && (
          <Suspense fallback={null}>
            <LeafletTiles url={config.mapTileUrl} />
          </Suspense>
        )}
        {outline.length > 2 && (
          <Polygon
            positions={outline.map(toLeaflet)}
            pathOptions={{
              color: locationMapColours.outline,
              weight: 2,
              fillColor: locationMapColours.outline,
              fillOpacity: 0.12,
            }}
            interactive={false}
          />
        )}
        <Marker position={toLeaflet(home)} icon={homePin} keyboard={false} interactive={false} />
        <FitOutline home={home} outline={outline} active={active} />
        <Interaction active={active} label={label} />
      </MapContainer>
      {!active && (
        // Covers the still map: the first click anywhere on it (or Enter on the button) wakes it.
        <Box
          onClick={() => {
            setActive(true)
          }}
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1000,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            pb: 2,
            cursor: 'pointer',
          }}
        >
          <Button
            variant="contained"
            color="inherit"
            onClick={(event) => {
              event.stopPropagation()
              setActive(true)
            }}
            sx={{ bgcolor: 'common.white', color: 'text.primary' }}
          >
            {t('map.activate')}
          </Button>
        </Box>
      )}
    </Box>
  )
}
