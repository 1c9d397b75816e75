import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { retypedForm } from '../../../contract/mortgage/validation'
import type { Problems } from '../../lib/preApproval/fieldProblems'
import { stepResolver } from './stepInputs'
import { usePreApprovalText } from './strings'

/** What every form step gets from the flow. */
export interface StepProps<Form> {
  readonly initial: Form
  /** The language `initial` was typed in, when it is a kept draft (its amounts are written so). */
  readonly typedIn?: string
  /** Saves the step (it is valid) and moves on. */
  readonly onSave: (values: Form) => Promise<void>
  /** Keeps what was typed when the customer leaves the step without saving (Back, the stepper). */
  readonly onKeep: (values: Form, typedIn: string) => void
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
 * customer leaves the step, with the props its `StepFrame` needs. Its `amounts` are read as the
 * customer's language writes numbers, so they are written again when the language changes (while
 * the step is shown, or since its draft was kept): an English `600,000` is 600 in French.
 */
export function useStepForm<Form extends FieldValues>(
  { initial, typedIn, onSave, onKeep, onBack, keepRef, busy, error }: StepProps<Form>,
  problemsOf: (values: Form, language: string) => Problems<Form>,
  amounts: readonly (keyof Form & string)[] = [],
) {
  const t = usePreApprovalText()
  const { language } = useTranslation().i18n
  const form = useForm<Form>({
    defaultValues: retypedForm(
      initial,
      amounts,
      typedIn ?? language,
      language,
    ) as DefaultValues<Form>,
    resolver: stepResolver(problemsOf, t, language),
  })
  // Before the browser paints the switch, so no amount is ever shown misread.
  const shownIn = useRef(language)
  useLayoutEffect(() => {
    if (shownIn.current === language) return
    const retyped = retypedForm(form.getValues(), amounts, shownIn.current, language)
    for (const field of amounts) {
      const path = field as Path<Form>
      form.setValue(path, retyped[field])
    }
    shownIn.current = language
  })
  useKeep(keepRef, () => {
    onKeep(form.getValues(), language)
  })
  const frame = {
    onSubmit: (event: SyntheticEvent) => void form.handleSubmit(onSave)(event),
    onBack,
    busy,
    error,
  }
  return { ...form, frame, t, language }
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
