import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

/**
 * The listing form's phone input ('phone input defaulting to Canada').
 * The lead contract takes a North American national number, so the choices share +1.
 */
export const PHONE_COUNTRIES = ['CA', 'US'] as const satisfies readonly CountryCode[]
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'CA'

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (PHONE_COUNTRIES as readonly string[]).includes(value)
}

/**
 * The payload's phone: the national number, the country prefix stripped, or null
 * when the text is not a valid number for the country.
 */
export function nationalNumber(value: string, country: PhoneCountry): string | null {
  const parsed = parsePhoneNumberFromString(value, country)
  if (!parsed?.isValid()) return null
  if (!(PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '')) return null
  return parsed.nationalNumber
}

/** A valid number written the country's usual way, e.g. (416) 555-0123; anything else as typed. */
export function displayPhone(value: string, country: PhoneCountry): string {
  const parsed = parsePhoneNumberFromString(value, country)
  return parsed?.isValid() ? parsed.formatNational() : value
}
