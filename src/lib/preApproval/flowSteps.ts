import { FORM_STEPS, type Application, type FormStep } from '../../../contract/application'
import { nextStep } from '../../../contract/applicationRules'

/** The steps of the flow: the form's steps, then documents and review. */
export const FLOW_STEPS = [...FORM_STEPS, 'documents', 'review'] as const
export type FlowStep = (typeof FLOW_STEPS)[number]

export function isFlowStep(value: string | null | undefined): value is FlowStep {
  return (FLOW_STEPS as readonly string[]).includes(value ?? '')
}

/** Where the dashboard's next step lands in the flow ('submit' is the review step). */
export function flowStepFor(next: string): FlowStep | 'matches' {
  if (next === 'submit') return 'review'
  if (next === 'chooseLender' || next === 'done') return 'matches'
  return isFlowStep(next) ? next : 'applicant'
}

/** Form steps parsed from the server's 400 on submit (`property.postalCode is required`). */
export function stepsInMessage(message: string): FormStep[] {
  const steps = new Set<FormStep>()
  for (const match of message.matchAll(
    /\b(applicant|coApplicant|property|price|employment|other)\b[.[]/g,
  )) {
    steps.add(match[1] as FormStep)
  }
  return [...steps]
}

/** Why a file cannot be sent (uploads are checked for size and type). */
export function documentProblem(
  file: { readonly type: string; readonly size: number },
  types: readonly string[],
  maxBytes: number,
): 'docType' | 'docSize' | 'docEmpty' | undefined {
  if (!types.includes(file.type)) return 'docType'
  if (file.size === 0) return 'docEmpty'
  if (file.size > maxBytes) return 'docSize'
  return undefined
}

/**
 * The step an application's page shows: the matches once a lender is chosen; else the step the
 * address asks for; else the matches once submitted; else where the application is up to.
 */
export function stepShown(
  app: Application,
  asked: string | null,
  documentCount: number,
): FlowStep | 'matches' {
  if (app.status === 'lender_chosen') return 'matches'
  if (isFlowStep(asked)) return asked
  if (asked === 'matches' || app.status === 'submitted') return 'matches'
  return flowStepFor(nextStep(app.status, app.fields, app.signers, documentCount))
}
