import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useRef, useState, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import type { Application, SignerFields } from '../../../contract/application'
import { nextStep } from '../../../contract/applicationRules'
import { useAppSelector } from '../../app/hooks'
import {
  FLOW_STEPS,
  flowStepFor,
  isFlowStep,
  stepsInMessage,
  type FlowStep,
} from '../../lib/preApproval/flowSteps'
import {
  employmentToForm,
  formToEmployment,
  formToOther,
  formToPerson,
  formToPrice,
  formToProperty,
  formToSigner,
  otherToForm,
  personToForm,
  priceToForm,
  propertyToForm,
  signerToForm,
  type ApplicantForm,
  type CoApplicantForm,
} from '../../lib/preApproval/stepForms'
import {
  useAddSignerMutation,
  useApplicationQuery,
  useCreateApplicationMutation,
  useDocumentsQuery,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  useUpdateSignerMutation,
  useRemoveSignerMutation,
} from '../../services/applicationApi'
import { selectSessionStatus, selectSessionUser } from '../auth'
import { ApplicantStep } from './ApplicantStep'
import { DocumentsStep } from './DocumentsStep'
import { MatchesView } from './MatchesView'
import { ReviewStep } from './ReviewStep'
import { StepIndicator } from './StepIndicator'
import { CoApplicantStep } from './CoApplicantStep'
import { EmploymentStep } from './EmploymentStep'
import { OtherStep } from './OtherStep'
import { PriceStep } from './PriceStep'
import { PropertyStep } from './PropertyStep'
import { usePreApprovalText, type PreApprovalT } from './strings'

/** The message for a failed save: locked (409), refused (400, the service's reason), or offline. */
function saveError(t: PreApprovalT, error: unknown): string {
  const failure = error as Partial<FetchBaseQueryError> | undefined
  if (failure?.status === 409) return t('errors.locked')
  const message = (failure?.data as { message?: unknown } | undefined)?.message
  if (failure?.status === 400 && typeof message === 'string') {
    return t('errors.server', { message: message.replace(/^body\/\S+\s/, '') })
  }
  return t('errors.save')
}

function Frame({ children }: { readonly children: ReactNode }) {
  const t = usePreApprovalText()
  return (
    <Box sx={{ flexGrow: 1, px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        {children}
      </Box>
    </Box>
  )
}

function Card({ children }: { readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      {children}
    </Paper>
  )
}

function NotFound() {
  const t = usePreApprovalText()
  return (
    <Card>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notFound.body')}</Typography>
      <Button variant="contained" component={RouterLink} to="/pre-approval">
        {t('notFound.start')}
      </Button>
    </Card>
  )
}

/** /pre-approval: a new application. A guest starts here too; the applicant step makes the account. */
function NewApplication() {
  const t = usePreApprovalText()
  const navigate = useNavigate()
  const status = useAppSelector(selectSessionStatus)
  const user = useAppSelector(selectSessionUser)
  const [create] = useCreateApplicationMutation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [kept, setKept] = useState<ApplicantForm>()
  const keepRef = useRef<(() => void) | null>(null)

  if (status === 'unknown') return <Skeleton variant="rounded" height={480} />
  const initial: ApplicantForm = kept ?? {
    ...personToForm({
      firstName: user?.given_name,
      lastName: user?.family_name,
      email: user?.email,
    }),
    password: '',
    confirm: '',
  }

  async function save(values: ApplicantForm) {
    setBusy(true)
    setError(undefined)
    try {
      const created = await create({ applicant: formToPerson(values) }).unwrap()
      await navigate(`/pre-approval/${String(created.id)}?step=coApplicant`, { replace: true })
    } catch (caught) {
      setKept(values)
      setError(saveError(t, caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <StepIndicator active={0} />
      <Card>
        <ApplicantStep
          initial={initial}
          guest={status !== 'active'}
          onSave={save}
          onKeep={setKept}
          keepRef={keepRef}
          busy={busy}
          error={error}
        />
      </Card>
    </>
  )
}

type Drafts = Partial<Record<FlowStep, unknown>>

/** /pre-approval/{id}: one of the customer's applications, at the step in the address. */
function ExistingApplication({ id }: { readonly id: number }) {
  const t = usePreApprovalText()
  const [params, setParams] = useSearchParams()
  const { data: application, error: loadError, isLoading } = useApplicationQuery(id)
  const { data: documents } = useDocumentsQuery(id)
  const [update] = useUpdateApplicationMutation()
  const [addSigner] = useAddSignerMutation()
  const [updateSigner] = useUpdateSignerMutation()
  const [removeSigner] = useRemoveSignerMutation()
  const [submit] = useSubmitApplicationMutation()
  const [drafts, setDrafts] = useState<Drafts>({})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const keepRef = useRef<(() => void) | null>(null)

  if (isLoading) return <Skeleton variant="rounded" height={480} />
  if ((loadError as FetchBaseQueryError | undefined)?.status === 404) return <NotFound />
  if (!application) {
    return (
      <Alert severity="error" role="alert">
        {t('errors.load')}
      </Alert>
    )
  }
  const app: Application = application
  const documentCount = documents?.documents.length ?? 0
  const asked = params.get('step')
  const step: FlowStep | 'matches' =
    app.status === 'lender_chosen'
      ? 'matches'
      : isFlowStep(asked)
        ? asked
        : asked === 'matches' || app.status === 'submitted'
          ? 'matches'
          : flowStepFor(nextStep(app.status, app.fields, app.signers, documentCount))

  function goTo(next: FlowStep | 'matches') {
    keepRef.current?.()
    setError(undefined)
    setParams({ step: next })
    window.scrollTo({ top: 0 })
  }
  const keep = (at: FlowStep) => (values: unknown) => {
    setDrafts((current) => ({ ...current, [at]: values }))
  }
  const draft = <Form,>(at: FlowStep, fallback: Form): Form => (drafts[at] as Form) ?? fallback
  function goBack(from: FlowStep) {
    goTo(FLOW_STEPS[Math.max(0, FLOW_STEPS.indexOf(from) - 1)] ?? 'applicant')
  }

  /** Saves a step, forgets its draft, and moves to the next one. */
  async function saved(at: FlowStep, work: () => Promise<unknown>) {
    setBusy(true)
    setError(undefined)
    try {
      await work()
      setDrafts((current) => ({ ...current, [at]: undefined }))
      keepRef.current = null
      goTo(FLOW_STEPS[FLOW_STEPS.indexOf(at) + 1] ?? 'review')
    } catch (caught) {
      setError(saveError(t, caught))
    } finally {
      setBusy(false)
    }
  }
  const put = (fields: Application['fields']) => update({ id, fields }).unwrap()

  async function saveSigner(values: CoApplicantForm) {
    const existing = app.signers[0]
    if (values.hasCoApplicant !== 'yes') {
      if (existing) await removeSigner({ id, signerId: existing.id }).unwrap()
      return
    }
    const signer = formToSigner(values) as SignerFields
    if (existing) await updateSigner({ id, signerId: existing.id, signer }).unwrap()
    else await addSigner({ id, signer }).unwrap()
  }

  async function send() {
    setBusy(true)
    setError(undefined)
    try {
      await submit(id).unwrap()
      setParams({ step: 'matches' })
      window.scrollTo({ top: 0 })
    } catch (caught) {
      const failure = caught as Partial<FetchBaseQueryError>
      const message = (failure.data as { message?: unknown } | undefined)?.message
      if (failure.status === 400 && typeof message === 'string' && stepsInMessage(message).length) {
        const steps = stepsInMessage(message).map((name) => t(`steps.${name}`))
        setError(t('errors.incomplete', { steps: steps.join(', ') }))
      } else {
        setError(saveError(t, caught))
      }
    } finally {
      setBusy(false)
    }
  }

  const common = { keepRef, busy, error }
  const { fields } = app
  let body: ReactNode
  switch (step) {
    case 'applicant':
      body = (
        <ApplicantStep
          {...common}
          guest={false}
          initial={draft<ApplicantForm>('applicant', {
            ...personToForm(fields.applicant),
            password: '',
            confirm: '',
          })}
          onKeep={keep('applicant')}
          onSave={(values) =>
            saved('applicant', () => put({ ...fields, applicant: formToPerson(values) }))
          }
        />
      )
      break
    case 'coApplicant':
      body = (
        <CoApplicantStep
          {...common}
          initial={draft('coApplicant', signerToForm(app.signers[0]))}
          onKeep={keep('coApplicant')}
          onBack={() => {
            goBack('coApplicant')
          }}
          onSave={(values) => saved('coApplicant', () => saveSigner(values))}
        />
      )
      break
    case 'property':
      body = (
        <PropertyStep
          {...common}
          initial={draft('property', propertyToForm(fields.property))}
          onKeep={keep('property')}
          onBack={() => {
            goBack('property')
          }}
          onSave={(values) =>
            saved('property', () => {
              const property = formToProperty(values)
              // The current mortgage belongs to an owned home only.
              const other = formToOther(otherToForm(fields.other), property.ownership)
              return put({ ...fields, property, other })
            })
          }
        />
      )
      break
    case 'price':
      body = (
        <PriceStep
          {...common}
          initial={draft('price', priceToForm(fields.price))}
          onKeep={keep('price')}
          onBack={() => {
            goBack('price')
          }}
          onSave={(values) => saved('price', () => put({ ...fields, price: formToPrice(values) }))}
        />
      )
      break
    case 'employment':
      body = (
        <EmploymentStep
          {...common}
          initial={draft('employment', employmentToForm(fields.employment))}
          onKeep={keep('employment')}
          onBack={() => {
            goBack('employment')
          }}
          onSave={(values) =>
            saved('employment', () => put({ ...fields, employment: formToEmployment(values) }))
          }
        />
      )
      break
    case 'other':
      body = (
        <OtherStep
          {...common}
          ownership={fields.property?.ownership}
          initial={draft('other', otherToForm(fields.other))}
          onKeep={keep('other')}
          onBack={() => {
            goBack('other')
          }}
          onSave={(values) =>
            saved('other', () =>
              put({ ...fields, other: formToOther(values, fields.property?.ownership) }),
            )
          }
        />
      )
      break
    case 'documents':
      body = (
        <DocumentsStep
          id={id}
          onBack={() => {
            goBack('documents')
          }}
          onNext={() => {
            goTo('review')
          }}
        />
      )
      break
    case 'review':
      body = (
        <ReviewStep
          application={app}
          documentCount={documentCount}
          onEdit={(at) => {
            goTo(at)
          }}
          onBack={() => {
            goBack('review')
          }}
          onSubmit={() => void send()}
          busy={busy}
          error={error}
        />
      )
      break
    case 'matches':
      body = (
        <MatchesView
          application={app}
          onEditPrice={() => {
            goTo('price')
          }}
        />
      )
      break
  }

  const locked = app.status === 'lender_chosen'
  return (
    <>
      <StepIndicator
        active={step === 'matches' ? FLOW_STEPS.length : FLOW_STEPS.indexOf(step)}
        onSelect={
          locked
            ? undefined
            : (at) => {
                goTo(at)
              }
        }
      />
      <Card>
        {/* A step's form keeps its own state: a new key for each step and application. */}
        <Box key={`${String(id)}-${step}`}>{body}</Box>
      </Card>
    </>
  )
}

/** The pre-approval flow: /pre-approval starts one, /pre-approval/{id} continues or shows one. */
export function PreApprovalPage() {
  const { id } = useParams()
  const number = Number(id)
  let content: ReactNode
  if (id === undefined) content = <NewApplication />
  else if (!/^\d{1,10}$/.test(id) || !(number >= 1 && number <= 2 ** 31)) content = <NotFound />
  else content = <ExistingApplication id={number} />
  return <Frame>{content}</Frame>
}
