import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { stepsInMessage } from '../../lib/preApproval/flowSteps'
import { type PreApprovalT } from './strings'

/** The message for a failed save: locked (409), refused (400, the service's reason), or offline. */
export function saveError(t: PreApprovalT, error: unknown): string {
  const failure = error as Partial<FetchBaseQueryError> | undefined
  if (failure?.status === 409) return t('errors.locked')
  const message = (failure?.data as { message?: unknown } | undefined)?.message
  if (failure?.status === 400 && typeof message === 'string') {
    return t('errors.server', { message: message.replace(/^body\/\S+\s/, '') })
  }
  return t('errors.save')
}

/** The message for a failed submit: the steps still incomplete (a 400 naming them), else as a save. */
export function submitError(t: PreApprovalT, error: unknown): string {
  const failure = error as Partial<FetchBaseQueryError>
  const message = (failure.data as { message?: unknown } | undefined)?.message
  if (failure.status === 400 && typeof message === 'string' && stepsInMessage(message).length) {
    const steps = stepsInMessage(message).map((name) => t(`steps.${name}`))
    return t('errors.incomplete', { steps: steps.join(', ') })
  }
  return saveError(t, error)
}
