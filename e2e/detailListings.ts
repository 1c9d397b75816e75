import type { ListingRecord } from '../contract/listing'
import { localServiceUrl } from './env'
import { expect } from './fixtures'

/** Listings from the local service's own search, as a guest sees them. */
export async function find(
  query: string,
  accept: (listing: ListingRecord) => boolean = () => true,
): Promise<ListingRecord> {
  const response = await fetch(`${localServiceUrl}/listings?resultsPerPage=200&${query}`)
  expect(response.ok).toBe(true)
  const { listings } = (await response.json()) as { listings: ListingRecord[] }
  const listing = listings.find(
    (candidate) =>
      accept(candidate) &&
      candidate.images.length > 1 &&
      candidate.permissions.displayAddressOnInternet === 'Y' &&
      candidate.permissions.displayPublic === 'Y',
  )
  if (!listing) throw new Error(`no public listing for ${query}`)
  return listing
}

/** A listing that withholds its address from guests. */
export async function findWithheld(): Promise<ListingRecord> {
  const response = await fetch(`${localServiceUrl}/listings?resultsPerPage=200&status=A`)
  const { listings } = (await response.json()) as { listings: ListingRecord[] }
  const listing = listings.find(
    (candidate) =>
      candidate.permissions.displayAddressOnInternet === 'N' ||
      candidate.permissions.displayPublic === 'N',
  )
  if (!listing) throw new Error('no withheld listing')
  return listing
}
