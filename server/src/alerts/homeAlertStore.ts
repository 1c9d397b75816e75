import type { HomeChange } from '../../../contract/customer'
import type { Db } from '../db/database'
import type { HomeRun, WatchedHome } from './alertRows'
import { prepareEnqueue } from './outboxStore'

/** The saved homes' side of the alert job: who watches a listing, and each run's outcome. */
export function homeAlertStore(db: Db) {
  const enqueue = prepareEnqueue(db)
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

  return {
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
  }
}
