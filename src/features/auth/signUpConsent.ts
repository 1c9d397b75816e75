import { CURRENT_CONSENT_WORDING, type ExpressConsent } from '../../../contract/consent'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { config } from '../../app/config'
import { isLanguage } from '../../app/languageDetection'
import { logger } from '../../lib/logger'
import { authClient } from '../../services/authClient'

/** The consent the sign-up form's ticked box stands for: the wording shown, in its language. */
export function signUpConsent(language: string): ExpressConsent {
  return { wording: CURRENT_CONSENT_WORDING, language: isLanguage(language) ? language : 'en' }
}

/**
 * Records the new customer's express consent once they are signed in (their record exists only
 * from their first call with a token). A failure is logged, never shown: the account works the
 * same without it, and the customer can still say yes later.
 */
export async function recordConsent(consent: ExpressConsent): Promise<void> {
  try {
    const token = await authClient.idToken()
    if (!token) return
    const response = await fetch(`${config.customerApiUrl}${CUSTOMER_PATHS.user}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ consent }),
    })
    if (!response.ok) logger.warn('recording the consent failed', response.status)
  } catch (error) {
    logger.warn('recording the consent failed', error)
  }
}
