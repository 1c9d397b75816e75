import type { AlertFrequency } from '../../../contract/customer'
import type { CustomerDb } from '../db/customerDb'
import type { WatchedState } from './alertListing'
import { listingKey, type DueSearch } from './alertRows'
import { enqueueMail } from './outboxStore'

/** How long each kind of search waits between runs. Instant: every run of the job. */
export const FREQUENCY_MS: Readonly<Record<AlertFrequency, number>> = {
  instant: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  off: 0,
}

/** One search's decided run, as `recordSearchRuns` writes it. */
export interface SearchRunRecord {
  readonly searchId: number
  readonly customerSub: string
  /** The search's count of recorded runs when this run read it. */
  readonly runVersion: number
  readonly cursor: string
  readonly now: string
  readonly states: readonly { mlsNumber: string; boardId: number; state: WatchedState }[]
  readonly mail: { payload: string; listings: number } | undefined
}

/** Rows per insert: well under both engines' limit on a statement's parameters. */
const STATES_PER_INSERT = 1000

/** Writes one search's run; false (and nothing written) when another run recorded it since. */
async function recordSearchRun(trx: CustomerDb, run: SearchRunRecord): Promise<boolean> {
  // First the fence: a run that read an older count (another instance's, or one this instance
  // started before) has been overtaken and records nothing, so its e-mail is never sent twice.
  const advanced = await trx
    .updateTable('saved_search_alerts')
    .set((eb) => ({
      // The cursor never moves back (turning a search back on may have moved it on since).
      cursor: eb
        .case()
        .when('cursor', '<', run.cursor)
        .then(run.cursor)
        .else(eb.ref('cursor'))
        .end(),
      last_run_at: run.now,
      run_version: eb('run_version', '+', 1),
      ...(run.mail && {
        last_alert_at: run.now,
        listings_sent: eb('listings_sent', '+', run.mail.listings),
      }),
    }))
    .where('search_id', '=', run.searchId)
    .where('run_version', '=', run.runVersion)
    .executeTakeFirst()
  if (advanced.numUpdatedRows === 0n) return false
  for (let start = 0; start < run.states.length; start += STATES_PER_INSERT) {
    await trx
      .insertInto('alert_listing_state')
      .values(
        run.states.slice(start, start + STATES_PER_INSERT).map(({ mlsNumber, boardId, state }) => ({
          search_id: run.searchId,
          mls_number: mlsNumber,
          board_id: boardId,
          status: state.status,
          last_status: state.lastStatus,
          list_price: state.listPrice,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['search_id', 'mls_number', 'board_id']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          last_status: eb.ref('excluded.last_status'),
          list_price: eb.ref('excluded.list_price'),
        })),
      )
      .execute()
  }
  if (run.mail) {
    const mail = { customerSub: run.customerSub, searchId: run.searchId, kind: 'search' as const }
    await enqueueMail(trx, [{ ...mail, payload: run.mail.payload }], run.now)
  }
  return true
}

/** The saved searches' side of the alert job: which are due, what each sent, each run's outcome. */
export function searchAlertStore(db: CustomerDb) {
  return {
    /**
     * The searches whose turn it is at `now`: instant ones every run, daily and weekly ones a
     * day or a week after their last run, and the quiet ones (off, or the customer's
     * notifications off), whose cursors move on without sending.
     */
    async dueSearches(nowMs: number): Promise<DueSearch[]> {
      const rows = await db
        .selectFrom('saved_searches as s')
        .innerJoin('saved_search_alerts as a', 'a.search_id', 's.id')
        .innerJoin('customers as c', 'c.sub', 's.customer_sub')
        .select([
          's.id',
          's.customer_sub',
          's.path',
          's.polygon',
          's.alert_frequency',
          'a.cursor',
          'a.last_run_at',
          'a.run_version',
          'c.email_notifications',
        ])
        .where('s.unreadable_at', 'is', null)
        .orderBy('s.id')
        .execute()
      return rows.flatMap((row) => {
        const sends = row.alert_frequency !== 'off' && row.email_notifications === 1
        const wait = FREQUENCY_MS[row.alert_frequency]
        if (sends && Date.parse(row.last_run_at) + wait > nowMs) return []
        return [
          {
            id: row.id,
            customerSub: row.customer_sub,
            path: row.path,
            polygon: row.polygon === null ? null : (JSON.parse(row.polygon) as [number, number][]),
            frequency: row.alert_frequency,
            cursor: row.cursor,
            runVersion: row.run_version,
            sends,
          },
        ]
      })
    },
    /**
     * Sets aside a search whose path cannot be read: no run considers it again, so its cursor
     * never holds back the others' look at what changed.
     */
    async setAsideUnreadable(searchId: number, reason: string, now: string): Promise<void> {
      await db
        .updateTable('saved_searches')
        .set({ unreadable_at: now, unreadable_reason: reason })
        .where('id', '=', searchId)
        .execute()
    },
    async sentStates(searchId: number): Promise<Map<string, WatchedState>> {
      const rows = await db
        .selectFrom('alert_listing_state')
        .select(['mls_number', 'board_id', 'status', 'last_status', 'list_price'])
        .where('search_id', '=', searchId)
        .execute()
      return new Map(
        rows.map((row) => [
          listingKey(row.mls_number, row.board_id),
          {
            status: row.status as WatchedState['status'],
            lastStatus: row.last_status,
            listPrice: row.list_price,
          },
        ]),
      )
    },
    /**
     * The searches' runs in one transaction, each all or nothing: the listings' states, the
     * cursor, the counts and the e-mail to send. A crash before the commit changes nothing;
     * after it, the e-mails are in the outbox. One commit for a run's thousands of searches is
     * one write to disk instead of thousands. A search another run recorded since this one read
     * it is left as that run left it. Answers how many e-mails it queued.
     */
    recordSearchRuns(runs: readonly SearchRunRecord[]): Promise<number> {
      if (runs.length === 0) return Promise.resolve(0)
      return db.transaction().execute(async (trx) => {
        let mails = 0
        for (const run of runs) if ((await recordSearchRun(trx, run)) && run.mail) mails += 1
        return mails
      })
    },
  }
}
