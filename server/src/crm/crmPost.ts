import type { CrmAttempt } from './crmDeliveryRules'

/** Where events go and how the CRM knows us (crmConfig.ts). */
export interface CrmTarget {
  /** The events endpoint, e.g. `https://api.followupboss.com/v1/events`. */
  readonly url: string
  readonly apiKey: string
  /** The registered system's name and key, sent as X-System and X-System-Key. */
  readonly system: string
  readonly systemKey: string | undefined
  /** How long one attempt may take, answer included, before it counts as failed. */
  readonly timeoutMs: number
}

/** The error's own code (ECONNREFUSED) when it has one: fetch wraps it in "fetch failed". */
function errorText(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}

/**
 * One attempt to send an event body. Authentication is HTTP Basic with the API key as the user
 * name and no password, as the CRM's API asks. A redirect is not followed (it would turn the
 * POST into a GET); it is answered like a refusal. The whole attempt, answer's body included, is
 * cut at `timeoutMs`, so a CRM that hangs never holds the sender.
 */
export async function postCrmEvent(target: CrmTarget, payload: string): Promise<CrmAttempt> {
  const signal = AbortSignal.timeout(target.timeoutMs)
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        authorization: `Basic ${Buffer.from(`${target.apiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        'x-system': target.system,
        ...(target.systemKey && { 'x-system-key': target.systemKey }),
      },
      body: payload,
    })
    const body = await response.text()
    return { kind: 'answered', status: response.status, body }
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout', afterMs: target.timeoutMs }
    return { kind: 'unreachable', error: errorText(error) }
  }
}
