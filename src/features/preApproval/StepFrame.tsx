import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, type ReactNode, type RefObject, type SyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Problems } from '../../lib/preApproval/fieldProblems'
import { stepResolver } from './stepInputs'
import { usePreApprovalText } from './strings'

/** What every form step gets from the flow. */
export interface StepProps<Form> {
  readonly initial: Form
  /** Saves the step (it is valid) and moves on. */
  readonly onSave: (values: Form) => Promise<void>
  /** Keeps what was typed when the customer leaves the step without saving (Back, the stepper). */
  readonly onKeep: (values: Form) => void
  readonly onBack?: () => void
  /** Set by the step: keeps its values; the flow calls it before it moves elsewhere. */
  readonly keepRef: RefObject<(() => void) | null>
  readonly busy: boolean
  readonly error?: string
}

/** Registers the step's keep function with the flow while the step is shown. */
export function useKeep(keepRef: RefObject<(() => void) | null>, keep: () => void) {
  useEffect(() => {
    keepRef.current = keep
    return () => {
      keepRef.current = null
    }
  })
}

/**
 * A step's form, checked by the step's rules (the same ones the service applies), kept when the
 * customer leaves the step, with the props its `StepFrame` needs.
 */
export function useStepForm<Form extends FieldValues>(
  { initial, onSave, onKeep, onBack, keepRef, busy, error }: StepProps<Form>,
  problemsOf: (values: Form, language: string) => Problems<Form>,
) {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const form = useForm<Form>({
    defaultValues: initial as DefaultValues<Form>,
    resolver: stepResolver(problemsOf, t, i18n.language),
  })
  useKeep(keepRef, () => {
    onKeep(form.getValues())
  })
  const frame = {
    onSubmit: (event: SyntheticEvent) => void form.handleSubmit(onSave)(event),
    onBack,
    busy,
    error,
  }
  return { ...form, frame, t, language: i18n.language }
}

/** A step's form: its title, fields, the save error, and Back / Save and continue. */
export function StepFrame({
  title,
  intro,
  children,
  onSubmit,
  onBack,
  busy,
  error,
  nextLabel,
}: {
  readonly title: string
  readonly intro?: ReactNode
  readonly children: ReactNode
  readonly onSubmit: (event: SyntheticEvent) => void
  readonly onBack?: () => void
  readonly busy: boolean
  readonly error?: string
  readonly nextLabel?: string
}) {
  const t = usePreApprovalText()
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {error}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ mt: 4, justifyContent: 'space-between' }}
      >
        {onBack ? (
          <Button variant="outlined" size="large" onClick={onBack} disabled={busy}>
            {t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {nextLabel ?? t('actions.next')}
        </Button>
      </Stack>
    </Box>
  )
}
