import type { ListingRecord } from '../../data/listingRecord'
import { homeKey, homeKeyOf, listingIsPublic, markHomeWithheld } from '../boardRules'
import type { ProviderClient } from './client'
import { normaliseListing } from './normalise'
import { relatedListings } from './relatedAnswers'

/** How long one address's listings are reused, as a listing's own answer. */
const ADDRESS_TTL_MS = 60_000

/**
 * Whether any listing of the record's home is withheld, from the provider's listings of its
 * address (its history call, which answers every listing of an address with its permissions).
 * The provider keeps no per-home flag, so this costs one call per home, cached; a failed call
 * answers true: a guest is then shown the withheld copy rather than a home that may be withheld.
 */
async function anyListingWithheld(client: ProviderClient, record: ListingRecord) {
  if (!listingIsPublic(record)) return true
  if (homeKey(record.address) === undefined) return false
  const { city, streetName, streetNumber, streetSuffix, unitNumber } = record.address
  try {
    const answer = await client.get<unknown>(
      '/listings/history',
      {
        city,
        streetName,
        streetNumber,
        streetSuffix: streetSuffix ?? undefined,
        unitNumber: unitNumber ?? undefined,
      },
      ADDRESS_TTL_MS,
    )
    const home = homeKeyOf(record)
    // An entry without an address is of the address asked: the provider matched it by that.
    return relatedListings('history', answer)
      .map((entry) => normaliseListing(entry))
      .some(
        (other) =>
          (other.address.streetName === '' || homeKeyOf(other) === home) && !listingIsPublic(other),
      )
  } catch {
    return true
  }
}

/**
 * The records, each marked when another listing of its home is withheld (the board rules then
 * give a guest the withheld copy). Only worth it for what a guest sees one listing at a time:
 * a listing's page and its similar homes.
 */
export async function withHomesChecked<T extends ListingRecord>(
  client: ProviderClient,
  records: readonly T[],
): Promise<T[]> {
  const withheld = await Promise.all(records.map((record) => anyListingWithheld(client, record)))
  return records.map((record, at) => (withheld[at] ? markHomeWithheld(record) : record))
}
