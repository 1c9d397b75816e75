import CloseIcon from '@mui/icons-material/Close'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Suspense, lazy, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { resultsSet, selectPolygon } from '../search'
import { useBottomBar } from '../../ui/useBottomBar'
import { SAVED_LIMITS } from '../../../contract/customer'
import { savedOutline } from '../../lib/savedSearchName'

// Saving is offered with a chosen place or a drawn area: its code (with the profile's strings)
// loads then.
const SaveSearchButton = lazy(async () => ({
  default: (await import('../profile')).SaveSearchButton,
}))

/**
 * The buttons at the map's foot: 'Clear Bounds' and 'Save this search' with a chosen or
 * drawn area, and on a phone 'List' (a wide screen has the toolbar's results button; which
 * shows is CSS, so the first HTML is right for a phone). They sit in a band under the map, never
 * over it, so no pin or cluster is ever under them; a wide screen shows the band only when it
 * has a button. Labels never wrap inside a button: a button that does not fit takes a row of its
 * own.
 */
export function MapFooter({ onClearBounds }: { readonly onClearBounds: () => void }) {
  const { t } = useTranslation('map')
  const dispatch = useAppDispatch()
  const polygon = useAppSelector(selectPolygon)
  const band = useRef<HTMLDivElement>(null)
  useBottomBar(band)
  return (
    <Box
      ref={band}
      sx={{
        flexShrink: 0,
        display: { xs: 'flex', md: polygon ? 'flex' : 'none' },
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      {polygon && (
        <Button variant="outlined" startIcon={<CloseIcon />} onClick={onClearBounds}>
          {t('clearBounds')}
        </Button>
      )}
      {polygon && (
        <Suspense fallback={null}>
          <SaveSearchButton
            polygon={savedOutline(polygon.path, SAVED_LIMITS.polygonPointsMax)}
            place={polygon.type === 'drawn' ? undefined : polygon.name}
          />
        </Suspense>
      )}
      <Button
        variant="contained"
        startIcon={<FormatListBulletedIcon />}
        onClick={() => dispatch(resultsSet(true))}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
      >
        {t('list')}
      </Button>
    </Box>
  )
}
