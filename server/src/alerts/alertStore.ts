import type { Db } from '../db/database'
import { homeAlertStore } from './homeAlertStore'
import { outboxStore } from './outboxStore'
import { searchAlertStore } from './searchAlertStore'

export type { DueSearch, HomeRun, OutboxRow, Recipient, WatchedHome } from './alertRows'
export { listingKey } from './alertRows'
export { FREQUENCY_MS, type SearchRunRecord } from './searchAlertStore'

/**
 * The alert job's reads and writes on the customer database, parameterized SQL only: the saved
 * searches', the saved homes' and the outbox's.
 */
export function alertStore(db: Db) {
  return { ...searchAlertStore(db), ...homeAlertStore(db), ...outboxStore(db) }
}

export type AlertStore = ReturnType<typeof alertStore>
