import type { GeneralLead, ListingContactLead } from '../../../contract/lead'

/** What the listing page's Contact Realtor form sends (phone: the national number). */
export const listingContactLead = (): ListingContactLead => ({
  user: {
    name: { first: 'Amira', last: 'Okafor' },
    email: 'amira.okafor@example.ca',
    phone: '4165550123',
  },
  property: { city: 'Toronto', address: '12 Maple Avenue', price: 1_250_000 },
  intent: 'buy',
  code: 'C5001234',
  boardId: 2,
  message: 'Is the basement finished?',
})

/** What the general lead form sends (phone: the form's mask). */
export const generalLead = (): GeneralLead => ({
  user: {
    name: { first: 'Luc', last: 'Tremblay' },
    email: 'luc@example.com',
    phone: '(647) 555-0188',
  },
  property: { city: 'Mississauga', price: 800_000 },
  intent: 'buy',
  code: 'SPRING-24',
})

/** What the Contact Realtor form of a lease listing sends: the monthly rent as its price. */
export const leaseListingLead = (): ListingContactLead => ({
  user: {
    name: { first: 'Noor', last: 'Haddad' },
    email: 'noor@example.ca',
    phone: '4165550177',
  },
  property: { city: 'Toronto', address: '88 Queen Street East', price: 2_450 },
  intent: 'rent',
  code: 'C5009876',
  boardId: 2,
  message: 'Are pets allowed?',
})

/**
 * A copy of `lead` with the value at `path` replaced; `undefined` leaves the field out of the JSON.
 * Any value goes, so a test can build exactly the wrong body it means to send.
 */
export function withField(lead: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value
  const record = typeof lead === 'object' && lead !== null ? (lead as Record<string, unknown>) : {}
  const [key = '', ...rest] = path
  return { ...record, [key]: withField(record[key], rest, value) }
}

export interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
  readonly headers: Headers
}

/** POSTs a lead (any value, or raw text) to the contact route and reads the JSON answer. */
export async function postLead(
  baseUrl: string,
  lead: unknown,
  { path = '/realty/contact', contentType = 'application/json' } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof lead === 'string' ? lead : JSON.stringify(lead),
  })
  const body = (await response.json()) as Record<string, unknown>
  return { status: response.status, body, headers: response.headers }
}
