import { Type, type Static } from 'typebox'

/**
 * Express consent to commercial e-mail, as Canada's anti-spam law asks for it: a box the person
 * ticks themselves (never ticked for them), worded so that it names who asks, for what, and that
 * consent can be withdrawn. Proof of consent is its wording and its date, so each wording has a
 * versioned id; a changed wording gets a new id and the old one stays here, because the records
 * that name it must still say exactly what the person read.
 */
export const CONSENT_WORDINGS = {
  'marketing-email-v1': {
    en: 'Yes, Homewise Realty Inc., Brokerage (100 King Street West, Suite 5700, Toronto, 1‑888‑466‑3947) may e-mail me new listings, market news and offers. I can unsubscribe at any time.',
    fr: 'Oui, Homewise Realty Inc., Brokerage (100, rue King Ouest, bureau 5700, Toronto, 1‑888‑466‑3947) peut m’envoyer par courriel de nouvelles inscriptions, des nouvelles du marché et des offres. Je peux me désabonner en tout temps.',
  },
} as const

export type ConsentWordingId = keyof typeof CONSENT_WORDINGS
export type ConsentLanguage = keyof (typeof CONSENT_WORDINGS)[ConsentWordingId]

/** The wording the forms show today. */
export const CURRENT_CONSENT_WORDING: ConsentWordingId = 'marketing-email-v1'

const WORDING_IDS = Object.keys(CONSENT_WORDINGS) as ConsentWordingId[]
const CONSENT_LANGUAGES: readonly ConsentLanguage[] = ['en', 'fr']

/**
 * A ticked consent box as a form sends it: which wording, in which language. The service keeps
 * the text that id and language stand for, and its own clock's date, never the browser's.
 * Absent when the box was left unticked.
 */
export const ExpressConsent = Type.Object(
  {
    wording: Type.Enum(WORDING_IDS, { title: 'Consent wording' }),
    language: Type.Enum(CONSENT_LANGUAGES, { title: 'Consent language' }),
  },
  { title: 'Consent to e-mail', additionalProperties: false },
)
export type ExpressConsent = Static<typeof ExpressConsent>

/** The exact text a consent's wording id and language stand for. */
export function consentText(consent: ExpressConsent): string {
  return CONSENT_WORDINGS[consent.wording][consent.language]
}
