import type { ListingRecord } from '../data/listingRecord'

/**
 * The text a keyword search matches, lower case: the address, the MLS number, the property type
 * and style, the description and the extras. The realty search and the alert job read the same.
 */
export function listingSearchText(listing: {
  readonly address: ListingRecord['address']
  readonly mlsNumber: string
  readonly details: Pick<
    ListingRecord['details'],
    'propertyType' | 'style' | 'description' | 'extras'
  >
}): string {
  const { address, details } = listing
  return [
    address.unitNumber,
    address.streetNumber,
    address.streetName,
    address.streetSuffix,
    address.streetDirection,
    address.city,
    address.neighborhood,
    address.zip,
    listing.mlsNumber,
    details.propertyType,
    details.style,
    details.description,
    details.extras,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
}
