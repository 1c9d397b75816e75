import type { ListingRecord } from '../../data/listingRecord'
import { homeKeyOf } from './homeKey'

/** The board lets the public see this listing itself: both of its permissions are 'Y'. */
export function listingIsPublic(record: Pick<ListingRecord, 'permissions'>): boolean {
  return (
    record.permissions.displayAddressOnInternet === 'Y' && record.permissions.displayPublic === 'Y'
  )
}

/**
 * Records read by a source that found another listing of their home withheld. A guest is told
 * nothing that identifies a withheld home, so when any listing of an address is withheld every
 * listing of it is, however public its own permissions; a source marks such a record as it reads
 * it (the listings file keeps the home's standing in `display_public`, the provider asks).
 */
const WITHHELD_BY_HOME = new WeakSet<ListingRecord>()

/** Marks a record read by a source as belonging to a home with a withheld listing. */
export function markHomeWithheld<T extends ListingRecord>(record: T): T {
  WITHHELD_BY_HOME.add(record)
  return record
}

/** Whether a guest may see this listing in full: it is public and so is every listing of its home. */
export function homeIsPublic(record: ListingRecord): boolean {
  return listingIsPublic(record) && !WITHHELD_BY_HOME.has(record)
}

/**
 * The homes (`homeKeyOf`) of which one of `listings` is withheld. A source that can list every
 * listing of some addresses gives them here, and every listing of those homes is then withheld
 * from guests (`markWithheldHomes`).
 */
export function withheldHomesAmong(listings: readonly ListingRecord[]): Set<string> {
  return new Set(listings.filter((listing) => !listingIsPublic(listing)).map(homeKeyOf))
}

/** The records, each marked (`markHomeWithheld`) when its home is one of `withheld`. */
export function markWithheldHomes<T extends ListingRecord>(
  records: readonly T[],
  withheld: ReadonlySet<string>,
): T[] {
  return records.map((record) =>
    withheld.has(homeKeyOf(record)) ? markHomeWithheld(record) : record,
  )
}
