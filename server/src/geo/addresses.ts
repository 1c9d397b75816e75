import { tileOf, type Position } from '../data/geometry'
import type { Db } from '../db/database'
import { addressRef, streetRef, type AddressRef, type StreetRef } from './placeId'

/**
 * Addresses, street lines and reverse geocoding come only from listings the board lets the
 * public see: the keyless geocoder answers as a maps service would, but never tells which
 * address a withheld listing has or where it is (a point on one answers as if no home were
 * there). Customers see withheld addresses in the listing itself, never through here.
 */
const PUBLIC_ONLY = 'l.display_public = 1'

/** One listing's street address with what a geocode result tells about it. */
export interface AddressRow {
  readonly ref: AddressRef
  readonly zip: string
  readonly neighbourhood: string
  readonly lat: number
  readonly lng: number
}

interface Row {
  readonly number: string
  readonly name: string
  readonly suffix: string
  readonly direction: string | null
  readonly city: string
  readonly zip: string
  readonly neighbourhood: string
  readonly lat: number
  readonly lng: number
}

const COLUMNS = `l.street_number AS number, l.street_name AS name, l.street_suffix AS suffix,
  json_extract(d.data, '$.address.streetDirection') AS direction, l.city, l.zip,
  l.neighborhood AS neighbourhood, l.lat, l.lng`

const toAddress = (row: Row): AddressRow => ({
  ref: addressRef(streetRef(row.city, row.name, row.suffix, row.direction ?? ''), row.number),
  zip: row.zip,
  neighbourhood: row.neighbourhood,
  lat: row.lat,
  lng: row.lng,
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Each word as an FTS5 prefix term; quoting makes any punctuation in it literal. */
const matchExpression = (words: readonly string[]) =>
  words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' AND ')

/**
 * Listing addresses whose street number starts with `number` and whose indexed address text
 * holds every one of `terms` as a prefix: exact numbers first. Several listings share an
 * address (units, relistings), so callers deduplicate; the cap keeps "1" from reading them all.
 */
export function searchAddresses(db: Db, number: string, terms: readonly string[]): AddressRow[] {
  return db
    .prepare<[string, string, string], Row>(
      `SELECT ${COLUMNS} FROM (
         SELECT l.mls_number, l.board_id FROM listing_search s JOIN listings l
           ON l.mls_number = s.mls_number AND l.board_id = s.board_id
         WHERE listing_search MATCH ? AND l.street_number LIKE ? ESCAPE '\\' AND ${PUBLIC_ONLY}
         ORDER BY l.street_number = ? DESC, length(l.street_number), l.street_name, l.city
         LIMIT 200
       ) k
       JOIN listings l USING (mls_number, board_id)
       JOIN listing_data d USING (mls_number, board_id)`,
    )
    .all(matchExpression([number, ...terms]), `${escapeLike(number)}%`, number)
    .map(toAddress)
}

const SAME_STREET = `l.street_name = ? AND l.city = ? AND l.street_suffix = ?
  AND coalesce(json_extract(d.data, '$.address.streetDirection'), '') = ?`

/** The most recently listed home at an address, standing for the address. */
export function readAddress(db: Db, ref: AddressRef): AddressRow | undefined {
  const row = db
    .prepare<[string, string, string, string, string], Row>(
      `SELECT ${COLUMNS} FROM listings l JOIN listing_data d USING (mls_number, board_id)
       WHERE ${SAME_STREET} AND l.street_number = ? AND ${PUBLIC_ONLY}
       ORDER BY l.updated_on DESC, l.mls_number LIMIT 1`,
    )
    .get(ref.name, ref.city, ref.suffix, ref.direction, ref.number)
  return row && toAddress(row)
}

/** Where the listings on a street are. */
export function streetPositions(db: Db, street: StreetRef): Position[] {
  return db
    .prepare<[string, string, string, string], { lat: number; lng: number }>(
      `SELECT l.lat, l.lng FROM listings l JOIN listing_data d USING (mls_number, board_id)
       WHERE ${SAME_STREET} AND ${PUBLIC_ONLY}`,
    )
    .all(street.name, street.city, street.suffix, street.direction)
    .map(({ lat, lng }) => [lng, lat] as const)
}

const METRES_PER_DEGREE = 111_320

/** Metres between two points; flat-earth is exact enough across a few hundred metres. */
export function metresBetween([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const dx = (lng2 - lng1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180)
  return Math.hypot(dx, lat2 - lat1) * METRES_PER_DEGREE
}

/**
 * The listing address nearest a point, if one is within `radius` metres. The box is read by
 * map tile so the map index answers it, as it does for clusters.
 */
export function nearestAddress(db: Db, point: Position, radius: number): AddressRow | undefined {
  const [lng, lat] = point
  const dLat = radius / METRES_PER_DEGREE
  const dLng = dLat / Math.cos((lat * Math.PI) / 180)
  const northWest = tileOf(lng - dLng, Math.min(lat + dLat, 85))
  const southEast = tileOf(lng + dLng, Math.max(lat - dLat, -85))
  const rows = db
    .prepare<[number, number, number, number], Row>(
      `SELECT ${COLUMNS} FROM listings l JOIN listing_data d USING (mls_number, board_id)
       WHERE l.status IN ('A', 'U') AND l.type IN ('Sale', 'Lease')
         AND l.tile_x BETWEEN ? AND ? AND l.tile_y BETWEEN ? AND ? AND ${PUBLIC_ONLY}
       ORDER BY l.mls_number`,
    )
    .all(northWest.x, southEast.x, northWest.y, southEast.y)
  let best: Row | undefined
  let bestDistance = Infinity
  for (const row of rows) {
    const distance = metresBetween(point, [row.lng, row.lat])
    if (distance < bestDistance) {
      best = row
      bestDistance = distance
    }
  }
  return best && bestDistance <= radius ? toAddress(best) : undefined
}
