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

/** The words of the summary line in each language; the price is formatted in the same one. */
const SUMMARY_WORDS = {
  en: { sale: 'for sale', lease: 'for lease', bed: 'bed', bath: 'bath', colon: ':' },
  fr: { sale: 'à vendre', lease: 'à louer', bed: 'ch.', bath: 'sdb', colon: ' :' },
} as const

/**
 * The detail page's document title, meta description and schema.org `RealEstateListing`, so a
 * shared link or a search engine shows the home: address, price, beds and baths. Title and
 * description are in the visitor's language (a French visitor's tab reads '528 000 $').
 */
export function listingSeo(
  listing: SeoListing,
  url: string,
  imageUrl?: string,
  language = 'en',
): ListingSeo {
  const { address, details } = listing
  const words = SUMMARY_WORDS[language.startsWith('fr') ? 'fr' : 'en']
  const place = [listing.streetLine, address.city, address.state].filter(Boolean).join(', ')
  const price = formatListingPrice(listing.listPrice, listing.type, language)
  const deal = listing.type === 'Lease' ? words.lease : words.sale
  const rooms = [
    details.numBedrooms > 0 ? `${String(details.numBedrooms)} ${words.bed}` : '',
    details.numBathrooms > 0 ? `${String(details.numBathrooms)} ${words.bath}` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const summary = `${place}${words.colon} ${price} ${deal}${rooms ? `, ${rooms}` : ''}. MLS® ${listing.mlsNumber}.`
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
