import type { CustomerDb } from '../db/customerDb'
import { alertSettingStore } from './alertSettingStore'
import { homeAlertStore } from './homeAlertStore'
import { jobLeaseStore } from './jobLeaseStore'
import { outboxStore } from './outboxStore'
import { searchAlertStore } from './searchAlertStore'

export type { DueSearch, HomeRun, OutboxRow, Recipient, WatchedHome } from './alertRows'
export { listingKey } from './alertRows'
export type { HomesCursor, HomesRunRecord } from './homeAlertStore'
export { FREQUENCY_MS, type SearchRunRecord } from './searchAlertStore'

/**
 * The alert job's reads and writes on the customer database, through the typed query layer:
 * the saved searches', the saved homes', the outbox's, the alert settings the unsubscribe
 * link changes, and the scheduled passes' leases.
 */
export function alertStore(db: CustomerDb) {
  return {
    ...searchAlertStore(db),
    ...homeAlertStore(db),
    ...outboxStore(db),
    ...alertSettingStore(db),
    ...jobLeaseStore(db),
    /** The customer's saved search by id: its name and path; undefined if gone. */
    savedSearch: (id: number, sub: string) =>
      db
        .selectFrom('saved_searches')
        .select(['name', 'path'])
        .where('id', '=', id)
        .where('customer_sub', '=', sub)
        .executeTakeFirst(),
  }
}

export type AlertStore = ReturnType<typeof alertStore>
