import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '../../../contract/consent'
import type { AssignedRealtor } from '../../../contract/lead'
import { isLanguage } from '../../app/languageDetection'
import { formatPrice } from '../../lib/format'
import { config } from '../../app/config'
import type { LeadFieldProblem } from '../../lib/leadRules'
import type { LeadSchemaState } from './leadSchema'
import type { LeadFormStatus, LeadSendFailure } from './useLeadForm'

const PROBLEM_KINDS: readonly LeadFieldProblem['kind'][] = [
  'required',
  'emailFormat',
  'tooLong',
  'priceMin',
  'priceMax',
  'phoneFormat',
  'codeFormat',
  'invalid',
]

function isProblemKind(type: string): type is LeadFieldProblem['kind'] {
  return (PROBLEM_KINDS as readonly string[]).includes(type)
}

/** A field error's translated message, shown under its field. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('leads')
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined
    const type: string = error.type
    const kind = isProblemKind(type) ? type : 'invalid'
    const limit = Number(error.message ?? '')
    const amount =
      kind === 'priceMin' || kind === 'priceMax' ? formatPrice(limit, i18n.language) : String(limit)
    return t(`errors.${kind}`, { max: amount, min: amount })
  }
}

export type LeadTextFieldProps = Omit<TextFieldProps, 'error'> & {
  readonly error: FieldError | undefined
}

/** A lead form text box: its error under it, announced with the field. */
export function LeadTextField({ error, ...props }: LeadTextFieldProps) {
  const message = useFieldMessage()(error)
  return (
    <TextField
      fullWidth
      {...props}
      error={Boolean(error)}
      helperText={message ?? props.helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          ...(props.slotProps?.htmlInput as object | undefined),
          'aria-invalid': Boolean(error),
        },
      }}
    />
  )
}

/**
 * First name, last name and email, with which every lead form starts. `field` gives each box its
 * registration, error and state; `emailWide` lets the email take the whole row.
 */
export function LeadPersonFields({
  field,
  emailWide = false,
}: {
  readonly field: (name: 'firstName' | 'lastName' | 'email') => LeadTextFieldProps
  readonly emailWide?: boolean
}) {
  const { t } = useTranslation('leads')
  return (
    <>
      <LeadTextField
        {...field('firstName')}
        label={t('fields.firstName')}
        required
        autoComplete="given-name"
      />
      <LeadTextField
        {...field('lastName')}
        label={t('fields.lastName')}
        required
        autoComplete="family-name"
      />
      <LeadTextField
        {...field('email')}
        label={t('fields.email')}
        required
        type="email"
        autoComplete="email"
        sx={emailWide ? { gridColumn: { sm: '1 / -1' } } : undefined}
      />
    </>
  )
}

/** The consent wording in the language the form is shown in: the text the lead will record. */
export function useConsentText(): string {
  const { i18n } = useTranslation('leads')
  const language = isLanguage(i18n.language) ? i18n.language : 'en'
  return CONSENT_WORDINGS[CURRENT_CONSENT_WORDING][language]
}

/**
 * The box a visitor ticks to agree to commercial e-mail: unticked until they tick it, worded with
 * the text the lead records, and optional (see `useLeadForm` for why a lead goes without it).
 */
export function ConsentCheckbox({
  registration,
  disabled,
}: {
  readonly registration: UseFormRegisterReturn
  readonly disabled: boolean
}) {
  const { t } = useTranslation('leads')
  const hintId = useId()
  const { ref, ...field } = registration
  return (
    <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            disabled={disabled}
            slotProps={{ input: { ref, 'aria-describedby': hintId } }}
          />
        }
        label={useConsentText()}
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -1 } }}
      />
      <FormHelperText id={hintId} sx={{ ml: 4 }}>
        {t('consent.hint')}{' '}
        <Link href={`${config.basePath}/privacy`} target="_blank" rel="noopener">
          {t('consent.privacy')}
        </Link>
      </FormHelperText>
    </Box>
  )
}

/**
 * On success the form is replaced by a thumbs-up and a thank-you message, naming the realtor the
 * lead was given to with their number, so a visitor who would rather talk now can call.
 */
export function LeadSuccess({
  body,
  realtor,
}: {
  readonly body?: string | undefined
  readonly realtor?: AssignedRealtor | undefined
}) {
  const { t } = useTranslation('leads')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
      <ThumbUpAltOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
      <Typography ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1.5rem', mt: 1 }}>
        {t('success.title')}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1, color: 'text.secondary' }}>
        {realtor ? t('success.bodyNamed', { name: realtor.name }) : (body ?? t('success.body'))}
      </Typography>
      {realtor && (
        <Typography variant="body1" sx={{ mt: 1 }}>
          {t('success.call', { name: realtor.name })}{' '}
          <Link href={`tel:${realtor.phone.replace(/[^0-9+]/g, '')}`}>{realtor.phone}</Link>
        </Typography>
      )}
    </Box>
  )
}

export interface LeadFormFrameProps {
  readonly status: LeadFormStatus
  readonly schema: LeadSchemaState
  readonly sendFailed: LeadSendFailure | null
  readonly submitLabel: string
  readonly onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** The form's accessible name. */
  readonly labelledBy?: string
  readonly label?: string
  /** The confirmation's text, when it can say more than the general one (who will answer). */
  readonly successBody?: string | undefined
  /** The realtor the service gave the lead to; named in the confirmation before `successBody`. */
  readonly realtor?: AssignedRealtor | undefined
  readonly children: ReactNode
}

/**
 * The states around a lead form's fields: the submit button is busy
 * until the schema has loaded and while sending; a failed send says so politely.
 */
export function LeadFormFrame({
  status,
  schema,
  sendFailed,
  submitLabel,
  onSubmit,
  labelledBy,
  label,
  successBody,
  realtor,
  children,
}: LeadFormFrameProps) {
  const { t } = useTranslation('leads')
  const phone = t('footer.phone', { ns: 'common' })
  if (status === 'success') return <LeadSuccess body={successBody} realtor={realtor} />
  const submitting = status === 'submitting'
  const loading = schema.status === 'loading'

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-busy={submitting}
      onSubmit={(event: React.SyntheticEvent) => {
        void onSubmit(event)
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('required')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {sendFailed && (
          <Alert severity="error">
            {t(sendFailed === 'refused' ? 'errors.refused' : 'errors.sendFailed', { phone })}
          </Alert>
        )}
        {schema.status === 'failed' && (
          <Alert severity="warning">{t('errors.schemaUnavailable', { phone })}</Alert>
        )}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={submitting || loading}
        loadingPosition="start"
        disabled={schema.status === 'failed'}
        sx={{ mt: 2, minWidth: 220 }}
      >
        {submitting ? t('sending') : loading ? t('loading') : submitLabel}
      </Button>
    </Box>
  )
}
