import type { AlertFrequency } from '../../../contract/customer'
import type { Db } from '../db/database'
import type { WatchedState } from './alertListing'
import { listingKey, type DueSearch } from './alertRows'
import { prepareEnqueue } from './outboxStore'

/** How long each kind of search waits between runs. Instant: every run of the job. */
export const FREQUENCY_MS: Readonly<Record<AlertFrequency, number>> = {
  instant: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  off: 0,
}

/** One search's decided run, as `recordSearchRun` writes it. */
export interface SearchRunRecord {
  readonly searchId: number
  readonly customerSub: string
  readonly cursor: string
  readonly now: string
  readonly states: readonly { mlsNumber: string; boardId: number; state: WatchedState }[]
  readonly mail: { payload: string; listings: number } | undefined
}

/** The saved searches' side of the alert job: which are due, what each sent, each run's outcome. */
export function searchAlertStore(db: Db) {
  const enqueue = prepareEnqueue(db)
  const searches = db.prepare<
    [],
    {
      id: number
      customer_sub: string
      path: string
      polygon: string | null
      alert_frequency: AlertFrequency
      cursor: string
      last_run_at: string
      email_notifications: 0 | 1
    }
  >(
    `SELECT s.id, s.customer_sub, s.path, s.polygon, s.alert_frequency, a.cursor, a.last_run_at,
       c.email_notifications
     FROM saved_searches s
     JOIN saved_search_alerts a ON a.search_id = s.id
     JOIN customers c ON c.sub = s.customer_sub
     WHERE s.unreadable_at IS NULL`,
  )
  const setAside = db.prepare<[string, string, number]>(
    'UPDATE saved_searches SET unreadable_at = ?, unreadable_reason = ? WHERE id = ?',
  )
  const states = db.prepare<
    [number],
    {
      mls_number: string
      board_id: number
      status: 'A' | 'U'
      last_status: string
      list_price: number
    }
  >(
    'SELECT mls_number, board_id, status, last_status, list_price FROM alert_listing_state WHERE search_id = ?',
  )
  const upsertState = db.prepare<[number, string, number, string, string, number]>(
    `INSERT INTO alert_listing_state (search_id, mls_number, board_id, status, last_status, list_price)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (search_id, mls_number, board_id) DO UPDATE SET
       status = excluded.status, last_status = excluded.last_status, list_price = excluded.list_price`,
  )
  const advance = db.prepare<[string, string, number]>(
    'UPDATE saved_search_alerts SET cursor = max(cursor, ?), last_run_at = ? WHERE search_id = ?',
  )
  const counted = db.prepare<[string, number, number]>(
    `UPDATE saved_search_alerts SET last_alert_at = ?, listings_sent = listings_sent + ?
     WHERE search_id = ?`,
  )

  return {
    /**
     * The searches whose turn it is at `now`: instant ones every run, daily and weekly ones a
     * day or a week after their last run, and the quiet ones (off, or the customer's
     * notifications off), whose cursors move on without sending.
     */
    dueSearches(nowMs: number): DueSearch[] {
      return searches.all().flatMap((row) => {
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
            sends,
          },
        ]
      })
    },
    /**
     * Sets aside a search whose path cannot be read: no run considers it again, so its cursor
     * never holds back the others' look at what changed.
     */
    setAsideUnreadable(searchId: number, reason: string, now: string): void {
      setAside.run(now, reason, searchId)
    },
    sentStates(searchId: number): Map<string, WatchedState> {
      return new Map(
        states
          .all(searchId)
          .map((row) => [
            listingKey(row.mls_number, row.board_id),
            { status: row.status, lastStatus: row.last_status, listPrice: row.list_price },
          ]),
      )
    },
    /**
     * One search's run, all or nothing: the listings' states, the cursor, the counts and the
     * e-mail to send. A crash before it changes nothing; after it, the e-mail is in the outbox.
     * Inside `inOneTransaction` it is a savepoint, so a failing search undoes only its own part.
     */
    recordSearchRun(run: SearchRunRecord): void {
      db.transaction(() => {
        for (const { mlsNumber, boardId, state } of run.states) {
          upsertState.run(
            run.searchId,
            mlsNumber,
            boardId,
            state.status,
            state.lastStatus,
            state.listPrice,
          )
        }
        advance.run(run.cursor, run.now, run.searchId)
        if (run.mail) {
          counted.run(run.now, run.mail.listings, run.searchId)
          enqueue.run(run.customerSub, run.searchId, 'search', run.mail.payload, run.now, run.now)
        }
      })()
    },
    /**
     * Runs `work` in one transaction: a run's thousands of searches commit once (one write to
     * disk) instead of once each. A crash before the commit leaves the whole run to do again.
     */
    inOneTransaction<T>(work: () => T): T {
      return db.transaction(work)()
    },
  }
}
