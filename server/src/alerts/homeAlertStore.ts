import type { CustomerDb } from '../db/customerDb'
import type { HomeRun, WatchedHome } from './alertRows'
import { enqueueMail } from './outboxStore'

/** The saved homes' job-wide cursor: changes up to it are handled. */
const HOMES = 'homes'

/** Where the saved homes' watch stands, and its count of recorded runs. */
export interface HomesCursor {
  readonly cursor: string
  readonly runVersion: number
}

/** The saved homes' run, as `recordHomesRun` writes it. */
export interface HomesRunRecord {
  readonly cursor: string
  /** The cursor's count of recorded runs when this run read it. */
  readonly runVersion: number
  readonly now: string
  readonly homes: readonly HomeRun[]
  readonly mails: readonly { customerSub: string; payload: string }[]
}

const pathOf = (key: { mlsNumber: string; boardId: number }) =>
  `/${key.mlsNumber}/${String(key.boardId)}`

/** Writes one saved home's run. */
async function recordHome(trx: CustomerDb, home: HomeRun, now: string): Promise<void> {
  if (home.relisted) {
    const { from, to } = home.relisted
    // The customer's link follows the home to its new listing (unless they saved that one too).
    await trx
      .updateTable('saved_homes')
      .set((eb) => ({
        mls_number: to.mlsNumber,
        board_id: to.boardId,
        path: eb.fn<string>('replace', ['path', eb.val(pathOf(from)), eb.val(pathOf(to))]),
      }))
      .where('id', '=', home.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('saved_homes as other')
              .select('other.id')
              .whereRef('other.customer_sub', '=', 'saved_homes.customer_sub')
              .where('other.mls_number', '=', to.mlsNumber)
              .where('other.board_id', '=', to.boardId),
          ),
        ),
      )
      .execute()
  }
  await trx
    .updateTable('saved_homes')
    .set({
      watched_status: home.state.status,
      watched_last_status: home.state.lastStatus,
      watched_price: home.state.listPrice,
      ...(home.change && { latest_change: home.change, latest_change_at: now }),
    })
    .where('id', '=', home.id)
    .execute()
}

/** The saved homes' side of the alert job: who watches a listing, and each run's outcome. */
export function homeAlertStore(db: CustomerDb) {
  return {
    async homesWatching(mlsNumber: string, boardId: number): Promise<WatchedHome[]> {
      const rows = await db
        .selectFrom('saved_homes')
        .select([
          'id',
          'customer_sub',
          'price',
          'watched_status',
          'watched_last_status',
          'watched_price',
        ])
        .where('mls_number', '=', mlsNumber)
        .where('board_id', '=', boardId)
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        customerSub: row.customer_sub,
        // Never seen by the job: as it was when the customer saved it.
        watched: {
          status: (row.watched_status ?? 'A') as 'A' | 'U',
          lastStatus: row.watched_last_status ?? 'New',
          listPrice: row.watched_price ?? row.price ?? 0,
        },
      }))
    },
    /**
     * The saved homes' run, all or nothing, like a search's; false (nothing written) when
     * another run recorded the homes since this one read the cursor.
     */
    recordHomesRun(run: HomesRunRecord): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const advanced = await trx
          .updateTable('alert_cursors')
          .set((eb) => ({
            cursor: eb
              .case()
              .when('cursor', '<', run.cursor)
              .then(run.cursor)
              .else(eb.ref('cursor'))
              .end(),
            run_version: eb('run_version', '+', 1),
          }))
          .where('name', '=', HOMES)
          .where('run_version', '=', run.runVersion)
          .executeTakeFirst()
        if (advanced.numUpdatedRows === 0n) return false
        for (const home of run.homes) await recordHome(trx, home, run.now)
        const mails = run.mails.map((mail) => ({ ...mail, searchId: null, kind: 'homes' as const }))
        await enqueueMail(trx, mails, run.now)
        return true
      })
    },
    async hasSavedHomes(): Promise<boolean> {
      const any = await db.selectFrom('saved_homes').select('id').limit(1).executeTakeFirst()
      return any !== undefined
    },
    /** The homes cursor; the first run starts it at `startAt` (only what changes after is news). */
    async homesCursor(startAt: string): Promise<HomesCursor> {
      await db
        .insertInto('alert_cursors')
        .values({ name: HOMES, cursor: startAt })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('alert_cursors')
        .select(['cursor', 'run_version'])
        .where('name', '=', HOMES)
        .executeTakeFirstOrThrow()
      return { cursor: row.cursor, runVersion: row.run_version }
    },
  }
}
