import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import MapOutlinedIcon from '@mui/icons-material/MapOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { Listing } from '../../lib/listing/normaliseListing'
import { ShareMenu } from '../../ui/ShareMenu'
import { ListingHeart } from '../profile'
import { LISTING_NAV_GAP, LISTING_NAV_HEIGHT } from './listingLayout'
import { mapPath } from './LocationMap'

export interface ListingNavProps {
  readonly listing: Listing
  /** Where Back goes when the visitor did not arrive from inside the app. */
  readonly listPath: string
  readonly pageUrl: string
  readonly title: string
}

/** The row above the photos: Back, View On Map, the heart and the share menu. */
export function ListingNav({ listing, listPath, pageUrl, title }: ListingNavProps) {
  const { t } = useTranslation('detail')
  const navigate = useNavigate()
  return (
    <Box
      component="nav"
      aria-label={t('back')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        // Where even that is too wide (French at 360 px), the heart and Share go to a second line
        // rather than past the screen's edge.
        flexWrap: 'wrap',
        gap: { xs: 0.25, sm: 1 },
        minHeight: LISTING_NAV_HEIGHT,
        mb: LISTING_NAV_GAP,
        // One line on most phones, in French too: a little less room between and beside the text
        // buttons, which never shrink under their words (a button's minimum width would let
        // 'Voir sur la carte' run into 'Retour'), and under 400 px no icons before their words;
        // there Share shows its icon alone (its name still read), so the row stays one line.
        '& > .MuiButton-text': { px: { xs: 1, sm: 1.5 }, whiteSpace: 'nowrap', flexShrink: 0 },
        '@media (max-width: 399.95px)': {
          '& > .MuiButton-text .MuiButton-startIcon': { display: 'none' },
        },
      }}
    >
      <Button
        startIcon={<ArrowBackIcon aria-hidden />}
        onClick={() => {
          // A visitor who arrived from elsewhere in the app goes back there; a shared link
          // has nothing to go back to, so it opens the listing's list page.
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
          if (index > 0) void navigate(-1)
          else void navigate(listPath)
        }}
      >
        {t('back')}
      </Button>
      <Button
        component={RouterLink}
        to={mapPath(listing)}
        startIcon={<MapOutlinedIcon aria-hidden />}
      >
        {t('viewOnMap')}
      </Button>
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ListingHeart listing={listing} />
        <ShareMenu url={pageUrl} title={title} iconOnlyBelow={400} />
      </Box>
    </Box>
  )
}
