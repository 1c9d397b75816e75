import { describe, expect, it } from 'vitest'
import { normaliseListing } from '../../../src/lib/listing/normaliseListing'
import { jsonLdText, listingSeo } from '../../../src/lib/listing/seo'

const listing = {
  mlsNumber: 'W5000001',
  type: 'Sale' as const,
  listPrice: 899_000,
  listDate: '2026-10-16T12:00:00.000Z',
  images: ['W5000001-1'],
  streetLine: '11 Sunnyside Way',
  address: { city: 'Mississauga', state: 'ON', neighborhood: 'Malton', zip: 'L4T 7Z3' },
  details: { numBedrooms: 3, numBathrooms: 2, description: 'A bright bungalow.' },
}

describe('listingSeo', () => {
  it('names address, price, beds and baths in the title and description', () => {
    const seo = listingSeo(listing, 'https://example.ca/x', 'https://cdn.example/x.webp')
    expect(seo.title).toBe('11 Sunnyside Way, Mississauga, ON | $899,000')
    expect(seo.description).toBe(
      '11 Sunnyside Way, Mississauga, ON: $899,000 for sale, 3 bed, 2 bath. MLS® W5000001. A bright bungalow.',
    )
    expect(seo.jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://example.ca/x',
      image: 'https://cdn.example/x.webp',
      datePosted: '2026-10-16',
      offers: { price: 899_000, priceCurrency: 'CAD' },
      about: {
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2,
        address: { streetAddress: '11 Sunnyside Way', postalCode: 'L4T 7Z3', addressCountry: 'CA' },
      },
    })
  })

  it('speaks French to a French visitor: price, deal and rooms', () => {
    const seo = listingSeo(listing, 'https://example.ca/x', undefined, 'fr')
    expect(seo.title).toBe('11 Sunnyside Way, Mississauga, ON | 899\u00a0000\u00a0$')
    expect(seo.description).toBe(
      '11 Sunnyside Way, Mississauga, ON\u00a0: 899\u00a0000\u00a0$ à vendre, 3 chambres, 2 salles de bain. MLS® W5000001. A bright bungalow.',
    )
    const lease = listingSeo(
      {
        ...listing,
        type: 'Lease',
        listPrice: 2450,
        details: { ...listing.details, numBedrooms: 1, numBathrooms: 1 },
      },
      'u',
      undefined,
      'fr',
    )
    expect(lease.description).toContain('à louer, 1 chambre, 1 salle de bain.')
    expect(lease.description).not.toMatch(/for (sale|lease)|\bbed\b|\bbath\b/)
  })

  it('keeps descriptions to 160 characters and prices leases by the month', () => {
    const seo = listingSeo(
      {
        ...listing,
        type: 'Lease',
        listPrice: 2450,
        details: { ...listing.details, description: 'y'.repeat(400) },
      },
      'u',
    )
    expect(seo.title).toContain('$2,450/mo')
    expect(seo.description).toHaveLength(160)
  })

  it('reads a listing the provider sent without a description', () => {
    const seo = listingSeo(
      {
        ...listing,
        details: normaliseListing({ details: { ...listing.details, description: null } }).details,
      },
      'https://example.ca/x',
      undefined,
    )
    expect(seo.description).toContain('MLS® W5000001.')
    expect(seo.description).not.toContain('null')
    expect(seo.jsonLd.description).toBe(seo.description)
  })

  it.each([
    [
      'a sale',
      listing,
      '11 Sunnyside Way, Mississauga, ON | 899 000 $',
      '11 Sunnyside Way, Mississauga, ON : 899 000 $ à vendre, 3 chambres, 2 salles de bain. MLS® W5000001. A bright bungalow.',
    ],
    [
      'a lease',
      { ...listing, type: 'Lease' as const, listPrice: 2450 },
      '11 Sunnyside Way, Mississauga, ON | 2 450 $/mois',
      '11 Sunnyside Way, Mississauga, ON : 2 450 $/mois à louer, 3 chambres, 2 salles de bain. MLS® W5000001. A bright bungalow.',
    ],
  ])('gives a French visitor a French title and description: %s', (_case, home, title, text) => {
    const seo = listingSeo(home, 'u', undefined, 'fr')
    // French groups thousands with a narrow no-break space.
    const spaced = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ')
    expect(spaced(seo.title)).toBe(title)
    expect(spaced(seo.description)).toBe(text)
  })

  it('escapes < so listing text cannot close the script tag', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})

// The provider sends a missing neighbourhood or postal code as null; the SPA reads it normalised.
describe('listingSeo with the provider nulls, read through the normalising layer', () => {
  it.each([
    ['neighborhood', { neighborhood: null }],
    ['zip', { zip: null }],
  ])('a null %s is left out', (field, change) => {
    const { address } = normaliseListing({ address: { ...listing.address, ...change } })
    const seo = listingSeo({ ...listing, address }, 'u')
    expect(seo.title).toBe('11 Sunnyside Way, Mississauga, ON | $899,000')
    expect(jsonLdText(seo.jsonLd)).not.toContain('null')
    expect(JSON.stringify(seo.jsonLd).includes('postalCode')).toBe(field !== 'zip')
  })
})
