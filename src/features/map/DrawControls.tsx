import GestureIcon from '@mui/icons-material/Gesture'
import IconButton from '@mui/material/IconButton'
import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { controlHint } from './controlHint'
import { mapControlButton } from './mapControlButton'
import type { DrawnAreaControls } from './useDrawnArea'

// How to draw: its code loads when Draw is pressed, beside the drawing tools'.
const LazyDrawPanel = lazy(() => import('./draw/DrawPanel'))

/** The toolbar's 'Draw' button: starts drawing freehand, or stops drawing when pressed again. */
export function DrawButton({ controls }: { readonly controls: DrawnAreaControls }) {
  const { t } = useTranslation('map')
  const drawing = controls.mode !== null
  return (
    <IconButton
      aria-label={t('draw')}
      aria-pressed={drawing}
      data-hint={t('drawTip')}
      onClick={() => {
        if (drawing) controls.cancel()
        else controls.start('freehand')
      }}
      sx={{ ...mapControlButton, ...controlHint, ...(drawing ? { color: 'primary.main' } : {}) }}
    >
      <GestureIcon />
    </IconButton>
  )
}

/** While drawing: the panel of how to draw, 'Search this area' and Cancel (draw/DrawPanel). */
export function DrawPanel({ controls }: { readonly controls: DrawnAreaControls }) {
  if (controls.mode === null) return null
  return (
    <Suspense fallback={null}>
      <LazyDrawPanel controls={controls} />
    </Suspense>
  )
}
