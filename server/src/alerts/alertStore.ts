import { randomBytes } from 'node:crypto'
import type { AlertFrequency, HomeChange, Language } from '../../../contract/customer'
import type { Db } from '../db/database'
import type { WatchedState } from './alertListing'
import type { DueSearch, HomeRun, OutboxRow, Recipient, WatchedHome } from './alertRows'

export type { DueSearch, HomeRun, OutboxRow, Recipient, WatchedHome } from './alertRows'

/** How long each kind of search waits between runs. Instant: every run of the job. */
export const FREQUENCY_MS: Readonly<Record<AlertFrequency, number>> = {
  instant: 0,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  off: 0,
}

const key = (mlsNumber: string, boardId: number) => `${mlsNumber}|${String(boardId)}`

/** The alert job's reads and writes on the customer database; parameterized SQL only. */
export function alertStore(db: Db) {
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
     JOIN customers c ON c.sub = s.customer_sub`,
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
  const enqueue = db.prepare<[string, number | null, string, string, string, string]>(
    `INSERT INTO alert_outbox (customer_sub, search_id, kind, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const homesOf = db.prepare<
    [string, number],
    {
      id: number
      customer_sub: string
      price: number | null
      watched_status: 'A' | 'U' | null
      watched_last_status: string | null
      watched_price: number | null
    }
  >(
    `SELECT id, customer_sub, price, watched_status, watched_last_status, watched_price
     FROM saved_homes WHERE mls_number = ? AND board_id = ?`,
  )
  const watchHome = db.prepare<[string, string, number, number]>(
    'UPDATE saved_homes SET watched_status = ?, watched_last_status = ?, watched_price = ? WHERE id = ?',
  )
  const homeChanged = db.prepare<[HomeChange, string, number]>(
    'UPDATE saved_homes SET latest_change = ?, latest_change_at = ? WHERE id = ?',
  )
  const anyHome = db
    .prepare<[], number>('SELECT count(*) FROM (SELECT 1 FROM saved_homes LIMIT 1)')
    .pluck()
  // The customer's link follows the home to its new listing (unless they saved that one too).
  const relink = db.prepare<[string, number, string, string, number]>(
    `UPDATE OR IGNORE saved_homes SET mls_number = ?, board_id = ?, path = replace(path, ?, ?)
     WHERE id = ?`,
  )
  const readCursor = db
    .prepare<[string], string>('SELECT cursor FROM alert_cursors WHERE name = ?')
    .pluck()
  const writeCursor = db.prepare<[string, string]>(
    `INSERT INTO alert_cursors (name, cursor) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET cursor = max(cursor, excluded.cursor)`,
  )
  const due = db.prepare<[string, number], OutboxRow>(
    `SELECT id, customer_sub AS customerSub, search_id AS searchId, kind, payload, attempts
     FROM alert_outbox WHERE status = 'pending' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const sent = db.prepare<[string, number]>(
    "UPDATE alert_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1 WHERE id = ?",
  )
  const retry = db.prepare<[string, string, string, number]>(
    `UPDATE alert_outbox SET status = ?, next_attempt_at = ?, last_error = ?,
       attempts = attempts + 1 WHERE id = ?`,
  )
  const recipient = db.prepare<
    [string],
    { email: string; given_name: string; language: Language; email_notifications: 0 | 1 }
  >('SELECT email, given_name, language, email_notifications FROM customers WHERE sub = ?')
  const readSecret = db
    .prepare<[string], string>('SELECT value FROM service_secrets WHERE name = ?')
    .pluck()
  const createSecret = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO service_secrets (name, value) VALUES (?, ?)',
  )
  const searchOff = db.prepare<[number, string]>(
    "UPDATE saved_searches SET alert_frequency = 'off' WHERE id = ? AND customer_sub = ?",
  )
  const notificationsOff = db.prepare<[string]>(
    'UPDATE customers SET email_notifications = 0 WHERE sub = ?',
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
    sentStates(searchId: number): Map<string, WatchedState> {
      return new Map(
        states
          .all(searchId)
          .map((row) => [
            key(row.mls_number, row.board_id),
            { status: row.status, lastStatus: row.last_status, listPrice: row.list_price },
          ]),
      )
    },
    /**
     * One search's run, all or nothing: the listings' states, the cursor, the counts and the
     * e-mail to send. A crash before it changes nothing; after it, the e-mail is in the outbox.
     */
    recordSearchRun(run: {
      searchId: number
      customerSub: string
      cursor: string
      now: string
      states: readonly { mlsNumber: string; boardId: number; state: WatchedState }[]
      mail: { payload: string; listings: number } | undefined
    }): void {
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
    homesWatching(mlsNumber: string, boardId: number): WatchedHome[] {
      return homesOf.all(mlsNumber, boardId).map((row) => ({
        id: row.id,
        customerSub: row.customer_sub,
        // Never seen by the job: as it was when the customer saved it.
        watched: {
          status: row.watched_status ?? 'A',
          lastStatus: row.watched_last_status ?? 'New',
          listPrice: row.watched_price ?? row.price ?? 0,
        },
      }))
    },
    /** The saved homes' run, all or nothing, like a search's. */
    recordHomesRun(run: {
      cursor: string
      now: string
      homes: readonly HomeRun[]
      mails: readonly { customerSub: string; payload: string }[]
    }): void {
      db.transaction(() => {
        for (const home of run.homes) {
          if (home.relisted) {
            const { from, to } = home.relisted
            const pathOf = (key: typeof from) => `/${key.mlsNumber}/${String(key.boardId)}`
            relink.run(to.mlsNumber, to.boardId, pathOf(from), pathOf(to), home.id)
          }
          watchHome.run(home.state.status, home.state.lastStatus, home.state.listPrice, home.id)
          if (home.change) homeChanged.run(home.change, run.now, home.id)
        }
        for (const mail of run.mails) {
          enqueue.run(mail.customerSub, null, 'homes', mail.payload, run.now, run.now)
        }
        writeCursor.run('homes', run.cursor)
      })()
    },
    hasSavedHomes: () => anyHome.get() === 1,
    homesCursor: () => readCursor.get('homes'),
    startHomesCursor: (at: string) => writeCursor.run('homes', at),
    dueMail: (now: string, limit: number) => due.all(now, limit),
    markSent: (id: number, now: string) => sent.run(now, id),
    markRetry: (id: number, nextAttemptAt: string, error: string, gaveUp: boolean) =>
      retry.run(gaveUp ? 'failed' : 'pending', nextAttemptAt, error.slice(0, 500), id),
    recipient(sub: string): Recipient | undefined {
      const row = recipient.get(sub)
      return (
        row && {
          email: row.email,
          givenName: row.given_name,
          language: row.language,
          notifications: row.email_notifications === 1,
        }
      )
    },
    /** The named secret, made once (32 random bytes) and kept across restarts. */
    secret(name: string): string {
      createSecret.run(name, randomBytes(32).toString('base64url'))
      const value = readSecret.get(name)
      if (!value) throw new Error(`secret ${name} vanished after insert`)
      return value
    },
    /** What an unsubscribe link does; false when the search is not the customer's. */
    unsubscribe(sub: string, searchId: number | null): boolean {
      if (searchId === null) return notificationsOff.run(sub).changes > 0
      return searchOff.run(searchId, sub).changes > 0
    },
  }
}

export type AlertStore = ReturnType<typeof alertStore>
export const listingKey = key
