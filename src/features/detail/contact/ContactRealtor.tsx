import CloseIcon from '@mui/icons-material/Close'
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useEffect, useId, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LEAD_LIMITS } from '../../../../contract/lead'
import {
  fieldForPath,
  isEmail,
  listingLeadPayload,
  nationalPhone,
  type LeadListing,
  type ListingLeadValues,
} from '../../../lib/lead/listingLead'
import { leadValidator, sendListingLead } from './leadService'

const EMPTY: ListingLeadValues = { first: '', last: '', email: '', phone: '', message: '' }

export interface ContactRealtorProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly listing: LeadListing
}

/**
 * The Contact Realtor modal (first spec, sections 2 and 4): full screen on small screens; the
 * listing lead form; idle, submitting (spinner), then the thumbs-up. A refused or failed post
 * returns the form to idle with nothing shown (the failure is logged).
 */
export function ContactRealtor({ open, onClose, listing }: ContactRealtorProps) {
  const { t } = useTranslation('detail')
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  const titleId = useId()
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ListingLeadValues>({
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  useEffect(() => {
    if (open) void leadValidator()
  }, [open])

  const submit = handleSubmit(async (values) => {
    const lead = listingLeadPayload(values, listing)
    const validate = await leadValidator()
    if (validate && !validate(lead)) {
      let placed = false
      for (const error of validate.errors ?? []) {
        const field = fieldForPath(error.instancePath)
        if (!field) continue
        placed = true
        setError(field, { message: t('contact.errors.invalid') })
      }
      if (!placed) setError('root', { message: t('contact.errors.form') })
      return
    }
    if (await sendListingLead(lead)) setSent(true)
  })

  const field = (name: FieldPath<ListingLeadValues>) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  })

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
        {t('contact.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('contact.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {sent ? (
          <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}>
            <ThumbUpAltOutlinedIcon aria-hidden color="primary" sx={{ fontSize: 64 }} />
            <Typography variant="h5" component="p">
              {t('contact.thanks')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('contact.thanksBody')}</Typography>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {t('contact.intro', { address: listing.address })}
            </Typography>
            <Stack sx={{ gap: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField
                  label={t('contact.first')}
                  autoComplete="given-name"
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.nameMax } }}
                  {...field('first')}
                  {...register('first', {
                    validate: (value) => value.trim() !== '' || t('contact.errors.required'),
                  })}
                />
                <TextField
                  label={t('contact.last')}
                  autoComplete="family-name"
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.nameMax } }}
                  {...field('last')}
                  {...register('last', {
                    validate: (value) => value.trim() !== '' || t('contact.errors.required'),
                  })}
                />
              </Stack>
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
                {...register('email', {
                  validate: (value) =>
                    value.trim() === ''
                      ? t('contact.errors.required')
                      : isEmail(value) || t('contact.errors.email'),
                })}
              />
              <TextField
                label={t('contact.phone')}
                type="tel"
                autoComplete="tel-national"
                required
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <span aria-hidden>🇨🇦</span>&nbsp;+1
                      </InputAdornment>
                    ),
                  },
                }}
                {...field('phone')}
                {...register('phone', {
                  validate: (value) =>
                    value.trim() === ''
                      ? t('contact.errors.required')
                      : nationalPhone(value) !== undefined || t('contact.errors.phone'),
                })}
              />
              <TextField
                label={t('contact.message')}
                multiline
                rows={2}
                slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.messageMax } }}
                {...field('message')}
                {...register('message')}
              />
              {errors.root && (
                <Typography role="alert" color="error">
                  {errors.root.message}
                </Typography>
              )}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                startIcon={
                  isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
                }
              >
                {isSubmitting ? t('contact.sending') : t('contact.send')}
              </Button>
            </Stack>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  )
}
