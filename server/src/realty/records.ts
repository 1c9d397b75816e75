import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'

export interface ListingKey {
  readonly mls_number: string
  readonly board_id: number
}

/** Full records for keys, in the keys' order: searches select keys, then read only these. */
export function readRecords(db: Db, keys: readonly ListingKey[]): ListingRecord[] {
  const read = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM listing_data WHERE mls_number = ? AND board_id = ?',
  )
  return keys.flatMap((key) => {
    const row = read.get(key.mls_number, key.board_id)
    return row ? [JSON.parse(row.data) as ListingRecord] : []
  })
}
