import AddIcon from '@mui/icons-material/Add'
import MyLocationIcon from '@mui/icons-material/MyLocation'
import RemoveIcon from '@mui/icons-material/Remove'
import SatelliteAltOutlinedIcon from '@mui/icons-material/SatelliteAltOutlined'
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks'
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP, clampZoom } from '../../lib/mapRules'
import {
  resultsToggled,
  satelliteSet,
  selectResultsOpen,
  selectSatellite,
  selectSettings,
  viewChanged,
} from '../search'
import { DrawButton } from './DrawControls'
import { controlHint } from './controlHint'
import { COVERS_MAP, mapControlButton } from './mapControlButton'
import type { DrawnAreaControls } from './useDrawnArea'
import { useLocate } from './useLocate'

/**
 * The map's controls down its right edge, each named for assistive technology and by a hint
 * beside it on hover or keyboard focus: the results panel (wide screens only; a phone has
 * 'List' at the foot instead), Draw, satellite, 'Locate me' and zoom. Which ones a width shows
 * is CSS, so the page's first HTML is already right for a phone.
 */
export function MapToolbar({ drawn }: { readonly drawn: DrawnAreaControls }) {
  const { t } = useTranslation('map')
  const dispatch = useAppDispatch()
  const store = useAppStore()
  // The zoom last asked for or reported ('Locate me' never zooms out from it).
  const askedZoom = useAppSelector((state) => selectSettings(state).zoom)
  const satellite = useAppSelector(selectSatellite)
  const resultsOpen = useAppSelector(selectResultsOpen)
  const locate = useLocate(askedZoom)
  // From the zoom last asked for, so quick presses add up while the map is still animating.
  const step = (delta: number) => {
    const { center } = selectSettings(store.getState())
    dispatch(viewChanged({ center, zoom: clampZoom(askedZoom + delta) }))
  }
  const resultsName = resultsOpen ? t('hideResults') : t('showResults')
  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar')}
      // No street or place name is written under these buttons.
      {...{ [COVERS_MAP]: true }}
      aria-orientation="vertical"
      sx={{
        position: 'absolute',
        right: 12,
        top: 12,
        zIndex: 500,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <IconButton
        aria-label={resultsName}
        aria-pressed={resultsOpen}
        data-hint={resultsName}
        onClick={() => dispatch(resultsToggled())}
        sx={{ ...mapControlButton, ...controlHint, display: { xs: 'none', md: 'inline-flex' } }}
      >
        <ViewSidebarOutlinedIcon />
      </IconButton>
      <DrawButton controls={drawn} />
      <IconButton
        aria-label={t('satellite')}
        aria-pressed={satellite}
        data-hint={t('satellite')}
        onClick={() => dispatch(satelliteSet(!satellite))}
        sx={{
          ...mapControlButton,
          ...controlHint,
          ...(satellite ? { color: 'primary.main' } : {}),
        }}
      >
        <SatelliteAltOutlinedIcon />
      </IconButton>
      <IconButton
        aria-label={t('locate')}
        data-hint={t('locate')}
        onClick={locate}
        sx={{ ...mapControlButton, ...controlHint }}
      >
        <MyLocationIcon />
      </IconButton>
      <IconButton
        aria-label={t('zoomIn')}
        data-hint={t('zoomIn')}
        onClick={() => step(ZOOM_STEP)}
        disabled={askedZoom >= MAX_ZOOM}
        sx={{ ...mapControlButton, ...controlHint }}
      >
        <AddIcon />
      </IconButton>
      <IconButton
        aria-label={t('zoomOut')}
        data-hint={t('zoomOut')}
        onClick={() => step(-ZOOM_STEP)}
        disabled={askedZoom <= MIN_ZOOM}
        sx={{ ...mapControlButton, ...controlHint }}
      >
        <RemoveIcon />
      </IconButton>
    </Box>
  )
}
