import type { HistoryEntry, HistoryQuery } from '../../../contract/realty'
import type { ListingRecord } from '../data/listingRecord'
import type { Db } from '../db/database'
import { readRecords, type ListingKey } from './records'

/** Every listing of one address, newest first: the detail page's Listing History. */
export function listingHistory(db: Db, query: HistoryQuery): HistoryEntry[] {
  const clauses = [
    'city = ?',
    'lower(street_name) = lower(?)',
    'street_number = ?',
    'unit_number = ?',
  ]
  const params: (string | number)[] = [
    query.city,
    query.streetName,
    query.streetNumber,
    query.unitNumber ?? '',
  ]
  if (query.streetSuffix) {
    clauses.push('lower(street_suffix) = lower(?)')
    params.push(query.streetSuffix)
  }
  if (query.boardId !== undefined) {
    clauses.push('board_id = ?')
    params.push(query.boardId)
  }
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT mls_number, board_id FROM listings WHERE ${clauses.join(' AND ')}
       ORDER BY list_date DESC LIMIT 50`,
    )
    .all(...params)
  return readRecords(db, keys).map(historyEntry)
}

/** A listing as one entry of its address's history. */
export function historyEntry(record: ListingRecord): HistoryEntry {
  return {
    mlsNumber: record.mlsNumber,
    boardId: record.boardId,
    type: record.type,
    lastStatus: record.lastStatus,
    listPrice: record.listPrice,
    soldPrice: record.soldPrice,
    listDate: record.listDate,
    soldDate: record.soldDate,
    timestamps: { expiryDate: record.timestamps.expiryDate },
  }
}
