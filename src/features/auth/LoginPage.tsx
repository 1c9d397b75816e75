import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type SyntheticEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { emailProblem, passwordProblems } from '../../lib/accountRules'
import { logger } from '../../lib/logger'
import { authClient } from '../../services/authClient'
import { externalLinks } from '../shell'
import { AuthCard, MasterError, PasswordField, SubmitButton, useAuthText } from './components'
import { ConfirmCodeStep } from './ConfirmCodeStep'
import { errorKeyOf } from './errors'
import { NewPasswordDialog } from './NewPasswordDialog'
import { ResetDialog } from './ResetDialog'
import { useFinishSignIn, useKeepQuery } from './useFinish'
import { useFormErrors } from './useFormErrors'
import { PageMeta } from '../../ui/PageMeta'

type Step = 'form' | 'confirm' | 'reset' | 'newPassword'

/** /auth/login. */
export function LoginPage() {
  const t = useAuthText()
  const finish = useFinishSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [loading, setLoading] = useState(false)
  const [step, setStep] = useState<Step>('form')
  const [tabError, setTabError] = useState(false)
  const { errors, setErrors, clear } = useFormErrors<'email' | 'password'>()

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (loading) return
    setTabError(false)
    const problems = loginProblems(email, password)
    if (problems) {
      setErrors({ [problems.field]: t(`errors.${problems.key}`) })
      return
    }
    setErrors({})
    setLoading(true)
    try {
      const result = await authClient.signIn(email, password)
      if (result.kind === 'signedIn') {
        await finish()
      } else if (result.kind === 'confirmSignUp') {
        setErrors({ master: t('errors.userNotConfirmed') })
        setStep('confirm')
      } else if (result.kind === 'resetPassword') {
        await authClient.forgotPassword(email)
        setStep('reset')
      } else {
        await completeChallenge()
      }
    } catch (error) {
      setErrors({ master: t(`errors.${errorKeyOf(error)}`) })
      setTabError(true)
    } finally {
      setLoading(false)
    }
  }

  /**
   * A new-password challenge is completed automatically, with the password just
   * typed and no verification flags among the attributes. Only when the pool refuses that
   * password does the user choose another in the new-password dialog.
   */
  async function completeChallenge() {
    try {
      const next = await authClient.completeNewPassword(password)
      if (next.kind === 'signedIn') await finish()
      else setStep('newPassword')
    } catch (error) {
      logger.warn('new password challenge fail', error)
      setStep('newPassword')
    }
  }

  async function signInAgain(newPassword: string) {
    const result = await authClient.signIn(email, newPassword)
    if (result.kind === 'signedIn') await finish()
  }

  return (
    <AuthCard
      meta={<PageMeta {...t('meta.login', { returnObjects: true })} />}
      title={t('login.title')}
      top={<BackButton />}
    >
      {step === 'confirm' ? (
        <ConfirmCodeStep
          email={email}
          initialError={errors.master}
          onConfirmed={() => signInAgain(password)}
        />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('login.intro')}</Typography>
          {tabError && (
            <Typography color="error" sx={{ mb: 1, fontWeight: 600 }}>
              {t('login.tabError')}
            </Typography>
          )}
          <MasterError message={errors.master} />
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('login.email')}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                clear('email')
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
              autoComplete="email"
              required
            />
            <PasswordField
              label={t('login.password')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value)
                clear('password')
              }}
              error={Boolean(errors.password)}
              helperText={errors.password}
              autoComplete="current-password"
              required
            />
            <SubmitButton loading={loading}>{t('login.submit')}</SubmitButton>
          </Stack>
          <LoginLinks />
        </>
      )}
      {/* A password reset required at login leads into the reset flow; it cannot be skipped. */}
      <ResetDialog open={step === 'reset'} email={email} onReset={signInAgain} />
      <NewPasswordDialog
        open={step === 'newPassword'}
        onDone={async () => {
          await finish()
        }}
      />
    </AuthCard>
  )
}

/**
 * The first problem that stops a login before anything is sent: the email is checked first, and
 * only a password of the wrong shape altogether (not a weak one) stops it.
 */
function loginProblems(
  email: string,
  password: string,
):
  | { field: 'email'; key: 'emailFormat' }
  | { field: 'password'; key: 'userDetailsPasswordError' }
  | undefined {
  const badEmail = emailProblem(email)
  if (badEmail) return { field: 'email', key: badEmail }
  const [badPassword] = passwordProblems(password)
  if (badPassword === 'userDetailsPasswordError') return { field: 'password', key: badPassword }
  return undefined
}

function BackButton() {
  const t = useAuthText()
  const navigate = useNavigate()
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)} sx={{ mb: 1, ml: -1 }}>
      {t('login.back')}
    </Button>
  )
}

/** Forgot password, new account (both keep the redirect), and the terms and privacy policy. */
function LoginLinks() {
  const t = useAuthText()
  const keepQuery = useKeepQuery()
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Link component={RouterLink} to={keepQuery('/auth/verify')}>
        {t('login.forgot')}
      </Link>
      <Link component={RouterLink} to={keepQuery('/auth/new-account')}>
        {t('login.create')}
      </Link>
      <Stack direction="row" spacing={2}>
        <Link href={externalLinks.terms} target="_blank" rel="noopener noreferrer">
          {t('links.terms')}
        </Link>
        <Link href={externalLinks.privacy} target="_blank" rel="noopener noreferrer">
          {t('links.privacy')}
        </Link>
      </Stack>
    </Stack>
  )
}
