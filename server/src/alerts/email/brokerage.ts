import type { Language } from '../../../../contract/customer'

/**
 * The brokerage as its commercial e-mails name it: Canada's anti-spam law has every commercial
 * message identify its sender by name, with a postal address and a phone number, e-mail or web
 * address that stays valid for 60 days (the site's footer shows the same).
 */
export const BROKERAGE = {
  legalName: 'Homewise Realty Inc., Brokerage',
  address: {
    en: '100 King Street West, Suite 5700, Toronto, ON M5X 1C7',
    fr: '100, rue King Ouest, bureau 5700, Toronto (Ontario) M5X 1C7',
  },
  phone: '1-888-466-3947',
} as const

/** The sender's identity line of a commercial e-mail, in the reader's language. */
export const brokerageIdentity = (language: Language) =>
  `${BROKERAGE.legalName} · ${BROKERAGE.address[language]} · ${BROKERAGE.phone}`
