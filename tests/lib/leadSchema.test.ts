import { describe, expect, it } from 'vitest'
import { formSchemas } from '../../scripts/vite/formValidators'
import { precompiledValidator } from '../../src/lib/formValidators'

/** The lead schema as the forms check it: the validator compiled at build from the contract. */
const validate = precompiledValidator(formSchemas().lead)!

const user = {
  name: { first: 'Noor', last: 'Haddad' },
  email: 'noor@example.ca',
  phone: '4165550177',
}

/** A general lead with this intent and price (none when undefined). */
const general = (intent: string | undefined, price: number | undefined, extra = {}) => ({
  user,
  property: { city: 'Toronto', ...(price !== undefined && { price }) },
  ...(intent !== undefined && { intent }),
  ...extra,
})

/** The listing form's lead for a home of this price. */
const listing = (intent: string, price: number | undefined) => ({
  ...general(intent, price),
  property: {
    city: 'Toronto',
    address: '12 King St W',
    ...(price !== undefined && { price }),
  },
  code: 'C5001234',
  boardId: 2,
})

/**
 * Where the schema says a payload is wrong, as `path keyword limit`, each once (a price outside
 * both the base and the intent's bounds is reported by both, as one message under one field).
 */
function verdict(payload: unknown): string {
  if (validate(payload)) return 'valid'
  const found = (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => `${error.instancePath} ${error.keyword} ${String(error.params.limit ?? '')}`)
  return [...new Set(found)].join('; ')
}

describe('the lead schema: the price for what the person wants', () => {
  it.each([
    // A renter's lead carries a monthly rent, $100 to $50,000, or no price at all.
    ['rent', undefined, 'valid'],
    ['rent', 100, 'valid'],
    ['rent', 2_450, 'valid'],
    ['rent', 50_000, 'valid'],
    ['rent', 99, '/property/price minimum 100'],
    ['rent', 50_001, '/property/price maximum 50000'],
    // Buying and selling keep the price bounds of $50,000 to $10,000,000; the price is optional.
    ['buy', undefined, 'valid'],
    ['buy', 50_000, 'valid'],
    ['buy', 10_000_000, 'valid'],
    ['buy', 2_450, '/property/price minimum 50000'],
    ['buy', 10_000_001, '/property/price maximum 10000000'],
    ['sell', undefined, 'valid'],
    ['sell', 49_999, '/property/price minimum 50000'],
    ['sell', 900_000, 'valid'],
    // A lead without an intent (an older client) is held to the price bounds.
    [undefined, 2_450, '/property/price minimum 50000'],
    [undefined, 650_000, 'valid'],
  ] as const)('general lead, %s at %j: %s', (intent, price, expected) => {
    expect(verdict(general(intent, price))).toBe(expected)
  })

  it.each([
    ['rent', 2_450, 'valid'],
    ['rent', undefined, 'valid'],
    ['buy', 899_900, 'valid'],
    ['buy', undefined, 'valid'],
    ['rent', 899_900, '/property/price maximum 50000'],
  ] as const)('listing lead, %s at %j: %s', (intent, price, expected) => {
    expect(verdict(listing(intent, price))).toBe(expected)
  })

  it.each([
    ['a price in cents', general('rent', 2_450.5), '/property/price type '],
    ['an unknown intent', general('lease', 650_000), '/intent enum '],
  ])('refuses %s', (_name, payload, expected) => {
    expect(verdict(payload)).toBe(expected)
  })
})

describe('the lead schema: message and consent', () => {
  it.each([
    ['no message', {}, 'valid'],
    ['a message of 500 characters', { message: 'x'.repeat(500) }, 'valid'],
    ['a message of 501 characters', { message: 'x'.repeat(501) }, '/message maxLength 500'],
    ['consent in French', { consent: { wording: 'marketing-email-v1', language: 'fr' } }, 'valid'],
    [
      'consent to an unknown wording',
      { consent: { wording: 'anything-goes', language: 'en' } },
      '/consent/wording enum ',
    ],
    [
      'consent in a language never shown',
      { consent: { wording: 'marketing-email-v1', language: 'de' } },
      '/consent/language enum ',
    ],
    ['consent as a bare flag', { consent: true }, '/consent type '],
  ])('%s: %s', (_name, extra, expected) => {
    expect(verdict(general('rent', 2_000, extra))).toBe(expected)
  })
})
