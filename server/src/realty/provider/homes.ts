import type { ListingRecord } from '../../data/listingRecord'
import {
  homeKey,
  homeKeyOf,
  listingIsPublic,
  markHomeWithheld,
  markWithheldHomes,
  withheldHomesAmong,
} from '../boardRules'
import type { ProviderClient } from './client'
import { normaliseListing } from './normalise'
import type { ProviderSearchResponse } from './providerTypes'
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
    // An entry without an address is of the address asked: the provider matched it by that.
    const entries = relatedListings('history', answer)
      .map((entry) => normaliseListing(entry))
      .map((entry) =>
        entry.address.streetName === '' ? { ...entry, address: record.address } : entry,
      )
    return withheldHomesAmong(entries).has(homeKeyOf(record))
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

/** How long the listings of a page's addresses are reused, as the page itself. */
const PAGE_HOMES_TTL_MS = 30_000

/** What the home check reads of each listing at a page's addresses. */
const HOME_FIELDS = [
  'mlsNumber',
  'boardId',
  'permissions',
  'address.unitNumber',
  'address.streetNumber',
  'address.streetName',
  'address.streetSuffix',
  'address.streetDirection',
  'address.city',
].join(',')

/** The most listings one home check reads: the provider's largest page. */
const HOME_CHECK_PAGE = 200

const distinct = (values: readonly string[]) => [...new Set(values)].sort()

/**
 * The records of a search page (its listings, its clusters' listings, suggestions), each marked
 * when a listing of its home is withheld, as the listings file marks them; the board rules then
 * decide from the permissions which homes are withheld. Only the records a guest would see in
 * full need it. The provider keeps no per-home flag and cannot be asked for a list of exact
 * addresses, so its listings at the page's addresses are asked in ONE search (every street
 * number of the page on every street name of the page, in the page's cities, active and sold,
 * a few fields each), cached as the page is. When that search finds more than one provider page
 * (many addresses on common streets), each home is asked on its own instead (withHomesChecked:
 * one history call per home, cached a minute and shared with the listing's own page).
 */
export async function withPageHomesChecked<T extends ListingRecord>(
  client: ProviderClient,
  records: readonly T[],
): Promise<T[]> {
  const open = records.filter((record) => listingIsPublic(record) && homeKey(record.address))
  if (open.length === 0) return [...records]
  let answer: ProviderSearchResponse
  try {
    answer = await client.get<ProviderSearchResponse>(
      '/listings',
      {
        streetName: distinct(open.map((record) => record.address.streetName)),
        streetNumber: distinct(open.map((record) => record.address.streetNumber)),
        city: distinct(open.map((record) => record.address.city)),
        status: ['A', 'U'],
        fields: HOME_FIELDS,
        resultsPerPage: HOME_CHECK_PAGE,
      },
      PAGE_HOMES_TTL_MS,
    )
  } catch {
    // A guest is shown withheld copies rather than homes that may be withheld.
    return markWithheldHomes(records, new Set(open.map(homeKeyOf)))
  }
  if (answer.count > answer.listings.length) return withHomesChecked(client, records)
  const found = answer.listings.map((listing) => normaliseListing(listing))
  return markWithheldHomes(records, withheldHomesAmong(found))
}
