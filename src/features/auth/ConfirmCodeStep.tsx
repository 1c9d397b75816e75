import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type SyntheticEvent } from 'react'
import { isCompleteCode, RESET_CODE_LENGTH, resetCodeInput } from '../../lib/accountRules'
import { authClient } from '../../services/authClient'
import { MasterError, SubmitButton, useAuthText } from './components'
import { errorKeyOf } from './errors'

/** The confirmation-code step after sign-up (or an unconfirmed sign-in), with a resend action. */
export function ConfirmCodeStep({
  email,
  onConfirmed,
  initialError,
}: {
  readonly email: string
  readonly onConfirmed: () => Promise<void>
  readonly initialError?: string
}) {
  const t = useAuthText()
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | undefined>(initialError)
  const [codeError, setCodeError] = useState<string>()
  const [resent, setResent] = useState(false)

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (loading) return
    if (!isCompleteCode(code)) {
      setCodeError(t('errors.codeFormat'))
      return
    }
    setLoading(true)
    setError(undefined)
    try {
      await authClient.confirmSignUp(email, code)
      await onConfirmed()
    } catch (caught) {
      setError(t(`errors.${errorKeyOf(caught)}`))
    } finally {
      setLoading(false)
    }
  }

  async function resend() {
    setResent(false)
    setError(undefined)
    try {
      await authClient.resendSignUpCode(email)
      setResent(true)
    } catch (caught) {
      setError(t(`errors.${errorKeyOf(caught)}`))
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography component="h2" variant="h6">
        {t('confirm.title')}
      </Typography>
      <Typography>{t('confirm.body', { email })}</Typography>
      <MasterError message={error} />
      {resent && (
        <Typography role="status" color="success.main">
          {t('confirm.resent')}
        </Typography>
      )}
      <TextField
        label={t('confirm.code')}
        value={code}
        onChange={(event) => {
          setCode(resetCodeInput(event.target.value))
          setCodeError(undefined)
        }}
        error={Boolean(codeError)}
        helperText={codeError}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RESET_CODE_LENGTH } }}
        required
      />
      <SubmitButton loading={loading}>{t('confirm.submit')}</SubmitButton>
      <Button onClick={() => void resend()}>{t('confirm.resend')}</Button>
    </Stack>
  )
}
