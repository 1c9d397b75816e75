import { describe, expect, it } from 'vitest'
import type { AlertItem } from '../../src/alerts/alertJob'
import { composeAlertEmail, type AlertEmailInput } from '../../src/alerts/email/compose'
import { listingBlocks } from '../../src/alerts/email/listingBlock'
import { formatPrice, frenchOf } from '../../src/alerts/email/strings'
import { alertListing } from './fixtures'

const LINKS = { siteUrl: 'https://homewise.test', imageCdnUrl: 'https://cdn.test' }

const drop: AlertItem = {
  change: 'priceDrop',
  previousPrice: 799_000,
  listing: alertListing({ lastStatus: 'Pc' }),
}

function input(changes: Partial<AlertEmailInput> = {}): AlertEmailInput {
  return {
    language: 'en',
    givenName: 'Ana',
    items: [drop],
    search: { name: 'Condos <downtown>', url: 'https://homewise.test/list/on/toronto' },
    ...LINKS,
    unsubscribeUrl: 'https://api.test/unsubscribe?token=t',
    profileUrl: 'https://homewise.test/auth/profile',
    ...changes,
  }
}

describe('formatPrice', () => {
  it.each([
    ['en', 749_000, '$749,000'],
    ['fr', 749_000, '749\u00a0000\u00a0$'],
    ['en', 2_350, '$2,350'],
  ] as const)('%s %d reads %s', (language, price, expected) => {
    expect(formatPrice(language, price)).toBe(expected)
  })
})

describe('frenchOf', () => {
  it.each([
    ['Escarpment Realty Ltd.', 'd’Escarpment Realty Ltd.'],
    ['Maple Leaf Homes', 'de Maple Leaf Homes'],
    ['Élan Realty', 'd’Élan Realty'],
    ['Harbourfront Properties', 'de Harbourfront Properties'],
  ])('%s → %s', (name, expected) => {
    expect(frenchOf(name)).toBe(expected)
  })
})

describe('an alert e-mail', () => {
  it('shows the new price with the old one struck through, escaped, in English', () => {
    const email = composeAlertEmail(input())
    expect(email.subject).toBe('1 update for “Condos <downtown>”')
    expect(email.html).toContain('$749,000 <s')
    expect(email.html).toContain('$799,000</s>')
    expect(email.html).toContain('Condos &lt;downtown&gt;')
    expect(email.html).not.toContain('<downtown>')
    expect(email.text).toContain('Price reduced: $749,000 (was $799,000)')
  })

  it.each([
    ['en', '100 King Street West, Suite 5700, Toronto, ON M5X 1C7'],
    ['fr', '100, rue King Ouest, bureau 5700, Toronto (Ontario) M5X 1C7'],
  ] as const)(
    'names its sender in %s: the brokerage, its postal address and phone',
    (language, address) => {
      const email = composeAlertEmail(input({ language }))
      for (const said of [email.html, email.text]) {
        expect(said).toContain('Homewise Realty Inc., Brokerage')
        expect(said).toContain(address)
        expect(said).toContain('1-888-466-3947')
        expect(said).toContain('https://api.test/unsubscribe?token=t')
      }
    },
  )

  it('is French for a French customer', () => {
    const email = composeAlertEmail(input({ language: 'fr' }))
    expect(email.html).toContain('<html lang="fr">')
    expect(email.text).toContain('749\u00a0000\u00a0$')
    expect(email.text).not.toContain('Price reduced')
    // The name stays inside its guillemets on any width: the spaces inside them do not break.
    expect(email.subject).toBe('1 nouveauté pour «\u00a0Condos <downtown>\u00a0»')
  })
})

describe('listing blocks', () => {
  it('leaves out a count of none, as the site does (an office has no bedrooms)', () => {
    const office = alertListing({ class: 'CommercialProperty' })
    const details = { ...office.details, numBedrooms: 0, numBedroomsPlus: 0, numBathrooms: 2 }
    const block = listingBlocks(LINKS).blockFor('en', {
      change: 'new',
      previousPrice: null,
      listing: { ...office, details },
    })
    expect(block.text).toContain('\n2 ba · 800-899 sq ft\n')
    expect(block.text).not.toContain('0 bd')
  })

  it('renders a listing once per language and change, and reuses it across e-mails', () => {
    const blocks = listingBlocks(LINKS)
    const first = blocks.blockFor('en', drop)
    expect(blocks.blockFor('en', { ...drop, listing: { ...drop.listing } })).toBe(first)
    expect(blocks.blockFor('fr', drop)).not.toBe(first)
    expect(blocks.blockFor('en', { ...drop, change: 'new', previousPrice: null })).not.toBe(first)
    const moved = { ...drop.listing, updatedOn: '2026-11-25T10:00:00.000Z', listPrice: 729_000 }
    expect(blocks.blockFor('en', { ...drop, listing: moved }).html).toContain('$729,000')
  })

  it('gives the same e-mail whether its blocks are shared or its own', () => {
    const shared = listingBlocks(LINKS)
    composeAlertEmail(input({ blocks: shared }))
    expect(composeAlertEmail(input({ blocks: shared }))).toEqual(composeAlertEmail(input()))
  })
})
