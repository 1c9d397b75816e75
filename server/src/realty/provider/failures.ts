import { HttpError } from '../../httpErrors'

/**
 * A provider call that failed, as the realty route answers it: a clear status and reason, never
 * a 500 and never anything of our key or the provider's URL.
 */
export class ProviderFailure extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    /** Seconds the caller should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message)
  }
}

/** What went wrong with one provider call. */
export type ProviderOutcome =
  | {
      readonly kind: 'status'
      readonly status: number
      readonly reason?: string
      readonly retryAfter?: string | null
    }
  | { readonly kind: 'timeout'; readonly afterMs: number }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'invalid-json' }

/** When the provider says "slow down" without saying how long. */
const DEFAULT_RETRY_SECONDS = 1
const MAX_RETRY_SECONDS = 120

function retrySeconds(header: string | null | undefined): number {
  const seconds = Number(header)
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_SECONDS
  return Math.min(MAX_RETRY_SECONDS, Math.ceil(seconds))
}

/**
 * The failure states a provider problem becomes:
 * - 400 stays 400 with the provider's reason: the search itself was wrong;
 * - 404 stays 404: no such listing;
 * - 401 and 403 become 502: our key was refused, which the caller cannot fix;
 * - 429 becomes 503 with Retry-After: the provider asks us to slow down;
 * - other 4xx and every 5xx become 502: the provider failed;
 * - no answer in time becomes 504, no connection or an unreadable answer 502.
 */
export function failureFor(outcome: ProviderOutcome): ProviderFailure {
  switch (outcome.kind) {
    case 'timeout':
      return new ProviderFailure(
        504,
        `The listing provider did not answer within ${String(outcome.afterMs)} ms`,
      )
    case 'unreachable':
      return new ProviderFailure(502, 'The listing provider could not be reached')
    case 'invalid-json':
      return new ProviderFailure(502, 'The listing provider sent an answer that is not JSON')
    case 'status':
      break
  }
  const { status, reason } = outcome
  if (status === 400) {
    return new ProviderFailure(
      400,
      `The listing provider refused the search: ${reason ?? 'bad request'}`,
    )
  }
  if (status === 404) return new ProviderFailure(404, reason ?? 'Not found at the listing provider')
  if (status === 401 || status === 403) {
    return new ProviderFailure(502, 'The listing provider refused our credentials')
  }
  if (status === 429) {
    const seconds = retrySeconds(outcome.retryAfter)
    return new ProviderFailure(
      503,
      `The listing provider is busy; try again in ${String(seconds)} s`,
      seconds,
    )
  }
  return new ProviderFailure(502, `The listing provider failed (status ${String(status)})`)
}

/** The provider's reasons (`[[{ param, msg }]]`) as one sentence, e.g. "pageNum: must be >= 1". */
export function reasonOf(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined
  const reasons = body
    .flat()
    .filter(
      (entry): entry is { param?: unknown; msg?: unknown } =>
        typeof entry === 'object' && entry !== null,
    )
    .map(({ param, msg }) =>
      [
        typeof param === 'string' && param ? param : undefined,
        typeof msg === 'string' ? msg : undefined,
      ]
        .filter(Boolean)
        .join(': '),
    )
    .filter(Boolean)
  // A reason is shown to the caller: keep it short and printable.
  return reasons.length > 0
    ? reasons
        .join('; ')
        .replace(/[^\x20-\x7e]/g, '')
        .slice(0, 300)
    : undefined
}
