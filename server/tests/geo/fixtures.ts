import type { TestServer } from '../helpers'

/** A listing's street address as the dataset stores it. */
export interface StoredAddress {
  readonly number: string
  readonly name: string
  readonly suffix: string
  readonly direction: string
  readonly city: string
  readonly zip: string
  readonly lat: number
  readonly lng: number
}

const COLUMNS = `l.street_number AS number, l.street_name AS name, l.street_suffix AS suffix,
  coalesce(json_extract(d.data, '$.address.streetDirection'), '') AS direction, l.city, l.zip,
  l.lat, l.lng`

/** The first Toronto listing on a street with a direction ("King St W"), the hardest to match. */
export function torontoAddress(server: TestServer): StoredAddress {
  const row = server.db
    .prepare<[], StoredAddress>(
      `SELECT ${COLUMNS} FROM listings l JOIN listing_data d USING (mls_number, board_id)
       WHERE l.city = 'Toronto' AND json_extract(d.data, '$.address.streetDirection') != ''
       ORDER BY l.mls_number LIMIT 1`,
    )
    .get()
  if (!row) throw new Error('the test dataset has no Toronto street with a direction')
  return row
}

/** Every listing at the same street address (several homes or relistings may share one). */
export function listingsAt(server: TestServer, address: StoredAddress): StoredAddress[] {
  return server.db
    .prepare<[string, string, string, string, string], StoredAddress>(
      `SELECT ${COLUMNS} FROM listings l JOIN listing_data d USING (mls_number, board_id)
       WHERE l.street_number = ? AND l.street_name = ? AND l.street_suffix = ? AND l.city = ?
         AND coalesce(json_extract(d.data, '$.address.streetDirection'), '') = ?`,
    )
    .all(address.number, address.name, address.suffix, address.city, address.direction)
}

export const streetText = (address: StoredAddress) =>
  [address.name, address.suffix, address.direction].filter(Boolean).join(' ')
