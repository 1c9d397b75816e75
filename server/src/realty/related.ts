import type { SuggestionsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { CITIES } from '../data/geography/cities'
import { columnsFor, homeKeyOf } from './boardRules'
import { forViewer, listingCard, type Viewer } from './presentListing'
import { readRecords, recordOf, STORED_RECORD, type ListingKey, type StoredRecord } from './records'

const SIMILAR_LIMIT = 4

export function findListing(
  db: Db,
  mlsNumber: string,
  boardId: number | undefined,
): ListingRecord | undefined {
  const from = `SELECT ${STORED_RECORD} FROM listing_data d JOIN listings l
    ON l.mls_number = d.mls_number AND l.board_id = d.board_id WHERE d.mls_number = ?`
  const row =
    boardId === undefined
      ? db.prepare<[string], StoredRecord>(`${from} ORDER BY d.board_id LIMIT 1`).get(mlsNumber)
      : db
          .prepare<[string, number], StoredRecord>(`${from} AND d.board_id = ?`)
          .get(mlsNumber, boardId)
  return row ? recordOf(row) : undefined
}

const cards = (db: Db, keys: ListingKey[], viewer: Viewer) =>
  readRecords(db, keys).map((record) => listingCard(record, viewer))

/**
 * Homes a buyer of this one would also consider: other homes (never another listing of this
 * address) on the market now, same kind of deal and home, same city, price within 20 percent,
 * nearest first. For a guest, nearness is measured between
 * the positions a guest is given (a withheld home's cell centre), so the order never tells
 * more about where a withheld home is than its pin does.
 */
export function similarListings(db: Db, listing: ListingRecord, viewer: Viewer) {
  const { lat, lng } = columnsFor(viewer)
  const from = forViewer(listing, viewer).map
  const rows = db
    .prepare<
      [string, string, string, number, number, string, string, number, number, number, number],
      ListingKey
    >(
      `SELECT mls_number, board_id FROM listings
       WHERE status = 'A' AND type = ? AND property_type = ? AND city = ?
         AND list_price BETWEEN ? AND ? AND mls_number <> ? AND home_key <> ?
       ORDER BY (${lat} - ?) * (${lat} - ?) + (${lng} - ?) * (${lng} - ?) LIMIT ${String(SIMILAR_LIMIT)}`,
    )
    .all(
      listing.type,
      listing.details.propertyType,
      listing.address.city,
      Math.round(listing.listPrice * 0.8),
      Math.round(listing.listPrice * 1.2),
      listing.mlsNumber,
      homeKeyOf(listing),
      ...([from.latitude, from.latitude, from.longitude, from.longitude] as const),
    )
  return cards(db, rows, viewer)
}

/**
 * The detail page's suggestions block: popular neighbourhoods in the city, nearby cities, and
 * the city's newest listings.
 */
export function suggestionsFor(
  db: Db,
  listing: ListingRecord,
  viewer: Viewer,
): SuggestionsResponse {
  const { city } = listing.address
  const kind = listing.type === 'Sale' ? 'for Sale' : 'for Lease'
  const popular = db
    .prepare<[string, string], { neighborhood: string; n: number }>(
      `SELECT neighborhood, count(*) AS n FROM listings WHERE city = ? AND status = 'A' AND type = ?
       GROUP BY neighborhood ORDER BY n DESC, neighborhood LIMIT 10`,
    )
    .all(city, listing.type)
    .map((row) => ({
      label: `${row.neighborhood} Homes ${kind}`,
      city,
      neighborhood: row.neighborhood,
      count: row.n,
    }))
  const here = CITIES.find((candidate) => candidate.name === city)?.center ?? [
    listing.map.longitude,
    listing.map.latitude,
  ]
  const activeByCity = new Map(
    db
      .prepare<[string], { city: string; n: number }>(
        "SELECT city, count(*) AS n FROM listings WHERE status = 'A' AND type = ? GROUP BY city",
      )
      .all(listing.type)
      .map((row) => [row.city, row.n]),
  )
  const nearby = CITIES.filter((candidate) => candidate.name !== city)
    .map((candidate) => ({
      candidate,
      distance: Math.hypot(candidate.center[0] - here[0], candidate.center[1] - here[1]),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 10)
    .map(({ candidate }) => ({
      label: `${candidate.name} Homes ${kind}`,
      city: candidate.name,
      count: activeByCity.get(candidate.name) ?? 0,
    }))
  const recent = cards(
    db,
    db
      .prepare<[string, string], ListingKey>(
        `SELECT mls_number, board_id FROM listings WHERE city = ? AND status = 'A' AND type = ?
         ORDER BY list_date DESC, mls_number LIMIT 10`,
      )
      .all(city, listing.type),
    viewer,
  )
  return {
    suggestions: { popular, nearby, recent },
    similarListings: similarListings(db, listing, viewer),
  }
}
