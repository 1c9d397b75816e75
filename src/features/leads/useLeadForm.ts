import { useCallback, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CURRENT_CONSENT_WORDING, type ExpressConsent } from '../../../contract/consent'
import type { AssignedRealtor, Lead } from '../../../contract/lead'
import { isLanguage } from '../../app/languageDetection'
import {
  leadProblems,
  problemsFromSchemaErrors,
  problemsFromServiceReason,
  type LeadField,
  type LeadFieldProblem,
  type LeadProblems,
} from '../../lib/leadRules'
import { logger } from '../../lib/logger'
import { useSendLeadMutation } from '../../services/contactApi'
import { useLeadSchema, type LeadCheck, type LeadSchemaState } from './leadSchema'

/** Idle, submitting, success. */
export type LeadFormStatus = 'idle' | 'submitting' | 'success'

/** Logged when the schema has not loaded: the visitor sees nothing and the lead is not sent. */
export const SCHEMA_NOT_LOADED_WARNING =
  'The form schema has not loaded yet; the lead was not sent.'
/** The notification when the lead cannot be created. */
export const CONTACT_ERROR = 'Could not create this contact.'

export type LeadFormValues = Partial<Record<LeadField, string>> & {
  /** The consent box, ticked or not. */
  consent: boolean
} & FieldValues

/**
 * The consent a ticked box sends: the wording shown, in the language shown. Consent is not needed
 * to send a lead: a person asking to be contacted about a home has given implied consent to be
 * answered (Canada's anti-spam law counts an inquiry as implied consent, for six months), so the
 * box is optional and governs only later commercial e-mail (new listings, news, offers).
 */
export function consentOf(ticked: boolean, language: string): ExpressConsent | undefined {
  if (!ticked) return undefined
  return { wording: CURRENT_CONSENT_WORDING, language: isLanguage(language) ? language : 'en' }
}

export interface LeadFormOptions<V extends LeadFormValues> {
  readonly fields: readonly (LeadField & Path<V>)[]
  readonly defaultValues: DefaultValues<V>
  /** The form's lead payload, from values that passed the form's own rules. */
  readonly toPayload: (values: V) => Lead
  /** Extra rules of one form (the listing form's phone input), run after the shared ones. */
  readonly extraProblems?: (values: V) => LeadProblems
}

/**
 * react-hook-form plus the lead rules: every field's own rule (all messages at once), then the
 * fetched JSON Schema on the payload itself; a 200 from the contact service shows the thank-you.
 * A failure keeps what the visitor typed and says the lead did not go.
 */
export function useLeadForm<V extends LeadFormValues>({
  fields,
  defaultValues,
  toPayload,
  extraProblems,
}: LeadFormOptions<V>) {
  const schema: LeadSchemaState = useLeadSchema()
  const { i18n } = useTranslation()
  const [sendLead] = useSendLeadMutation()
  const [succeeded, setSucceeded] = useState(false)
  // Who the service gave the lead to: the thank-you names them.
  const [realtor, setRealtor] = useState<AssignedRealtor | undefined>(undefined)
  const [sendFailed, setSendFailed] = useState<LeadSendFailure | null>(null)
  const [sending, setSending] = useState(false)
  // A second submit while one is on its way is ignored, even before the button re-renders busy.
  const inFlight = useRef(false)
  const form = useForm<V>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' })
  const { setError, clearErrors, handleSubmit } = form

  /**
   * Shows each problem under its field. A problem with nothing to show it on (a field this form
   * does not have, or a reason it cannot read) says above the button that the lead was refused:
   * a refused lead is never a silent no-op.
   */
  const showRefusal = (placed: { problems: LeadProblems; unplaced: number }) => {
    let focused = false
    // In the form's order, so the first field with a problem takes the focus.
    for (const field of fields) {
      const problem = placed.problems[field]
      if (!problem) continue
      setError(
        field,
        { type: problem.kind, message: problemLimit(problem) },
        { shouldFocus: !focused },
      )
      focused = true
    }
    const shown: readonly LeadField[] = fields
    const hidden =
      placed.unplaced +
      Object.keys(placed.problems).filter((field) => !shown.includes(field as LeadField)).length
    if (hidden > 0) setSendFailed('refused')
  }

  const submit = async (values: V) => {
    if (inFlight.current) return
    if (schema.status !== 'ready') {
      logger.warn(SCHEMA_NOT_LOADED_WARNING)
      return
    }
    setSendFailed(null)
    // A field's own rule speaks first: an empty phone is 'required', not 'wrong format'.
    const problems = { ...extraProblems?.(values), ...leadProblems(values, fields) }
    if (Object.keys(problems).length > 0) {
      showRefusal({ problems, unplaced: 0 })
      return
    }
    const consent = consentOf(values.consent, i18n.language)
    const payload: Lead = { ...toPayload(values), ...(consent && { consent }) }
    // The schema's check is quick once its code has loaded (the first send fetches it); the
    // fields stay enabled meanwhile, so the problems it finds can take the focus.
    inFlight.current = true
    let check: LeadCheck
    try {
      check = await schema.validate(payload)
    } catch (error) {
      inFlight.current = false
      logger.error(CONTACT_ERROR, error)
      setSendFailed('failed')
      return
    }
    if (!check.valid) {
      inFlight.current = false
      logger.error(CONTACT_ERROR, check.errors)
      showRefusal(problemsFromSchemaErrors(check.errors))
      return
    }
    setSending(true)
    try {
      const answer = await sendLead({ lead: payload, language: i18n.language }).unwrap()
      setRealtor(answer.realtor)
      setSucceeded(true)
    } catch (error) {
      logger.error(CONTACT_ERROR, error)
      const reason = badRequestReason(error)
      if (reason === null) setSendFailed('failed')
      else showRefusal(problemsFromServiceReason(reason))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }
  const onSubmit = (event?: React.BaseSyntheticEvent) => handleSubmit(submit)(event)

  const status: LeadFormStatus = succeeded ? 'success' : sending ? 'submitting' : 'idle'

  /** Editing a field clears its error. The same function every render, for memo. */
  const { getFieldState } = form
  const clearOnEdit = useCallback(
    (field: Path<V>) => () => {
      if (getFieldState(field).error) clearErrors(field)
    },
    [getFieldState, clearErrors],
  )

  return { form, schema, status, sendFailed, onSubmit, clearOnEdit, realtor }
}

/**
 * Why a send did not go: 'refused' when the details were refused for a reason the form cannot
 * show on a field (the visitor can fix something, but not by retrying as is); 'failed' when the
 * service could not take the lead (down, offline, overloaded: trying again may work).
 */
export type LeadSendFailure = 'refused' | 'failed'

/** The service's reason when it answered 400 (the lead's details), else null. */
function badRequestReason(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, data } = error as { status?: unknown; data?: unknown }
  if (status !== 400 || typeof data !== 'object' || data === null) return null
  const { message } = data as { message?: unknown }
  return typeof message === 'string' ? message : ''
}

/** The number a problem's message quotes, kept in the error so the message can be translated later. */
function problemLimit(problem: LeadFieldProblem): string {
  if (problem.kind === 'tooLong' || problem.kind === 'priceMax') return String(problem.max)
  if (problem.kind === 'priceMin') return String(problem.min)
  return ''
}
