import type { Db } from '../src/db/database'
import type { ListingRecord } from '../src/data/listingRecord'
import { parseFieldList, projectFields } from './fields'
import type { ProviderHistoryQuery, ProviderSimilarQuery } from './query'
import { readListings, type ListingKey } from './records'
import { toProviderListing, type ResponseVersion } from './shape'

const SIMILAR_LIMIT = 10
const HISTORY_LIMIT = 50
/** Degrees of latitude in a kilometre, near enough for a radius filter around Toronto. */
const KM_IN_DEGREES = 1 / 111

const SIMILAR_ORDER = {
  updatedOnDesc: 'updated_on DESC',
  updatedOnAsc: 'updated_on ASC',
  createdOnDesc: 'list_date DESC',
  createdOnAsc: 'list_date ASC',
} as const

/**
 * `GET /listings/{mls}/similar`: other active listings of the same type and property type, in
 * the same neighbourhood (or within `radius` km), within `listPriceRange` of its price.
 */
export function providerSimilar(
  db: Db,
  listing: ListingRecord,
  query: ProviderSimilarQuery,
  version: ResponseVersion,
) {
  const clauses = ["status = 'A'", 'type = ?', 'property_type = ?', 'mls_number <> ?']
  const params: (string | number)[] = [
    listing.type,
    listing.details.propertyType,
    listing.mlsNumber,
  ]
  if (query.radius === undefined) {
    clauses.push('city = ?', 'neighborhood = ?')
    params.push(listing.address.city, listing.address.neighborhood ?? '')
  } else {
    const degrees = query.radius * KM_IN_DEGREES
    clauses.push('lat BETWEEN ? AND ?', 'lng BETWEEN ? AND ?')
    const { latitude, longitude } = listing.map
    const lngDegrees = degrees / Math.cos((latitude * Math.PI) / 180)
    params.push(
      latitude - degrees,
      latitude + degrees,
      longitude - lngDegrees,
      longitude + lngDegrees,
    )
  }
  if (query.listPriceRange !== undefined) {
    clauses.push('list_price BETWEEN ? AND ?')
    params.push(listing.listPrice - query.listPriceRange, listing.listPrice + query.listPriceRange)
  }
  if (query.boardId) {
    clauses.push(`board_id IN (${query.boardId.map(() => '?').join(', ')})`)
    params.push(...query.boardId)
  }
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT mls_number, board_id FROM listings WHERE ${clauses.join(' AND ')}
       ORDER BY ${SIMILAR_ORDER[query.sortBy ?? 'updatedOnDesc']}, mls_number LIMIT ${String(SIMILAR_LIMIT)}`,
    )
    .all(...params)
  const fields = parseFieldList(query.fields, 'fields')
  return {
    similar: readListings(db, keys).map((record) =>
      projectFields(toProviderListing(record, version), fields),
    ),
  }
}

/** `GET /listings/history`: every listing of one address, newest first. */
export function providerHistory(db: Db, query: ProviderHistoryQuery, version: ResponseVersion) {
  const clauses = ['lower(city) = lower(?)', 'lower(street_name) = lower(?)', 'street_number = ?']
  const params: (string | number)[] = [query.city, query.streetName, query.streetNumber]
  const optional = (column: string, value: string | undefined) => {
    if (value === undefined || value === '') return
    clauses.push(`lower(${column}) = lower(?)`)
    params.push(value)
  }
  optional('unit_number', query.unitNumber)
  optional('street_suffix', query.streetSuffix)
  if (query.zip) {
    // A partial postal code matches the codes it starts, as the provider's does.
    clauses.push("replace(lower(zip), ' ', '') LIKE ?")
    params.push(`${query.zip.toLowerCase().replace(/\s+/g, '')}%`)
  }
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT mls_number, board_id FROM listings WHERE ${clauses.join(' AND ')}
       ORDER BY list_date DESC LIMIT ${String(HISTORY_LIMIT)}`,
    )
    .all(...params)
  return { history: readListings(db, keys).map((record) => toProviderListing(record, version)) }
}
