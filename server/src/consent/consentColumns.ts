import { consentText, type ExpressConsent } from '../../../contract/consent'

/**
 * Express consent as kept with a lead or a customer, the proof Canada's anti-spam law asks for:
 * the wording's versioned id and language (`marketing-email-v1:fr`), the exact text that id
 * stands for (so the record still says what the person read after the wording changes), and the
 * service's time of it. All null when no consent was given.
 */
export interface ConsentColumns {
  readonly consent_wording: string | null
  readonly consent_text: string | null
  readonly consent_at: string | null
}

export function consentColumns(consent: ExpressConsent | undefined, now: Date): ConsentColumns {
  if (!consent) return { consent_wording: null, consent_text: null, consent_at: null }
  return {
    consent_wording: `${consent.wording}:${consent.language}`,
    consent_text: consentText(consent),
    consent_at: now.toISOString(),
  }
}
