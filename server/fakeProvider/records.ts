import type { Db } from '../src/db/database'
import type { ListingRecord } from '../src/data/listingRecord'
import { readRecords, type ListingKey } from '../src/realty/records'

/** Full generated records for keys, in the keys' order: the service's own reader. */
export { readRecords as readListings, type ListingKey }

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
  return key ? readRecords(db, [key])[0] : undefined
}
