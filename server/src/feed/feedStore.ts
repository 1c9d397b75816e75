import type { Db } from '../db/database'
import type { ListingRecord } from '../data/listingRecord'
import { writeListings } from '../data/writeDatabase'
import type { Candidates, FeedKind } from './feedRules'

export interface FeedState {
  readonly startedAt: number
  readonly applied: number
}

/** The feed's reads and writes on the listings database; parameterized SQL only. */
export function feedStore(db: Db) {
  const readState = db.prepare<[], { started_at: string; applied: number }>(
    'SELECT started_at, applied FROM feed_state WHERE id = 1',
  )
  const createState = db.prepare<[string]>(
    'INSERT OR IGNORE INTO feed_state (id, started_at, applied) VALUES (1, ?, 0)',
  )
  const saveApplied = db.prepare<[number]>('UPDATE feed_state SET applied = ? WHERE id = 1')
  const readData = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM listing_data WHERE mls_number = ? AND board_id = ?',
  )
  const updateRow = db.prepare<
    [string, string, number, number | null, string | null, string, string, number]
  >(
    `UPDATE listings SET status = ?, last_status = ?, list_price = ?, sold_price = ?,
       sold_date = ?, updated_on = ? WHERE mls_number = ? AND board_id = ?`,
  )
  const updateData = db.prepare<[string, string, number]>(
    'UPDATE listing_data SET data = ? WHERE mls_number = ? AND board_id = ?',
  )
  const recordChange = db.prepare<
    [string, number, string, FeedKind, string, number, number | null]
  >(
    `INSERT INTO listing_changes
       (mls_number, board_id, changed_at, kind, last_status, list_price, previous_price)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const exists = db
    .prepare<[string], 1>('SELECT 1 FROM listings WHERE mls_number = ? LIMIT 1')
    .pluck()

  function candidateWhere(candidates: Candidates, city: string | undefined) {
    const clauses = ['status = ?']
    const params: (string | number)[] = [candidates.status]
    if (candidates.type) {
      clauses.push('type = ?')
      params.push(candidates.type)
    }
    if (candidates.lastStatus) {
      clauses.push(`last_status IN (${candidates.lastStatus.map(() => '?').join(', ')})`)
      params.push(...candidates.lastStatus)
    }
    if (city !== undefined) {
      clauses.push('city = ?')
      params.push(city)
    }
    return { sql: clauses.join(' AND '), params }
  }

  return {
    state(nowMs: number): FeedState {
      createState.run(new Date(nowMs).toISOString())
      const row = readState.get()
      if (!row) throw new Error('feed_state row vanished after insert')
      return { startedAt: Date.parse(row.started_at), applied: row.applied }
    },
    saveApplied: (applied: number) => saveApplied.run(applied),
    /**
     * The first candidate at or after `key` in the listings' fixed pseudo-random order
     * (random_key), wrapping round to the first of all when none is after it: one index seek,
     * whatever the number of listings.
     */
    candidateFrom(candidates: Candidates, key: number, city?: string): ListingRecord | undefined {
      const where = candidateWhere(candidates, city)
      const index = city === undefined ? 'listings_feed_order' : 'listings_feed_city_order'
      const seek = (from: number) =>
        db
          .prepare<(string | number)[], { mls_number: string; board_id: number }>(
            `SELECT mls_number, board_id FROM listings INDEXED BY ${index}
             WHERE ${where.sql} AND random_key >= ?
             ORDER BY random_key, mls_number LIMIT 1`,
          )
          .get(...where.params, from)
      const found = seek(key) ?? (key > 0 ? seek(0) : undefined)
      const row = found && readData.get(found.mls_number, found.board_id)
      return row ? (JSON.parse(row.data) as ListingRecord) : undefined
    },
    mlsNumberTaken: (mlsNumber: string) => exists.get(mlsNumber) !== undefined,
    /** Writes a changed listing and remembers the change with the price before it. */
    update(kind: FeedKind, before: ListingRecord, after: ListingRecord): void {
      updateRow.run(
        after.status,
        after.lastStatus,
        after.listPrice,
        after.soldPrice,
        after.soldDate,
        after.updatedOn,
        after.mlsNumber,
        after.boardId,
      )
      updateData.run(JSON.stringify(after), after.mlsNumber, after.boardId)
      recordChange.run(
        after.mlsNumber,
        after.boardId,
        after.updatedOn,
        kind,
        after.lastStatus,
        after.listPrice,
        before.listPrice,
      )
    },
    insert(record: ListingRecord): void {
      writeListings(db, [record])
      recordChange.run(
        record.mlsNumber,
        record.boardId,
        record.updatedOn,
        'new',
        record.lastStatus,
        record.listPrice,
        null,
      )
    },
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  }
}
