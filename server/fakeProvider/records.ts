import type { Db } from '../src/db/database'
import type { ListingRecord } from '../src/data/listingRecord'

export interface ListingKey {
  readonly mls_number: string
  readonly board_id: number
}

/** Full generated records for keys, in the keys' order. */
export function readListings(db: Db, keys: readonly ListingKey[]): ListingRecord[] {
  const read = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM listing_data WHERE mls_number = ? AND board_id = ?',
  )
  return keys.flatMap((key) => {
    const row = read.get(key.mls_number, key.board_id)
    return row ? [JSON.parse(row.data) as ListingRecord] : []
  })
}

/** One listing by MLS number; without a board, the lowest board that has it. */
export function readListing(
  db: Db,
  mlsNumber: string,
  boardId: number | undefined,
): ListingRecord | undefined {
  const key = db
    .prepare<[string, number | null, number | null], ListingKey>(
      `SELECT mls_number, board_id FROM listings WHERE mls_number = ? AND (? IS NULL OR board_id = ?)
       ORDER BY board_id LIMIT 1`,
    )
    .get(mlsNumber, boardId ?? null, boardId ?? null)
  return key ? readListings(db, [key])[0] : undefined
}
