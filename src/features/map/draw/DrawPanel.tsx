import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { elevation, radius } from '../../../app/theme/tokens'
import type { DrawnAreaControls } from '../useDrawnArea'

/**
 * Under the count on a wide screen; on a phone along the map's foot, so the middle of the map,
 * where one draws, stays free (a corner tapped on the panel would press one of its buttons
 * instead).
 */
const drawPanelPlace = {
  position: 'absolute',
  top: { xs: 'auto', md: 52 },
  bottom: { xs: 12, md: 'auto' },
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 600,
  width: { xs: 'calc(100% - 24px)', md: 'min(520px, calc(100% - 88px))' },
  bgcolor: 'background.paper',
  borderRadius: `${String(radius)}px`,
  boxShadow: elevation.card,
  p: { xs: 1, md: 1.5 },
  fontSize: { xs: 13, md: 14 },
  outline: 'none',
} as const

/**
 * While drawing: how to draw, freehand or point by point, 'Search this area' (the current view,
 * for keyboards), Cancel, and why the last line was refused. It opens once the map draws (the
 * drawing tools load on the first press of Draw, and a drag before then pans the map), and takes
 * focus when it opens so a keyboard reaches its choices at once.
 */
export default function DrawPanel({ controls }: { readonly controls: DrawnAreaControls }) {
  const { t } = useTranslation('map')
  const panel = useRef<HTMLDivElement>(null)
  const drawing = controls.mode !== null && controls.ready
  useEffect(() => {
    if (drawing) panel.current?.focus()
  }, [drawing])
  if (!drawing) return null
  const freehand = controls.mode === 'freehand'
  return (
    <Box ref={panel} role="group" aria-label={t('drawTitle')} tabIndex={-1} sx={drawPanelPlace}>
      <Box component="p" sx={{ m: 0, mb: 1 }}>
        {freehand ? t('drawHintFreehand') : t('drawHintPoints')}
      </Box>
      {controls.problem && (
        <Box component="p" role="alert" sx={{ m: 0, mb: 1, color: 'error.main', fontWeight: 600 }}>
          {controls.problem === 'crossing' ? t('drawCrossing') : t('drawTooFew')}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            controls.start(freehand ? 'polygon' : 'freehand')
          }}
        >
          {freehand ? t('drawPoints') : t('drawFreehand')}
        </Button>
        <Button size="small" variant="contained" onClick={controls.searchView}>
          {t('searchThisArea')}
        </Button>
        <Button size="small" onClick={controls.cancel}>
          {t('drawCancel')}
        </Button>
      </Box>
    </Box>
  )
}
