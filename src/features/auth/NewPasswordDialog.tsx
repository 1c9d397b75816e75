import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type SyntheticEvent } from 'react'
import { authClient } from '../../services/authClient'
import { MasterError, NewPasswordFields, SubmitButton, useAuthText } from './components'
import { errorKeyOf } from './errors'
import { newPasswordMessage, useNewPassword } from './newPassword'
import { useFormErrors } from './useFormErrors'

/** The new-password challenge: a new password and its confirmation complete sign-in. */
export function NewPasswordDialog({
  open,
  onDone,
}: {
  readonly open: boolean
  readonly onDone: () => Promise<void>
}) {
  const t = useAuthText()
  const [loading, setLoading] = useState(false)
  const { errors, setErrors, clear } = useFormErrors<'password'>()
  const newPassword = useNewPassword(() => {
    clear('password')
  })

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (loading) return
    const message = newPasswordMessage(t, newPassword.password, newPassword.confirm)
    setErrors({ password: message })
    if (message) return
    setLoading(true)
    try {
      const result = await authClient.completeNewPassword(newPassword.password)
      if (result.kind === 'signedIn') await onDone()
    } catch (error) {
      setErrors({ master: t(`errors.${errorKeyOf(error)}`) })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Dialog open={open} aria-labelledby="new-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="new-password-title">{t('reset.newPasswordTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('reset.newPasswordBody')}</Typography>
        <MasterError message={errors.master} />
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <NewPasswordFields
            labels={{ password: t('reset.password'), confirm: t('reset.passwordConfirm') }}
            {...newPassword}
            error={errors.password}
          />
          <SubmitButton loading={loading}>{t('reset.submit')}</SubmitButton>
        </Stack>
      </DialogContent>
    </Dialog>
  )
}
