import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { formatListingPrice, formatPrice } from '../../lib/format'
import { type MapMarker, type PinListing } from '../../lib/mapMarkers'
import { boundsPolygon } from '../../lib/viewBounds'
import type { QueryParams } from '../../lib/queryString'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { PIN_FIELDS } from './mapRequests'

const SPOT_MARGIN = 0.00005

interface StackListing extends PinListing {
  readonly address?: Partial<Record<string, string>>
}

/**
 * Many listings at one spot (a condo tower, which no zoom can separate): a list of them rather
 * than one arbitrary listing.
 */
export function StackDialog({
  marker,
  baseQuery,
  onClose,
  onChoose,
}: {
  marker: MapMarker
  baseQuery: Record<string, QueryParams[string]>
  onClose: () => void
  onChoose: (listing: PinListing) => void
}) {
  const { t, i18n } = useTranslation('map')
  const { latitude, longitude } = marker.position
  const known = marker.listings.length > 0
  const { data } = useSearchListingsQuery(
    {
      ...baseQuery,
      map: boundsPolygon({
        north: latitude + SPOT_MARGIN,
        south: latitude - SPOT_MARGIN,
        east: longitude + SPOT_MARGIN,
        west: longitude - SPOT_MARGIN,
      }),
      fields: PIN_FIELDS,
      resultsPerPage: 100,
    },
    { skip: known },
  )
  const listings: readonly StackListing[] = known ? marker.listings : (data?.listings ?? [])

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stack-title">
      <DialogTitle id="stack-title" sx={{ pr: 6 }}>
        {t('stackTitle', { count: marker.count })}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List>
          {listings.length === 0
            ? Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={56} sx={{ mx: 2 }} />
              ))
            : listings.map((listing) => {
                const address = listing.address ?? {}
                const street = [
                  address.unitNumber ? `${address.unitNumber} -` : undefined,
                  address.streetNumber,
                  address.streetName,
                  address.streetSuffix,
                ]
                  .filter(Boolean)
                  .join(' ')
                const price =
                  listing.lastStatus === 'Sld' && typeof listing.soldPrice === 'number'
                    ? formatPrice(listing.soldPrice, i18n.language)
                    : formatListingPrice(listing.listPrice, listing.type, i18n.language)
                return (
                  <ListItemButton
                    key={`${listing.mlsNumber}/${String(listing.boardId)}`}
                    onClick={() => {
                      onChoose(listing)
                    }}
                  >
                    <ListItemText primary={price} secondary={street || listing.mlsNumber} />
                  </ListItemButton>
                )
              })}
        </List>
      </DialogContent>
    </Dialog>
  )
}
