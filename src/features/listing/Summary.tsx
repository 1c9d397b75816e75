import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined'
import BedOutlinedIcon from '@mui/icons-material/BedOutlined'
import GarageOutlinedIcon from '@mui/icons-material/GarageOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ListingRecord } from '../../../contract/listing'
import { formatListingPrice, formatPrice } from '../../lib/format'
import { statusDisplay } from '../../lib/listingStatus'
import { estimatedMonthlyPayment } from '../../../contract/mortgage/payment'
import { StatusBadge } from '../../ui/StatusBadge'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { listingCounts } from '../../lib/listing/counts'
import { streetLine } from '../listingCard'
import { PreApprovalButton } from '../shell'

const countIcons = {
  beds: <BedOutlinedIcon aria-hidden fontSize="small" />,
  baths: <BathtubOutlinedIcon aria-hidden fontSize="small" />,
  garage: <GarageOutlinedIcon aria-hidden fontSize="small" />,
}

export interface SummaryProps {
  readonly listing: ListingRecord
  /** Opens the Contact Realtor modal; without it there is no Get More Details button. */
  readonly onContact?: (() => void) | undefined
  /** The address is the page's h1 (only one summary shows at a time: phone or side panel). */
  readonly headingLevel: 'h1' | 'p'
}

/** Price, status, address, neighbourhood, estimated payment, the two buttons and the counts. */
export function Summary({ listing, onContact, headingLevel }: SummaryProps) {
  const { t, i18n } = useTranslation('detail')
  const { t: tl } = useTranslation('listing')
  const status = statusDisplay(listing.type, listing.lastStatus)
  const sold = status.soldLayout && listing.soldPrice !== null
  const street = streetLine(listing) || tl('addressHidden')
  const { details, address } = listing
  const counts = listingCounts(details, ['beds', 'baths', 'garage'])

  return (
    <Box aria-label={t('summary')} role="group">
      <StatusBadge colour={status.badge}>{tl(status.key)}</StatusBadge>
      <Typography
        component="p"
        sx={{
          mt: 1,
          fontSize: { xs: 28, md: 32 },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {sold ? (
          <>
            <VisuallyHidden>{t('soldFor')} </VisuallyHidden>
            {formatPrice(listing.soldPrice, i18n.language)}
            <Typography
              component="del"
              sx={{ ml: 1.5, fontSize: 18, fontWeight: 400, color: 'text.secondary' }}
            >
              <VisuallyHidden>{t('listedAt')} </VisuallyHidden>
              {formatPrice(listing.listPrice, i18n.language)}
            </Typography>
          </>
        ) : (
          formatListingPrice(listing.listPrice, listing.type, i18n.language)
        )}
      </Typography>
      <Typography component={headingLevel} sx={{ fontSize: 20, fontWeight: 600, mt: 0.5 }}>
        {street}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {[address.neighborhood, address.city, address.state].filter(Boolean).join(', ')}
      </Typography>
      {listing.type === 'Sale' && (
        <Typography sx={{ mt: 1, fontWeight: 500 }} title={t('estimatedPaymentNote')}>
          {t('estimatedPayment', {
            amount: formatPrice(estimatedMonthlyPayment(listing.listPrice), i18n.language),
          })}
          <VisuallyHidden> {t('estimatedPaymentNote')}</VisuallyHidden>
        </Typography>
      )}
      {counts.length > 0 && (
        <Box
          component="ul"
          aria-label={t('counts')}
          // Each count keeps its words together; the counts wrap to a second line rather than run
          // past the card when they are long (French: '3 + 1 chambres · 4 salles de bain').
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 1,
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
          }}
        >
          {counts.map((count) => (
            <Box
              component="li"
              key={count.kind}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
            >
              {countIcons[count.kind]}
              {t(count.key, count.values)}
            </Box>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1} sx={{ mt: 2.5 }}>
        {onContact && (
          <Button variant="contained" size="large" onClick={onContact}>
            {t('getMoreDetails')}
          </Button>
        )}
        <PreApprovalButton
          variant="outlined"
          size="large"
          link="preApproval"
          mlsNumber={listing.mlsNumber}
        >
          {t('getPreApproved')}
        </PreApprovalButton>
      </Stack>
    </Box>
  )
}
