import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useId, useState, type SyntheticEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '../../../contract/consent'
import { Link as RouterLink } from 'react-router'
import { LEAD_LIMITS } from '../../../contract/lead'
import { emailProblem } from '../../lib/accountRules'
import { authClient } from '../../services/authClient'
import { externalLinks } from '../shell'
import { nameErrors, useAccountValidators } from './accountSchema'
import { AuthCard, MasterError, NewPasswordFields, SubmitButton, useAuthText } from './components'
import { ConfirmCodeStep } from './ConfirmCodeStep'
import { errorKeyOf } from './errors'
import { newPasswordMessage } from './newPassword'
import { useFinishSignIn, useKeepQuery } from './useFinish'
import { useFormErrors } from './useFormErrors'
import { recordConsent, signUpConsent } from './signUpConsent'
import { PageMeta } from '../../ui/PageMeta'

type Field = 'first' | 'last' | 'email' | 'password'

/** /auth/new-account. */
export function NewAccountPage() {
  const t = useAuthText()
  const finish = useFinishSignIn()
  const validators = useAccountValidators()
  const [form, setForm] = useState({ first: '', last: '', email: '', password: '', confirm: '' })
  // Express consent to commercial e-mail: unticked until the person ticks it.
  const [consent, setConsent] = useState(false)
  const { i18n } = useTranslation()
  const [loading, setLoading] = useState(false)
  const [awaitingCode, setAwaitingCode] = useState(false)
  const { errors, setErrors, clear } = useFormErrors<Field>()

  const change = (field: keyof typeof form, errorField: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    clear(errorField)
  }

  async function signInAndGo() {
    const result = await authClient.signIn(form.email, form.password)
    if (result.kind !== 'signedIn') return
    if (consent) await recordConsent(signUpConsent(i18n.language))
    await finish()
  }

  /** Empty is 'required'; anything else the customer schema refuses gets the name rule. */
  function nameMessage(value: string, refused: boolean | undefined): string | undefined {
    if (!value) return t('errors.required')
    return refused ? t('errors.nameInvalid', { max: LEAD_LIMITS.nameMax }) : undefined
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (loading) return
    const name = { first: form.first.trim(), last: form.last.trim() }
    const badEmail = emailProblem(form.email)
    if (badEmail) {
      setErrors({ email: t(`errors.${badEmail}`) })
      return
    }
    const names = nameErrors(validators, name)
    const next = {
      first: nameMessage(name.first, names.first),
      last: nameMessage(name.last, names.last),
      password: newPasswordMessage(t, form.password, form.confirm),
    }
    setErrors(next)
    if (next.first || next.last || next.password) return
    setLoading(true)
    try {
      const confirmed = await authClient.signUp({
        ...name,
        email: form.email,
        password: form.password,
      })
      if (confirmed) await signInAndGo()
      else setAwaitingCode(true)
    } catch (error) {
      const key = errorKeyOf(error)
      if (key.startsWith('password') || key === 'userDetailsPasswordErrorLength') {
        setErrors({ password: t(`errors.${key}`) })
      } else {
        setErrors({ master: t(`errors.${key}`) })
      }
    } finally {
      setLoading(false)
    }
  }

  return (
    <AuthCard
      meta={<PageMeta {...t('meta.newAccount', { returnObjects: true })} />}
      title={t('register.title')}
    >
      {awaitingCode ? (
        <ConfirmCodeStep email={form.email.trim()} onConfirmed={signInAndGo} />
      ) : (
        <>
          <MasterError message={errors.master} />
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
            <NameFields form={form} errors={errors} change={change} />
            <TextField
              label={t('register.email')}
              type="email"
              value={form.email}
              onChange={(event) => {
                change('email', 'email')(event.target.value)
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
              autoComplete="email"
              required
            />
            <NewPasswordFields
              labels={{
                password: t('register.password'),
                confirm: t('register.passwordConfirm'),
              }}
              password={form.password}
              confirm={form.confirm}
              onPassword={change('password', 'password')}
              onConfirm={change('confirm', 'password')}
              error={errors.password}
              required
            />
            <ConsentBox checked={consent} onChange={setConsent} disabled={loading} />
            <Agreement />
            <SubmitButton loading={loading}>{t('register.submit')}</SubmitButton>
          </Stack>
          <HaveAccountLine />
        </>
      )}
    </AuthCard>
  )
}

type NameField = 'first' | 'last'

function NameFields({
  form,
  errors,
  change,
}: {
  readonly form: Readonly<Record<NameField, string>>
  readonly errors: Partial<Record<Field, string>>
  readonly change: (field: NameField, errorField: NameField) => (value: string) => void
}) {
  const t = useAuthText()
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t('register.firstName')}
        value={form.first}
        onChange={(event) => {
          change('first', 'first')(event.target.value)
        }}
        error={Boolean(errors.first)}
        helperText={errors.first}
        autoComplete="given-name"
        required
        fullWidth
      />
      <TextField
        label={t('register.lastName')}
        value={form.last}
        onChange={(event) => {
          change('last', 'last')(event.target.value)
        }}
        error={Boolean(errors.last)}
        helperText={errors.last}
        autoComplete="family-name"
        required
        fullWidth
      />
    </Stack>
  )
}

/** Creating an account agrees to the terms and the privacy policy, each linked. */
/** The box that asks for express consent to commercial e-mail, in the wording it records. */
function ConsentBox({
  checked,
  onChange,
  disabled,
}: {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly disabled: boolean
}) {
  const t = useAuthText()
  const { i18n } = useTranslation()
  const hintId = useId()
  const { language } = signUpConsent(i18n.language)
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => {
              onChange(event.target.checked)
            }}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={CONSENT_WORDINGS[CURRENT_CONSENT_WORDING][language]}
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -1 } }}
      />
      <FormHelperText id={hintId} sx={{ ml: 4 }}>
        {t('register.consentHint')}
      </FormHelperText>
    </Box>
  )
}

function Agreement() {
  const t = useAuthText()
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans
        t={t}
        i18nKey="register.agreement"
        components={{
          terms: <Link href={externalLinks.terms} target="_blank" rel="noopener noreferrer" />,
          privacy: <Link href={externalLinks.privacy} target="_blank" rel="noopener noreferrer" />,
        }}
      />
    </Typography>
  )
}

/** A link to log in instead, keeping the redirect. */
function HaveAccountLine() {
  const t = useAuthText()
  const keepQuery = useKeepQuery()
  return (
    <Typography sx={{ mt: 3 }}>
      {t('register.haveAccount')}{' '}
      <Link component={RouterLink} to={keepQuery('/auth/login')}>
        {t('register.login')}
      </Link>
    </Typography>
  )
}
