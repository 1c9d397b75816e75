import CloseIcon from '@mui/icons-material/Close'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState, type SyntheticEvent } from 'react'
import { isCompleteCode, RESET_CODE_LENGTH, resetCodeInput } from '../../lib/accountRules'
import { logger } from '../../lib/logger'
import { authClient } from '../../services/authClient'
import { MasterError, NewPasswordFields, SubmitButton, useAuthText } from './components'
import { errorKeyOf } from './errors'
import { newPasswordMessage, useNewPassword } from './newPassword'
import { useFormErrors } from './useFormErrors'

export interface ResetDialogProps {
  readonly open: boolean
  readonly email: string
  /** Shown only when closing is allowed. */
  readonly onClose?: () => void
  /** After the new password is set: the caller signs the user in. */
  readonly onReset: (password: string) => Promise<void>
}

/** The reset dialog: a 6-digit code, a new password and its confirmation. */
export function ResetDialog({ open, email, onClose, onReset }: ResetDialogProps) {
  const t = useAuthText()
  const [code, setCode] = useState('')
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const { errors, setErrors, clear } = useFormErrors<'code' | 'password' | 'passwordConfirm'>()
  const [resent, setResent] = useState(false)
  const newPassword = useNewPassword(() => {
    clear('password')
  })
  const { password } = newPassword

  /** A code is awaited here, so a new one can be asked for (the earlier one stops working). */
  async function resend() {
    setResent(false)
    setErrors({})
    try {
      await authClient.forgotPassword(email)
      setResent(true)
    } catch (error) {
      setErrors({ master: t(`errors.${errorKeyOf(error)}`) })
    }
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    // Submitting again while loading is ignored.
    if (busy.current) return
    const next = {
      code: isCompleteCode(code) ? undefined : t('errors.codeFormat'),
      password: newPasswordMessage(t, password, newPassword.confirm),
    }
    setErrors(next)
    if (next.code || next.password) return
    busy.current = true
    setLoading(true)
    try {
      await authClient.confirmForgotPassword(email, code, password)
      await onReset(password)
    } catch (error) {
      logger.error('password reset fail', error)
      setErrors({ master: t(`errors.${errorKeyOf(error)}`) })
    } finally {
      busy.current = false
      setLoading(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-title" fullWidth maxWidth="xs">
      <DialogTitle id="reset-title" sx={{ pr: 6 }}>
        {t('reset.title')}
        {onClose && (
          <IconButton
            aria-label={t('reset.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('reset.body', { email })}</Typography>
        <MasterError message={errors.master} />
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('reset.code')}
            value={code}
            onChange={(event) => {
              setCode(resetCodeInput(event.target.value))
              clear('code')
            }}
            error={Boolean(errors.code)}
            helperText={errors.code}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RESET_CODE_LENGTH } }}
            required
          />
          <NewPasswordFields
            labels={{ password: t('reset.password'), confirm: t('reset.passwordConfirm') }}
            {...newPassword}
            error={errors.password}
            required
          />
          <SubmitButton loading={loading}>{t('reset.submit')}</SubmitButton>
          {resent && (
            <Typography role="status" color="success.main">
              {t('confirm.resent')}
            </Typography>
          )}
          <Button onClick={() => void resend()}>{t('confirm.resend')}</Button>
        </Stack>
      </DialogContent>
    </Dialog>
  )
}
