import CloseIcon from '@mui/icons-material/Close'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingLeadForm, type LeadListing } from '../../leads'

export interface ContactRealtorProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly listing: LeadListing
  /** The listing's street line, for the introduction. */
  readonly address: string
  /** The listing's realtor, named in the title, the introduction and the confirmation. */
  readonly realtorName?: string | undefined
}

/**
 * The Contact Realtor modal: full screen on small screens, around
 * the shared listing lead form with its idle, submitting and thumbs-up states.
 */
export function ContactRealtor({
  open,
  onClose,
  listing,
  address,
  realtorName,
}: ContactRealtorProps) {
  const first = realtorName?.split(' ')[0]
  const { t } = useTranslation('detail')
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  const titleId = useId()

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: 20, fontWeight: 700 }}>
        {first ? t('agent.contact', { name: first }) : t('contact.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('contact.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {first
            ? t('contact.introNamed', { address, name: first })
            : t('contact.intro', { address })}
        </Typography>
        {/* The form's own chunk (its phone input's library) arrives with the open modal. */}
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          <ListingLeadForm listing={listing} labelledBy={titleId} realtorName={first} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
