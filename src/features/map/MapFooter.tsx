import CloseIcon from '@mui/icons-material/Close'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { SaveSearchButton } from '../profile'
import { resultsSet, selectPolygon } from '../search'

/**
 * The buttons at the map's foot: 'Clear Bounds' with a chosen or drawn area, 'Save this search'
 * with a drawn one, and on a phone 'List' (a wide screen has the toolbar's results button; which
 * shows is CSS, so the first HTML is right for a phone). Labels never wrap inside a button: a
 * button that does not fit takes a row of its own, and the row lets presses through to the map.
 */
export function MapFooter({ onClearBounds }: { readonly onClearBounds: () => void }) {
  const { t } = useTranslation('map')
  const dispatch = useAppDispatch()
  const polygon = useAppSelector(selectPolygon)
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 12,
        right: 12,
        bottom: 16,
        zIndex: 500,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      {polygon && (
        <Button
          variant="contained"
          color="inherit"
          startIcon={<CloseIcon />}
          onClick={onClearBounds}
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('clearBounds')}
        </Button>
      )}
      {polygon?.type === 'drawn' && (
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 2 }}>
          <SaveSearchButton
            polygon={polygon.path.map((point) => [point.longitude, point.latitude])}
          />
        </Box>
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
