import type { ListingRecord } from '../../../contract/listing'

/**
 * Whether the board lets a guest see the listing in full (its address and photos on the internet,
 * shown to the public): otherwise only a signed-in customer does.
 */
export function isPublicListing(listing: Pick<ListingRecord, 'permissions'>): boolean {
  const { displayAddressOnInternet, displayPublic } = listing.permissions
  return displayAddressOnInternet === 'Y' && displayPublic === 'Y'
}
