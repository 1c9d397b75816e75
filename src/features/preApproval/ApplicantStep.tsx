import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { config } from '../../app/config'
import { addNamespace } from '../../app/i18n'
import { useAppDispatch } from '../../app/hooks'
import { passwordProblems } from '../../lib/accountRules'
import { applicantProblems } from '../../lib/preApproval/fieldProblems'
import { type ApplicantForm } from '../../lib/preApproval/stepForms'
import { authClient } from '../../services/authClient'
import { loadAccountFlow } from '../auth'
import { PersonFields } from './PersonFields'
import { SectionTitle, TextInput, stepResolver } from './stepInputs'
import { StepFrame, useKeep, type StepProps } from './StepFrame'
import { usePreApprovalText } from './strings'

const ConfirmCodeStep = lazy(async () => ({ default: (await loadAccountFlow()).ConfirmCodeStep }))

/** The auth feature's flow, with its strings joined to the i18n instance (for its error messages). */
async function accountFlow(i18n: ReturnType<typeof useTranslation>['i18n']) {
  const flow = await loadAccountFlow()
  await addNamespace(i18n, 'auth', flow.authStrings)
  return { ...flow, t: i18n.getFixedT(null, 'auth') }
}

/** Where a guest who already has an account signs in and comes back to. */
export const signInHere = `/auth/login?redirect=${encodeURIComponent(`${config.basePath}/pre-approval`)}`

/** The guest's account is made: the verification code, then signing in and saving. */
function VerifyCodePhase({
  email,
  error,
  onConfirmed,
}: {
  readonly email: string
  readonly error?: string
  readonly onConfirmed: () => Promise<void>
}) {
  const t = usePreApprovalText()
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('steps.applicant')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('guest.verifyIntro')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <ConfirmCodeStep email={email} onConfirmed={onConfirmed} />
      </Suspense>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  )
}

/** The e-mail already has an account: sign in there instead. */
function AccountExists() {
  const t = usePreApprovalText()
  return (
    <Alert
      severity="info"
      role="alert"
      action={
        <Link component={RouterLink} to={signInHere}>
          {t('actions.signIn')}
        </Link>
      }
    >
      {t('guest.exists')}
    </Alert>
  )
}

/**
 * The applicant step. For a guest it also creates the account (sign-up with name, e-mail,
 * phone and password, then the verification code), signs in, and only then saves: nothing is stored
 * before the customer exists.
 */
export function ApplicantStep(props: StepProps<ApplicantForm> & { readonly guest: boolean }) {
  const { initial, onSave, onKeep, keepRef, busy, error, guest } = props
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const [phase, setPhase] = useState<'form' | 'code'>('form')
  const [accountError, setAccountError] = useState<string>()
  const [exists, setExists] = useState(false)
  const [working, setWorking] = useState(false)
  const pending = useRef<ApplicantForm | null>(null)
  const [codeFor, setCodeFor] = useState<string>()

  const base = stepResolver<ApplicantForm>(
    (values) => applicantProblems(values, { guest }),
    t,
    i18n.language,
  )
  const resolver: Resolver<ApplicantForm> = async (values, context, options) => {
    const result = await base(values, context, options)
    const policy = guest && values.password ? passwordProblems(values.password) : []
    if (policy.length === 0) return result
    const { t: tAuth } = await accountFlow(i18n)
    const message = policy.map((problem) => tAuth(`errors.${problem}`)).join(' ')
    return { values: {}, errors: { ...result.errors, password: { type: 'policy', message } } }
  }
  const { control, handleSubmit, getValues } = useForm<ApplicantForm>({
    defaultValues: initial,
    resolver,
  })
  useKeep(keepRef, () => {
    onKeep({ ...getValues(), password: '', confirm: '' }, i18n.language)
  })

  async function signInAndSave() {
    const values = pending.current
    if (!values) return
    await authClient.signIn(values.email, values.password)
    await (await accountFlow(i18n)).refreshSession(dispatch, false)
    await onSave({ ...values, password: '', confirm: '' })
  }

  async function submit(values: ApplicantForm) {
    if (!guest) {
      await onSave(values)
      return
    }
    setAccountError(undefined)
    setExists(false)
    setWorking(true)
    pending.current = values
    const flow = await accountFlow(i18n)
    try {
      const confirmed = await authClient.signUp({
        first: values.firstName,
        last: values.lastName,
        email: values.email,
        password: values.password,
      })
      if (confirmed) await signInAndSave()
      else {
        setCodeFor(values.email.trim())
        setPhase('code')
      }
    } catch (caught) {
      const key = flow.errorKeyOf(caught)
      if (key === 'usernameExists') setExists(true)
      else setAccountError(flow.t(`errors.${key}`))
    } finally {
      setWorking(false)
    }
  }

  if (phase === 'code' && codeFor) {
    return <VerifyCodePhase email={codeFor} error={error} onConfirmed={signInAndSave} />
  }

  return (
    <StepFrame
      title={t('steps.applicant')}
      intro={
        guest ? (
          <>
            {t('guest.intro')} {t('guest.haveAccount')}{' '}
            <Link component={RouterLink} to={signInHere}>
              {t('actions.signIn')}
            </Link>
          </>
        ) : undefined
      }
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={busy || working}
      error={accountError ?? error}
      nextLabel={guest ? t('actions.createAccount') : undefined}
    >
      <SectionTitle>{t('sections.person')}</SectionTitle>
      <PersonFields control={control} />
      {guest && (
        <>
          <SectionTitle>{t('sections.account')}</SectionTitle>
          <PasswordFields control={control} />
        </>
      )}
      {exists && <AccountExists />}
    </StepFrame>
  )
}

function PasswordFields({
  control,
}: {
  readonly control: ReturnType<typeof useForm<ApplicantForm>>['control']
}) {
  const t = usePreApprovalText()
  return (
    <>
      <TextInput
        control={control}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextInput
        control={control}
        name="confirm"
        label={t('fields.confirm')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  )
}
