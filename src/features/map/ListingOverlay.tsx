import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { detailPath } from '../../lib/addressSlug'
import { selectSessionStatus } from '../auth'
import { ListingCardFor } from '../listingCard'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { OVERLAY_FOOT_PX } from '../../lib/mapCenter'
import { useMapOverlayListingQuery } from './mapApi'

/**
 * On a phone the card is a row: a small photo beside the price, beds, baths and address, so the
 * facts show at once above the map rather than under a photo that fills the overlay. Wider
 * screens keep the card as lists draw it.
 */
const compactOnPhone = {
  '& article': { boxShadow: 'none' },
  '& article > div:first-of-type': { display: { xs: 'flex', sm: 'block' }, alignItems: 'center' },
  '& article > div:first-of-type > div:first-of-type': {
    flex: { xs: '0 0 112px', sm: 'none' },
    aspectRatio: { xs: '1 / 1', sm: '4 / 3' },
    borderRadius: { xs: 1, sm: 0 },
    overflow: 'hidden',
  },
  // The status badge shrinks with the photo it sits on.
  '& article > div:first-of-type > div:first-of-type > span': {
    top: { xs: 6 },
    left: { xs: 6 },
    fontSize: { xs: 11 },
  },
  '& article > div:first-of-type > div:nth-of-type(2)': {
    p: { xs: 1, sm: 2 },
    pl: { xs: 1.5, sm: 2 },
    minWidth: 0,
    flex: 1,
  },
  '& article > div:first-of-type > div:nth-of-type(2) > p:first-of-type': {
    fontSize: { xs: 19, sm: 22 },
  },
} as const

/** The overlay's gap to the map's edges on a phone, in pixels. */
const PHONE_GAP_PX = 8

export interface ListingOverlayProps {
  readonly mlsNumber: string
  readonly boardId: number
  readonly onClose: () => void
  /** False when the listing's card in the results panel takes focus instead. */
  readonly takeFocus?: boolean
}

/** The listing a pin opened, over the map; closing returns to /map. Focus moves to it. */
export function ListingOverlay({
  mlsNumber,
  boardId,
  onClose,
  takeFocus = true,
}: ListingOverlayProps) {
  const { t } = useTranslation('map')
  const signedIn = useAppSelector(selectSessionStatus) === 'active'
  const { data, isError, isFetching } = useMapOverlayListingQuery({ mlsNumber, boardId })
  const region = useRef<HTMLElement>(null)

  const focusHere = useRef(takeFocus)
  useEffect(() => {
    focusHere.current = takeFocus
  }, [takeFocus])
  useEffect(() => {
    if (focusHere.current) region.current?.focus()
  }, [mlsNumber, boardId])

  return (
    <Paper
      component="section"
      ref={region}
      tabIndex={-1}
      aria-label={t('overlayTitle')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      elevation={8}
      sx={{
        position: 'absolute',
        zIndex: 600,
        left: { xs: PHONE_GAP_PX, sm: 16 },
        right: { xs: PHONE_GAP_PX, sm: 'auto' },
        bottom: { xs: PHONE_GAP_PX, sm: 16 },
        width: { sm: 340 },
        // On a phone the overlay and its gap take at most OVERLAY_FOOT_PX or half the map, so the
        // chosen pin, placed in the middle of the part above (pinOffsetBesideOverlay), stays in
        // view; the card scrolls inside it and 'View details' stays at its foot.
        maxHeight: {
          xs: `calc(min(${String(OVERLAY_FOOT_PX)}px, 50%) - ${String(PHONE_GAP_PX)}px)`,
          sm: 'none',
        },
        display: 'flex',
        flexDirection: 'column',
        p: 1,
        outline: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flex: 'none',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1,
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: 15 }}>
          {t('overlayTitle')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      {isError ? (
        <Alert severity="warning" sx={{ m: 1 }}>
          {t('listingError')}
        </Alert>
      ) : !data || isFetching ? (
        <Box sx={{ minHeight: 0, overflow: 'hidden' }}>
          <ListingCardSkeleton />
        </Box>
      ) : (
        <>
          <Box sx={{ minHeight: 0, overflowY: 'auto', ...compactOnPhone }}>
            <ListingCardFor listing={data} signedIn={signedIn} />
          </Box>
          <Button
            component={RouterLink}
            to={detailPath(data)}
            variant="contained"
            fullWidth
            sx={{ mt: 1, flex: 'none' }}
          >
            {t('viewDetails')}
          </Button>
        </>
      )}
    </Paper>
  )
}
