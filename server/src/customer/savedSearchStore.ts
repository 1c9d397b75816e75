import {
  DEFAULT_ALERT_FREQUENCY,
  type AlertFrequency,
  type CustomerUser,
  type SavedSearch,
  type SavedSearchInput,
} from '../../../contract/customer'
import type { CustomerDb } from '../db/customerDb'
import type { CrmRecorder } from '../crm/crmRecorder'
import { lockCustomerRow } from './customerRowLock'
import type { Caller } from './store'

interface SearchRow {
  id: number
  name: string
  path: string
  polygon: string | null
  saved_at: string
  alert_frequency: AlertFrequency
  last_alert_at: string | null
  listings_sent: number | null
  unreadable_at: string | null
}

const toSearch = (row: SearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  path: row.path,
  polygon: row.polygon === null ? null : (JSON.parse(row.polygon) as SavedSearch['polygon']),
  savedAt: row.saved_at,
  frequency: row.alert_frequency,
  lastAlertAt: row.last_alert_at,
  listingsSent: row.listings_sent ?? 0,
  needsResaving: row.unreadable_at !== null,
})

/** A saved search with what its alerts have done. */
function searchesWithAlerts(db: CustomerDb) {
  return db
    .selectFrom('saved_searches as s')
    .leftJoin('saved_search_alerts as a', 'a.search_id', 's.id')
    .select([
      's.id',
      's.name',
      's.path',
      's.polygon',
      's.saved_at',
      's.alert_frequency',
      's.unreadable_at',
      'a.last_alert_at',
      'a.listings_sent',
    ])
}

/** One of the caller's searches with its alert state; undefined when it is not theirs. */
async function searchById(db: CustomerDb, sub: string, id: number): Promise<SearchRow | undefined> {
  return searchesWithAlerts(db)
    .where('s.id', '=', id)
    .where('s.customer_sub', '=', sub)
    .executeTakeFirst()
}

/** The caller's saved searches with their alert state, newest first. */
export function savedSearchStore(
  db: CustomerDb,
  user: (caller: Caller) => Promise<CustomerUser>,
  crm: CrmRecorder,
) {
  const searchCount = async (trx: CustomerDb, sub: string) => {
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_sub', '=', sub)
      .executeTakeFirstOrThrow()
    return Number(count)
  }

  return {
    searches: async (caller: Caller) => {
      const rows = await searchesWithAlerts(db)
        .where('s.customer_sub', '=', caller.sub)
        .orderBy('s.id', 'desc')
        .execute()
      return rows.map(toSearch)
    },
    searchCount: (caller: Caller) => searchCount(db, caller.sub),
    /**
     * Saves a search under the caller's limit (undefined when the list is full), checked in one
     * transaction that holds the customer's row, so two saves at once never pass it together.
     */
    async saveSearch(
      caller: Caller,
      search: SavedSearchInput,
      limit: number,
    ): Promise<SavedSearch | undefined> {
      await user(caller)
      return db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, caller.sub)
        if ((await searchCount(trx, caller.sub)) >= limit) return undefined
        const now = new Date().toISOString()
        const { id } = await trx
          .insertInto('saved_searches')
          .values({
            customer_sub: caller.sub,
            name: search.name.trim(),
            path: search.path,
            polygon: search.polygon === null ? null : JSON.stringify(search.polygon),
            alert_frequency: search.frequency ?? DEFAULT_ALERT_FREQUENCY,
            saved_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        // A new search's alerts start from the moment it is saved: only what changes after is news.
        await trx
          .insertInto('saved_search_alerts')
          .values({ search_id: id, cursor: now, last_run_at: now })
          .execute()
        const saved = await searchById(trx, caller.sub, id)
        if (saved) await crm.savedSearch(trx, caller, toSearch(saved))
        return saved && toSearch(saved)
      })
    },
    async renameSearch(caller: Caller, id: number, name: string): Promise<SavedSearch | undefined> {
      await db
        .updateTable('saved_searches')
        .set({ name: name.trim() })
        .where('id', '=', id)
        .where('customer_sub', '=', caller.sub)
        .execute()
      const row = await searchById(db, caller.sub, id)
      return row && toSearch(row)
    },
    async deleteSearch(caller: Caller, id: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('customer_sub', '=', caller.sub)
        .executeTakeFirst()
      return numDeletedRows > 0n
    },
    /** Sets how often one of the caller's searches e-mails; undefined when it is not theirs. */
    setFrequency(
      caller: Caller,
      id: number,
      frequency: AlertFrequency,
    ): Promise<SavedSearch | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await searchById(trx, caller.sub, id)
        if (!before) return undefined
        await trx
          .updateTable('saved_searches')
          .set({ alert_frequency: frequency })
          .where('id', '=', id)
          .where('customer_sub', '=', caller.sub)
          .execute()
        if (before.alert_frequency === 'off' && frequency !== 'off') {
          // Turned back on, a search reports what changes from now, not the backlog of its quiet
          // time. The search is the caller's (read above, in this transaction).
          const now = new Date().toISOString()
          await trx
            .updateTable('saved_search_alerts')
            .set({ cursor: now, last_run_at: now })
            .where('search_id', '=', id)
            .execute()
        }
        const row = await searchById(trx, caller.sub, id)
        return row && toSearch(row)
      })
    },
  }
}
