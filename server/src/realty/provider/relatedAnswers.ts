import { ProviderFailure } from './failures'
import type { ProviderListing } from './providerTypes'

/**
 * The provider publishes no body for its similar and history calls (its OpenAPI answers both with
 * an empty example, `{}`), and its types say only that history entries are partial listings. So
 * their listings are read wherever a plausible answer keeps them: under the call's own name
 * (`similar`, `history`), under `listings` as a search answers, or as the body itself; `{}` is
 * read as no listings, as the published example shows it. Anything else is an answer we cannot
 * read: a 502 with the reason, never a 500 from reading a field of the wrong thing.
 */
const KEYS = {
  similar: ['similar', 'listings'],
  history: ['history', 'listings'],
} as const

export type RelatedCall = keyof typeof KEYS

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function unknownShape(call: RelatedCall, what: string): ProviderFailure {
  return new ProviderFailure(
    502,
    `The listing provider sent a ${call} answer we cannot read (${what})`,
  )
}

/** The listings of a similar or history answer, each an object (any of its fields may be missing). */
export function relatedListings(call: RelatedCall, body: unknown): ProviderListing[] {
  let entries: unknown
  if (Array.isArray(body)) entries = body
  else if (isObject(body)) {
    const key = KEYS[call].find((name) => name in body)
    if (key !== undefined) entries = body[key]
    else if (Object.keys(body).length === 0) entries = []
    else {
      const names = Object.keys(body)
        .slice(0, 3)
        .join(', ')
        .replace(/[^\w, ]/g, '')
      throw unknownShape(call, `an object of ${names}`)
    }
  } else throw unknownShape(call, body === null ? 'null' : typeof body)
  if (!Array.isArray(entries)) throw unknownShape(call, 'its listings are not a list')
  if (!entries.every(isObject)) throw unknownShape(call, 'a listing that is not an object')
  return entries
}
