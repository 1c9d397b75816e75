import type { ServerConfig } from '../../src/config'
import { CRM_RETRY_RULES } from '../../src/crm/crmDeliveryRules'
import type { CrmReceiver } from '../support/crmReceiver'

/** Each attempt cut after this long: short, so a hanging CRM costs the test little. */
export const TIMEOUT_MS = 400

export const API_KEY = 'fub-test-key'

/** The CRM settings of a test server: the receiver, retries a few ms apart, a fast interval. */
export function crmSettings(receiver: CrmReceiver, intervalMs = 25): ServerConfig['crm'] {
  return {
    target: {
      url: receiver.url,
      apiKey: API_KEY,
      system: 'Homewise',
      systemKey: 'system-key',
      timeoutMs: TIMEOUT_MS,
    },
    source: 'homewise.test',
    intervalMs,
    retry: { ...CRM_RETRY_RULES, baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 6 },
  }
}
