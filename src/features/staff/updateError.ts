import type { StaffT } from './strings'

/** What the staff service said about a failed call: its status and its message, if any. */
function failureOf(error: unknown): { status: unknown; message: string | undefined } {
  const failure = error as { status?: unknown; data?: { message?: unknown } } | undefined
  const message = failure?.data?.message
  return { status: failure?.status, message: typeof message === 'string' ? message : undefined }
}

/**
 * The sentence for a lead update the service refused: a realtor who no longer takes leads, a lead
 * that is gone, a call only staff may make, a refusal with the service's reason (shown as text,
 * its field path dropped), or the general failure (no answer at all is the shell's notice).
 */
export function updateError(t: StaffT, error: unknown): string {
  const { status, message } = failureOf(error)
  if (status === 400 && message?.startsWith('body/realtorId')) return t('errors.realtor')
  if (status === 400 && message) {
    return t('errors.refused', { reason: message.replace(/^body\/\S+\s/, '') })
  }
  if (status === 403) return t('errors.forbidden')
  if (status === 404) return t('errors.lead')
  return t('errors.update')
}
