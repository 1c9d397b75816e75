import type { Db } from '../../db/database'
import { columnTable, type Columns, type Row } from './columnTable'

// Days on market as the monthly summary (migration 013) and the medians count them.
const FIELDS = `mls_number, board_id, type, status, last_status, class, property_type, city, beds,
  list_price, sold_price, sold_date, list_date, display_public,
  CASE WHEN sold_price IS NULL THEN 0
    ELSE coalesce(max(0, round(julianday(sold_date) - julianday(list_date))), 0) END,
  style, area, neighborhood, baths, lat, lng, tile_x, tile_y,
  guest_lat, guest_lng, guest_tile_x, guest_tile_y`

/** Listings read per step of a build, so a build never holds the service for long. */
export const BUILD_STEP = 2_000

/**
 * The listings' columns kept in memory, built from the listings file a step at a time (so the
 * service answers meanwhile) and brought up to date before each use from `listing_writes`,
 * which triggers fill on every write to the listings (the feed's, the generator's, any other
 * process's): only listings changed since the last use are read again.
 */
export interface ListingColumns {
  /**
   * Starts the build; each step is scheduled after the service's other waiting work. `built`
   * hears how long it took, start to end, and how many listings it holds.
   */
  readonly build: (built?: (ms: number, listings: number) => void) => void
  /** Builds at once (tests, and a store asked before its build has finished is not used). */
  readonly buildNow: () => void
  /** The current columns, or undefined while the first build is still under way. */
  readonly current: () => Columns | undefined
  /** Stops a build under way (the database is closing). */
  readonly stop: () => void
}

export function listingColumns(db: Db): ListingColumns {
  const table = columnTable()
  const latestChange = db
    .prepare<[], number | null>('SELECT max(version) FROM listing_writes')
    .pluck()
  const changesSince = db
    .prepare<[number], [string, number]>(
      'SELECT mls_number, board_id FROM listing_writes WHERE version > ?',
    )
    .raw()
  const listingRow = db
    .prepare<[string, number], Row>(
      `SELECT ${FIELDS} FROM listings WHERE mls_number = ? AND board_id = ?`,
    )
    .raw()
  const firstStep = db
    .prepare<[number], Row>(`SELECT ${FIELDS} FROM listings ORDER BY mls_number, board_id LIMIT ?`)
    .raw()
  const nextStep = db
    .prepare<[string, number, number], Row>(
      `SELECT ${FIELDS} FROM listings
       WHERE (mls_number, board_id) > (?, ?) ORDER BY mls_number, board_id LIMIT ?`,
    )
    .raw()

  /** The change number the columns hold every listing up to; undefined until built. */
  let applied: number | undefined
  /** The change number when the build began: every later change is read again once it ends. */
  let buildFrom: number | undefined
  let last: Row | undefined
  let stopped = false
  let scheduled: NodeJS.Immediate | undefined

  /** One step of the build; true when the listings are all read. */
  function step(): boolean {
    const rows = last ? nextStep.all(last[0], last[1], BUILD_STEP) : firstStep.all(BUILD_STEP)
    for (const row of rows) table.put(row)
    last = rows.at(-1) ?? last
    return rows.length < BUILD_STEP
  }

  // In one read transaction, so the changes and the rows they point at agree.
  const catchUp = db.transaction(() => {
    const latest = latestChange.get() ?? 0
    if (latest === applied) return
    for (const [mls, board] of changesSince.all(applied ?? 0)) {
      const row = listingRow.get(mls, board)
      if (row) table.put(row)
      else table.remove(mls, board)
    }
    applied = latest
  })

  // Kept from the first step: a build finished at once after some steps in the background
  // must still read again what changed since those steps.
  function begin() {
    buildFrom ??= latestChange.get() ?? 0
  }

  function finish() {
    // Listings changed while the build was under way are read again.
    applied = buildFrom ?? 0
    catchUp()
  }

  function buildNow() {
    if (applied !== undefined) return
    stop()
    stopped = false
    begin()
    while (!step());
    finish()
  }

  function stop() {
    stopped = true
    if (scheduled) clearImmediate(scheduled)
    scheduled = undefined
  }

  return {
    build(built) {
      if (applied !== undefined || scheduled) return
      const started = performance.now()
      begin()
      const next = () => {
        scheduled = undefined
        if (stopped || !db.open) return
        if (!step()) {
          scheduled = setImmediate(next)
          return
        }
        finish()
        built?.(performance.now() - started, table.columns().partitions().columns.length)
      }
      scheduled = setImmediate(next)
    },
    buildNow,
    current() {
      if (applied === undefined) return undefined
      catchUp()
      return table.columns()
    },
    stop,
  }
}
