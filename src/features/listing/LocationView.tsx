import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LatLng } from '../../lib/listing/staticMap'
import { pathBounds } from '../../lib/viewBounds'
import { zoomToFit } from '../../lib/mapFrame'
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../../lib/mapRules'
import { MapViewAdapter, mapControlButton, type MapOutline, type MapViewState } from '../map'

/** The home's street-level view: close enough to read the block, wide enough for its area. */
export const LOCATION_ZOOM = 15

/** Room left around the neighbourhood's outline when the map frames it, in pixels a side. */
const FRAME_PADDING = 16

interface View {
  readonly center: LatLng
  readonly zoom: number
}

/**
 * The view that frames the neighbourhood's outline with the home in it, never closer than
 * LOCATION_ZOOM; centred on the home when there is no outline.
 */
export function framedView(
  home: LatLng,
  outline: readonly LatLng[],
  width: number,
  height: number,
): View {
  const bounds = outline.length > 2 ? pathBounds([...outline, home]) : undefined
  if (!bounds) return { center: home, zoom: LOCATION_ZOOM }
  return {
    center: {
      latitude: (bounds.north + bounds.south) / 2,
      longitude: (bounds.east + bounds.west) / 2,
    },
    zoom: zoomToFit(
      bounds,
      Math.max(1, width - 2 * FRAME_PADDING),
      Math.max(1, height - 2 * FRAME_PADDING),
      MIN_ZOOM,
      LOCATION_ZOOM,
    ),
  }
}

const NO_MARKERS = [] as const
const noLabel = () => ''
const ignore = () => undefined

export interface LocationViewProps {
  readonly home: LatLng
  readonly outline: readonly LatLng[]
  /** "Map of {place}": names the map region. */
  readonly label: string
}

/**
 * The keyless location map: the map screen's own map (the same adapter, basemap, roads, names
 * and colours) with the neighbourhood highlighted and the home pinned. It starts still, so the
 * page scrolls past it; a click or its button wakes it, with zoom buttons.
 */
export default function LocationView({ home, outline, label }: LocationViewProps) {
  const { t } = useTranslation('detail')
  const [active, setActive] = useState(false)
  const [view, setView] = useState<View>({ center: home, zoom: LOCATION_ZOOM })
  const box = useRef<HTMLDivElement>(null)

  // Frames the outline once it is known, while the user has not taken the map over.
  useEffect(() => {
    if (active) return
    const element = box.current
    setView(framedView(home, outline, element?.clientWidth ?? 640, element?.clientHeight ?? 280))
  }, [home, outline, active])

  const polygon = useMemo<MapOutline | null>(
    () =>
      outline.length > 2 ? { key: 'home-area', kind: 'polygon', name: label, path: outline } : null,
    [outline, label],
  )
  const onViewChange = useCallback((next: MapViewState) => {
    setView({ center: next.center, zoom: next.zoom })
  }, [])
  const step = (by: number) => {
    setView((current) => ({
      ...current,
      zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.zoom + by)),
    }))
  }

  return (
    <Box ref={box} sx={{ position: 'relative', height: '100%' }}>
      <MapViewAdapter
        center={view.center}
        zoom={view.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onViewChange={onViewChange}
        markers={NO_MARKERS}
        markerLabel={noLabel}
        onMarkerSelect={ignore}
        outlines={NO_MARKERS}
        polygon={polygon}
        streetPin={home}
        satellite={false}
        label={label}
        still={!active}
      />
      {active ? (
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 1000,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          <IconButton
            aria-label={t('map.zoomIn')}
            onClick={() => step(ZOOM_STEP)}
            disabled={view.zoom >= MAX_ZOOM}
            size="small"
            sx={mapControlButton}
          >
            <AddIcon />
          </IconButton>
          <IconButton
            aria-label={t('map.zoomOut')}
            onClick={() => step(-ZOOM_STEP)}
            disabled={view.zoom <= MIN_ZOOM}
            size="small"
            sx={mapControlButton}
          >
            <RemoveIcon />
          </IconButton>
        </Box>
      ) : (
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
