import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type SyntheticEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import { useAppDispatch } from '../../app/hooks'
import { emailProblem } from '../../lib/accountRules'
import { authClient } from '../../services/authClient'
import { useAccountValidators } from './accountSchema'
import { AuthCard, MasterError, SubmitButton, useAuthText } from './components'
import { errorKeyOf } from './errors'
import { ResetDialog } from './ResetDialog'
import { refreshSession } from './session'
import { useFinishSignIn, useKeepQuery } from './useFinish'
import { PageMeta } from '../../ui/PageMeta'

/** /auth/verify, the forgot-password page. */
export function VerifyPage() {
  const t = useAuthText()
  const dispatch = useAppDispatch()
  const keepQuery = useKeepQuery()
  const finish = useFinishSignIn()
  const validators = useAccountValidators()
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string>()
  const [master, setMaster] = useState<string>()
  const [loading, setLoading] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (loading) return
    setMaster(undefined)
    const trimmed = email.trim()
    if (emailProblem(trimmed) || (validators && !validators.email(trimmed))) {
      setEmailError(t('errors.emailFormat'))
      return
    }
    setLoading(true)
    try {
      await authClient.forgotPassword(trimmed)
      setDialogOpen(true)
    } catch (error) {
      setMaster(t(`errors.${errorKeyOf(error)}`))
      setLoading(false)
    }
  }

  return (
    <AuthCard
      meta={<PageMeta {...t('meta.verify', { returnObjects: true })} />}
      title={t('verify.title')}
    >
      <Typography sx={{ mb: 2 }}>{t('verify.body')}</Typography>
      <MasterError message={master} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('verify.email')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setEmailError(undefined)
          }}
          error={Boolean(emailError)}
          helperText={emailError}
          autoComplete="email"
          required
        />
        <SubmitButton loading={loading}>{t('verify.submit')}</SubmitButton>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={keepQuery('/auth/login')}>
          {t('verify.login')}
        </Link>
        <Link component={RouterLink} to={keepQuery('/auth/new-account')}>
          {t('verify.create')}
        </Link>
      </Stack>
      <ResetDialog
        open={dialogOpen}
        email={email.trim()}
        onClose={() => {
          // Closing the dialog refreshes the session and clears loading.
          setDialogOpen(false)
          setLoading(false)
          void refreshSession(dispatch)
        }}
        onReset={async (password) => {
          const result = await authClient.signIn(email, password)
          if (result.kind === 'signedIn') await finish()
        }}
      />
    </AuthCard>
  )
}
