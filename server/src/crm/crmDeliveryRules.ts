/** How one attempt to send an event ended. */
export type CrmAttempt =
  | { readonly kind: 'answered'; readonly status: number; readonly body: string }
  | { readonly kind: 'timeout'; readonly afterMs: number }
  | { readonly kind: 'unreachable'; readonly error: string }

/** What to do with the event after that attempt. */
export type CrmVerdict =
  | { readonly kind: 'sent' }
  | { readonly kind: 'retry'; readonly reason: string; readonly delayMs: number }
  | { readonly kind: 'park'; readonly reason: string }

export interface CrmRetryRules {
  /** The first retry's wait; each next one waits twice as long, up to `maxDelayMs`. */
  readonly baseDelayMs: number
  readonly maxDelayMs: number
  /** Attempts in all before an event that keeps failing is parked. */
  readonly maxAttempts: number
}

/**
 * The first retry after 5 s, doubling, at most 4 minutes apart: an event waiting out an outage
 * goes within 4 minutes of the CRM's return. 24 attempts span about an hour and a quarter;
 * an event failing longer than that is parked for staff to see rather than tried forever.
 */
export const CRM_RETRY_RULES: CrmRetryRules = {
  baseDelayMs: 5_000,
  maxDelayMs: 240_000,
  maxAttempts: 24,
}

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function crmRetryDelayMs(attempts: number, rules: CrmRetryRules): number {
  return Math.min(rules.maxDelayMs, rules.baseDelayMs * 2 ** Math.max(0, attempts - 1))
}

/** The answer's first words, on one line: enough to tell staff why, never a whole page. */
const gist = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 200)

/** Why an attempt failed, as staff read it. */
function reasonFor(attempt: CrmAttempt): string {
  switch (attempt.kind) {
    case 'answered': {
      const said = gist(attempt.body)
      return `The CRM answered ${String(attempt.status)}${said ? `: ${said}` : ''}`
    }
    case 'timeout':
      return `The CRM did not answer within ${String(attempt.afterMs)} ms`
    case 'unreachable':
      return `The CRM could not be reached: ${attempt.error}`
  }
}

/**
 * Any 2xx is delivered (204 too: the CRM took the event and ignored it by its own lead-flow
 * setting). A refusal (4xx but 408 and 429, or a redirect) says this event will never be taken
 * as it is, so it is parked with the CRM's reason at once; an overload, a server error, a
 * timeout or an unreachable CRM may pass, so it is retried with a growing wait, and parked once
 * `maxAttempts` have all failed. `attempts` counts this one.
 */
export function crmVerdict(
  attempt: CrmAttempt,
  attempts: number,
  rules: CrmRetryRules,
): CrmVerdict {
  if (attempt.kind === 'answered' && attempt.status >= 200 && attempt.status < 300) {
    return { kind: 'sent' }
  }
  const reason = reasonFor(attempt)
  const transient =
    attempt.kind !== 'answered' ||
    attempt.status >= 500 ||
    attempt.status === 408 ||
    attempt.status === 429
  if (!transient) return { kind: 'park', reason }
  if (attempts >= rules.maxAttempts) {
    return { kind: 'park', reason: `Gave up after ${String(attempts)} attempts. ${reason}` }
  }
  return { kind: 'retry', reason, delayMs: crmRetryDelayMs(attempts, rules) }
}
