import type { Db } from '../../src/db/database'

/**
 * Writes to the listings as a feed never does, straight into SQLite: three Toronto sales become a
 * sale at a new price in another month, a listing moved to Ajax with its public flag flipped, and
 * a deleted listing. Kept figures (the monthly summary, the in-memory columns) must follow them.
 */
export function writeSaleMoveAndDelete(db: Db): void {
  const sold = db
    .prepare<[], { mls_number: string; board_id: number }>(
      "SELECT mls_number, board_id FROM listings WHERE sold_price IS NOT NULL AND city = 'Toronto' LIMIT 3",
    )
    .all()
  const [first, second, third] = sold
  if (!first || !second || !third) throw new Error('the dataset has too few sales')
  db.prepare(
    "UPDATE listings SET sold_price = sold_price + 12345, sold_date = '2026-05-03T10:00:00.000Z' WHERE mls_number = ? AND board_id = ?",
  ).run(first.mls_number, first.board_id)
  db.prepare(
    "UPDATE listings SET city = 'Ajax', beds = 2, listing_public = 1 - listing_public WHERE mls_number = ? AND board_id = ?",
  ).run(second.mls_number, second.board_id)
  db.prepare('DELETE FROM listings WHERE mls_number = ? AND board_id = ?').run(
    third.mls_number,
    third.board_id,
  )
}
