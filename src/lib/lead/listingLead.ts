import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { ListingContactLead } from '../../../contract/lead'
import { EMAIL_PATTERN } from '../../../contract/lead'

/** What a visitor types into the Contact Realtor form (first spec, section 2, Lead forms). */
export interface ListingLeadValues {
  readonly first: string
  readonly last: string
  readonly email: string
  readonly phone: string
  readonly message: string
}

/** The listing facts the payload carries (first spec, section 3, Lead contact payload). */
export interface LeadListing {
  readonly mlsNumber: string
  readonly boardId: number
  readonly listPrice: number
  readonly city: string
  readonly address: string
}

/** The phone input's default country (first spec, section 5). */
export const DEFAULT_PHONE_COUNTRY = 'CA'

/** First spec, section 5: text, at sign, domain with a dot, 2 to 4 letter ending. */
export function isEmail(value: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(value.trim())
}

/**
 * The national number of a valid phone typed with or without +1 (Canada by default): the E.164
 * form with its 2-character country prefix stripped (first spec, section 3). Undefined when the
 * number is not a valid North American one.
 */
export function nationalPhone(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)
  if (!parsed?.isValid() || parsed.countryCallingCode !== '1') return undefined
  return parsed.number.slice(2)
}

/**
 * The Contact Realtor payload: names trimmed, the phone's national number, the listing's city,
 * address and price (a number), its MLS number as `code`, its board, and the message only when
 * one was written.
 */
export function listingLeadPayload(
  values: ListingLeadValues,
  listing: LeadListing,
): ListingContactLead {
  const message = values.message.trim()
  return {
    user: {
      name: { first: values.first.trim(), last: values.last.trim() },
      email: values.email.trim(),
      phone: nationalPhone(values.phone) ?? values.phone.replace(/[^0-9]/g, ''),
    },
    property: {
      city: listing.city,
      address: listing.address,
      price: Math.round(listing.listPrice),
    },
    code: listing.mlsNumber,
    boardId: listing.boardId,
    ...(message === '' ? {} : { message }),
  }
}

/**
 * The URL of the Link header entry with relation `rel` (RFC 8288), resolved against `base`; the
 * meta call's `user` entry is the lead schema (first spec, section 7).
 */
export function linkUrl(header: string | null, rel: string, base: string): string | undefined {
  if (!header) return undefined
  for (const entry of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(entry)
    if (!match) continue
    const [, url = '', params = ''] = match
    const rels = /;\s*rel="?([^";]+)"?/i.exec(params)?.[1]?.split(/\s+/) ?? []
    if (rels.includes(rel)) {
      try {
        return new URL(url, base).toString()
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** The form field an ajv error path such as `/user/name/first` belongs to. */
export function fieldForPath(instancePath: string): keyof ListingLeadValues | undefined {
  const fields: Record<string, keyof ListingLeadValues> = {
    '/user/name/first': 'first',
    '/user/name/last': 'last',
    '/user/email': 'email',
    '/user/phone': 'phone',
    '/message': 'message',
  }
  return fields[instancePath]
}
