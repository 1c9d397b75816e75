import { useCallback, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { Lead } from '../../../contract/lead'
import {
  leadProblems,
  problemsFromSchemaErrors,
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

export type LeadFormValues = Partial<Record<LeadField, string>> & FieldValues

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
  const [sendLead] = useSendLeadMutation()
  const [succeeded, setSucceeded] = useState(false)
  const [sendFailed, setSendFailed] = useState(false)
  const [sending, setSending] = useState(false)
  // A second submit while one is on its way is ignored, even before the button re-renders busy.
  const inFlight = useRef(false)
  const form = useForm<V>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' })
  const { setError, clearErrors, handleSubmit } = form

  const showProblems = (problems: LeadProblems) => {
    let focused = false
    for (const field of fields) {
      const problem = problems[field]
      if (!problem) continue
      setError(
        field,
        { type: problem.kind, message: problemLimit(problem) },
        { shouldFocus: !focused },
      )
      focused = true
    }
  }

  const submit = async (values: V) => {
    if (inFlight.current) return
    if (schema.status !== 'ready') {
      logger.warn(SCHEMA_NOT_LOADED_WARNING)
      return
    }
    setSendFailed(false)
    // A field's own rule speaks first: an empty phone is 'required', not 'wrong format'.
    const problems = { ...extraProblems?.(values), ...leadProblems(values, fields) }
    if (Object.keys(problems).length > 0) {
      showProblems(problems)
      return
    }
    const payload = toPayload(values)
    // The schema's check is quick once its code has loaded (the first send fetches it); the
    // fields stay enabled meanwhile, so the problems it finds can take the focus.
    inFlight.current = true
    let check: LeadCheck
    try {
      check = await schema.validate(payload)
    } catch (error) {
      inFlight.current = false
      logger.error(CONTACT_ERROR, error)
      setSendFailed(true)
      return
    }
    if (!check.valid) {
      inFlight.current = false
      const placed = problemsFromSchemaErrors(check.errors)
      if (Object.keys(placed.problems).length > 0) {
        showProblems(placed.problems)
        return
      }
      // The schema refused something the visitor cannot see: say the lead did not go.
      logger.error(CONTACT_ERROR, check.errors)
      setSendFailed(true)
      return
    }
    setSending(true)
    try {
      await sendLead(payload).unwrap()
      setSucceeded(true)
    } catch (error) {
      logger.error(CONTACT_ERROR, error)
      setSendFailed(true)
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

  return { form, schema, status, sendFailed, onSubmit, clearOnEdit }
}

/** The number a problem's message quotes, kept in the error so the message can be translated later. */
function problemLimit(problem: LeadFieldProblem): string {
  if (problem.kind === 'tooLong' || problem.kind === 'priceMax') return String(problem.max)
  if (problem.kind === 'priceMin') return String(problem.min)
  return ''
}
