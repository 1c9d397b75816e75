import { CRM_RETRY_RULES, type CrmRetryRules } from './crmDeliveryRules'
import type { CrmTarget } from './crmPost'

export interface CrmConfig {
  /** Where events go (CRM_EVENTS_URL with CRM_API_KEY); unset: they are kept, never sent. */
  readonly target: CrmTarget | undefined
  /** The brand leads come from, as the CRM shows it (CRM_SOURCE); unset: SITE_URL's host. */
  readonly source: string | undefined
  /** How often this instance looks for due events (CRM_INTERVAL_MS); 0: it sends none. */
  readonly intervalMs: number
  readonly retry: CrmRetryRules
}

function bounded(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  const parsed = Number(value ?? fallback)
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(
      `${name} must be an integer from ${String(min)} to ${String(max)}, not "${String(value)}"`,
    )
  }
  return parsed
}

/**
 * The CRM settings. The URL and the key come together or not at all: one without the other is
 * a half-made setup that would silently keep every event unsent, so the start refuses it. The
 * key itself never appears in a message.
 */
export function readCrmConfig(read: (name: string) => string | undefined): CrmConfig {
  const url = read('CRM_EVENTS_URL')
  const apiKey = read('CRM_API_KEY')
  if ((url === undefined) !== (apiKey === undefined)) {
    throw new Error(
      'CRM_EVENTS_URL and CRM_API_KEY go together: set both to send events to the CRM, or ' +
        'neither to keep them unsent',
    )
  }
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) {
    throw new Error(`CRM_EVENTS_URL must be an http(s) URL, not "${url}"`)
  }
  const target =
    url === undefined || apiKey === undefined
      ? undefined
      : {
          url,
          apiKey,
          system: read('CRM_SYSTEM') ?? 'Homewise',
          systemKey: read('CRM_SYSTEM_KEY'),
          // The CRM answers an event in well under a second; ten leaves room for a slow day.
          timeoutMs: bounded('CRM_TIMEOUT_MS', read('CRM_TIMEOUT_MS'), 10_000, 50, 60_000),
        }
  return {
    target,
    source: read('CRM_SOURCE'),
    intervalMs: bounded('CRM_INTERVAL_MS', read('CRM_INTERVAL_MS'), 10_000, 0, 3_600_000),
    retry: {
      ...CRM_RETRY_RULES,
      baseDelayMs: bounded(
        'CRM_RETRY_BASE_MS',
        read('CRM_RETRY_BASE_MS'),
        CRM_RETRY_RULES.baseDelayMs,
        1,
        CRM_RETRY_RULES.maxDelayMs,
      ),
    },
  }
}

/** In production the CRM is reached over https only: the API key travels in every request. */
export function crmProductionProblems({ target }: CrmConfig): string[] {
  if (!target) return []
  return new URL(target.url).protocol === 'https:'
    ? []
    : [`CRM_EVENTS_URL must use https in production: the API key travels with every event`]
}
