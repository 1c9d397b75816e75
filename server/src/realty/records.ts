import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { listingIsPublic, markHomeWithheld } from './boardRules'

export interface ListingKey {
  readonly mls_number: string
  readonly board_id: number
}

/** A stored record and whether a guest may see its home (`display_public`, migration 017). */
export interface StoredRecord {
  readonly data: string
  readonly display_public: number
}

/** The columns a StoredRecord reads, from `listing_data d JOIN listings l`. */
export const STORED_RECORD = 'd.data AS data, l.display_public AS display_public'

/** A stored record, marked for the board rules when another listing of its home is withheld. */
export function recordOf(row: StoredRecord): ListingRecord {
  const record = JSON.parse(row.data) as ListingRecord
  return row.display_public === 0 && listingIsPublic(record) ? markHomeWithheld(record) : record
}

/** Full records for keys, in the keys' order: searches select keys, then read only these. */
export function readRecords(db: Db, keys: readonly ListingKey[]): ListingRecord[] {
  const read = db.prepare<[string, number], StoredRecord>(
    `SELECT ${STORED_RECORD} FROM listing_data d JOIN listings l
       ON l.mls_number = d.mls_number AND l.board_id = d.board_id
     WHERE d.mls_number = ? AND d.board_id = ?`,
  )
  return keys.flatMap((key) => {
    const row = read.get(key.mls_number, key.board_id)
    return row ? [recordOf(row)] : []
  })
}
