import { formatListingPrice } from '../format'

export interface SeoListing {
  readonly mlsNumber: string
  readonly type: 'Sale' | 'Lease'
  readonly listPrice: number
  readonly listDate: string
  readonly images: readonly string[]
  readonly streetLine: string
  readonly address: {
    readonly city: string
    readonly state: string
    readonly neighborhood: string
    readonly zip: string
  }
  readonly details: {
    readonly numBedrooms: number
    readonly numBathrooms: number
    readonly description: string
  }
}

export interface ListingSeo {
  readonly title: string
  readonly description: string
  readonly jsonLd: Record<string, unknown>
}

const DESCRIPTION_LIMIT = 160

/** The summary's words in each language: the deal, rooms by count, and the colon's spacing. */
const WORDS = {
  en: {
    Sale: 'for sale',
    Lease: 'for lease',
    beds: (count: number) => `${String(count)} bed`,
    baths: (count: number) => `${String(count)} bath`,
    colon: ':',
  },
  fr: {
    Sale: 'à vendre',
    Lease: 'à louer',
    beds: (count: number) => `${String(count)} chambre${count > 1 ? 's' : ''}`,
    baths: (count: number) => `${String(count)} salle${count > 1 ? 's' : ''} de bain`,
    // French sets a (non-breaking) space before a colon.
    colon: '\u00a0:',
  },
} as const

/**
 * The detail page's document title, meta description and schema.org `RealEstateListing`, so a
 * shared link or a search engine shows the home: address, price, beds and baths, in the
 * visitor's language.
 */
export function listingSeo(
  listing: SeoListing,
  url: string,
  imageUrl?: string,
  language = 'en',
): ListingSeo {
  const { address, details } = listing
  const words = language.startsWith('fr') ? WORDS.fr : WORDS.en
  const place = [listing.streetLine, address.city, address.state].filter(Boolean).join(', ')
  const price = formatListingPrice(listing.listPrice, listing.type, language)
  const rooms = [
    details.numBedrooms > 0 ? words.beds(details.numBedrooms) : '',
    details.numBathrooms > 0 ? words.baths(details.numBathrooms) : '',
  ]
    .filter(Boolean)
    .join(', ')
  const summary = `${place}${words.colon} ${price} ${words[listing.type]}${rooms ? `, ${rooms}` : ''}. MLS® ${listing.mlsNumber}.`
  const description = `${summary} ${details.description}`.trim()
  return {
    // The site's name follows from the page's meta component.
    title: `${place} | ${price}`,
    description:
      description.length > DESCRIPTION_LIMIT
        ? `${description.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`
        : description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: place,
      url,
      description: details.description || summary,
      datePosted: listing.listDate.slice(0, 10),
      ...(imageUrl ? { image: imageUrl } : {}),
      offers: {
        '@type': 'Offer',
        price: listing.listPrice,
        priceCurrency: 'CAD',
        businessFunction: `https://purl.org/goodrelations/v1#${listing.type === 'Lease' ? 'LeaseOut' : 'Sell'}`,
      },
      about: {
        '@type': 'SingleFamilyResidence',
        ...(details.numBedrooms > 0 ? { numberOfBedrooms: details.numBedrooms } : {}),
        ...(details.numBathrooms > 0 ? { numberOfBathroomsTotal: details.numBathrooms } : {}),
        address: {
          '@type': 'PostalAddress',
          ...(listing.streetLine ? { streetAddress: listing.streetLine } : {}),
          addressLocality: address.city,
          addressRegion: address.state,
          ...(address.zip ? { postalCode: address.zip } : {}),
          addressCountry: 'CA',
        },
      },
    },
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so data cannot end the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
