import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Application, SignerFields } from '../../../contract/application'
import { stepShown, FLOW_STEPS, type FlowStep } from '../../lib/preApproval/flowSteps'
import { formToSigner, type CoApplicantForm } from '../../lib/preApproval/stepForms'
import {
  useAddSignerMutation,
  useApplicationQuery,
  useDocumentsQuery,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  useUpdateSignerMutation,
  useRemoveSignerMutation,
} from '../../services/applicationApi'
import { usePreApprovalText } from './strings'
import { StepBody } from './applicationStepBody'
import { Card } from './PreApprovalFrame'
import { ApplicationNotFound as NotFound } from './ApplicationNotFound'
import { saveError, submitError } from './saveError'
import { StepIndicator } from './StepIndicator'

/** What a customer typed on a step and left unsaved, with the language it was typed in. */
type Drafts = Partial<Record<FlowStep, { readonly values: unknown; readonly typedIn: string }>>

/** /pre-approval/{id}: one of the customer's applications, at the step in the address. */
export function ExistingApplication({ id }: { readonly id: number }) {
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
  const step = stepShown(app, asked, documentCount)

  function goTo(next: FlowStep | 'matches') {
    keepRef.current?.()
    setError(undefined)
    setParams({ step: next })
    window.scrollTo({ top: 0 })
  }
  const keep = (at: FlowStep) => (values: unknown, typedIn: string) => {
    setDrafts((current) => ({ ...current, [at]: { values, typedIn } }))
  }
  const draft = <Form,>(at: FlowStep, fallback: Form) => {
    const kept = drafts[at]
    return kept ? { initial: kept.values as Form, typedIn: kept.typedIn } : { initial: fallback }
  }
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
      setError(submitError(t, caught))
    } finally {
      setBusy(false)
    }
  }

  const common = { keepRef, busy, error }
  const context = {
    id,
    app,
    documentCount,
    common,
    draft,
    keep,
    goTo,
    goBack,
    saved,
    put,
    saveSigner,
    send,
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
        <Box key={`${String(id)}-${step}`}>
          <StepBody step={step} context={context} />
        </Box>
      </Card>
    </>
  )
}
