import type { ListingRecord } from '../../data/listingRecord'
import {
  homeIsPublic,
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
/** The listings a group's check is sized to find: half a page, so most groups fit one. */
const GROUP_TARGET = HOME_CHECK_PAGE / 2

const distinct = (values: readonly string[]) => [...new Set(values)].sort()

/**
 * The provider's listings on the records' street names with their street numbers, in their
 * cities, active and sold, a few fields each; `complete` when they fit one provider page.
 */
async function listingsAtAddresses(client: ProviderClient, records: readonly ListingRecord[]) {
  const answer = await client.get<ProviderSearchResponse>(
    '/listings',
    {
      streetName: distinct(records.map((record) => record.address.streetName)),
      streetNumber: distinct(records.map((record) => record.address.streetNumber)),
      city: distinct(records.map((record) => record.address.city)),
      status: ['A', 'U'],
      fields: HOME_FIELDS,
      resultsPerPage: HOME_CHECK_PAGE,
    },
    PAGE_HOMES_TTL_MS,
  )
  return {
    count: answer.count,
    complete: answer.count <= answer.listings.length,
    listings: answer.listings.map((listing) => normaliseListing(listing)),
  }
}

/** The records in `groups` runs of about equal size, by street: each run has few street names. */
function byStreet<T extends ListingRecord>(records: readonly T[], groups: number): T[][] {
  const street = (record: ListingRecord) =>
    `${record.address.streetName.toLowerCase()} ${record.address.city.toLowerCase()}`
  const sorted = [...records].sort((a, b) => street(a).localeCompare(street(b)))
  const size = Math.ceil(sorted.length / groups)
  return Array.from({ length: Math.ceil(sorted.length / size) }, (_, at) =>
    sorted.slice(at * size, (at + 1) * size),
  )
}

/** The withheld homes among the records' homes, from the listings at their addresses. */
async function withheldHomesAt(
  client: ProviderClient,
  records: readonly ListingRecord[],
): Promise<Set<string>> {
  const whole = await listingsAtAddresses(client, records)
  if (whole.complete) return withheldHomesAmong(whole.listings)
  // Lists of names and of numbers find every number on every street: a group of k of the
  // records finds about (k / n)^2 of what all n found, so the groups are sized to fit a page.
  const groups = byStreet(records, Math.ceil(Math.sqrt(whole.count / GROUP_TARGET)))
  const found = await Promise.all(
    groups.map(async (group) => {
      const answer = await listingsAtAddresses(client, group)
      if (answer.complete) return [...withheldHomesAmong(answer.listings)]
      const checked = await withHomesChecked(client, group)
      return checked.filter((record) => !homeIsPublic(record)).map(homeKeyOf)
    }),
  )
  return new Set(found.flat())
}

/**
 * The records of a search page (its listings, its clusters' listings, suggestions), each marked
 * when a listing of its home is withheld, as the listings file marks them; the board rules then
 * decide from the permissions which homes are withheld. Only the records a guest would see in
 * full need it. The provider keeps no per-home flag and takes lists of street names and numbers,
 * not of addresses, so its listings at the page's addresses are asked in one search (every
 * street number of the page on every street name of the page), cached as the page is. When that
 * finds more than one provider page (a large page on common streets), the page is asked again in
 * groups by street, sized from that count to fit a page each (a group that still does not fit is
 * asked home by home: withHomesChecked). A failed call withholds: a guest is then shown withheld
 * copies rather than homes that may be withheld.
 */
export async function withPageHomesChecked<T extends ListingRecord>(
  client: ProviderClient,
  records: readonly T[],
): Promise<T[]> {
  const open = records.filter((record) => listingIsPublic(record) && homeKey(record.address))
  if (open.length === 0) return [...records]
  try {
    return markWithheldHomes(records, await withheldHomesAt(client, open))
  } catch {
    return markWithheldHomes(records, new Set(open.map(homeKeyOf)))
  }
}
