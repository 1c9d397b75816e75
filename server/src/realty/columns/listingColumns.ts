import type { Db } from '../../db/database'
import { dictionary, type Dictionary } from './dictionary'

/**
 * The fields the monthly statistics read, one typed array per field and a slot per listing:
 * a statistics question is then a scan of a few megabytes of numbers in the service's memory
 * instead of SQLite reads through an index of every sale.
 */
export interface Columns {
  /** Slots in use, removed listings' included (`alive` 0). */
  readonly length: number
  readonly alive: Uint8Array
  /** Numbers of the dictionaries' values. */
  readonly type: Uint16Array
  readonly status: Uint16Array
  readonly lastStatus: Uint16Array
  readonly listingClass: Uint16Array
  readonly propertyType: Uint16Array
  readonly city: Uint16Array
  readonly beds: Float64Array
  readonly listPrice: Float64Array
  /** NaN for a listing without a sold price. */
  readonly soldPrice: Float64Array
  /** The sold day as YYYYMMDD, 0 for a listing without a sold date. */
  readonly soldDay: Int32Array
  /** The sold date as stored (its order among a month's sales), null when unsold. */
  readonly soldDate: (string | null)[]
  /**
   * The listing's statistics month (its sold month, or its list month while unsold) counted
   * from year 0: year × 12 + month − 1.
   */
  readonly month: Int32Array
  /** Whole days from listing to sale, never negative; 0 for a listing not closed. */
  readonly days: Float64Array
  /** 1 when the board lets the public see the listing (`display_public`). */
  readonly visible: Uint8Array
  readonly dictionaries: Readonly<
    Record<'type' | 'status' | 'lastStatus' | 'listingClass' | 'propertyType' | 'city', Dictionary>
  >
  /**
   * Live listings whose dates are not ISO days or times: compared as numbers they might not
   * order as SQLite orders their text, so no answer is given from the columns while any remain.
   */
  readonly irregular: number
}

/** One listing's fields as read from SQLite, in `FIELDS` order. */
type Row = [
  mlsNumber: string,
  boardId: number,
  type: string,
  status: string,
  lastStatus: string,
  listingClass: string,
  propertyType: string,
  city: string,
  beds: number,
  listPrice: number,
  soldPrice: number | null,
  soldDate: string | null,
  listDate: string,
  displayPublic: number,
  days: number,
]

// Days on market as the monthly summary (migration 013) and the medians count them.
const FIELDS = `mls_number, board_id, type, status, last_status, class, property_type, city, beds,
  list_price, sold_price, sold_date, list_date, display_public,
  CASE WHEN sold_price IS NULL THEN 0
    ELSE coalesce(max(0, round(julianday(sold_date) - julianday(list_date))), 0) END`

/** Listings read per step of a build, so a build never holds the service for long. */
export const BUILD_STEP = 2_000

const ISO_DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z)?$/

/** YYYYMMDD of an ISO day or time. */
const dayNumber = (date: string) =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

const keyOf = (mlsNumber: string, boardId: number) => `${mlsNumber}\u0000${String(boardId)}`

function grown<T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(
  array: T,
  size: number,
): T {
  const bigger = new (array.constructor as new (size: number) => T)(size)
  bigger.set(array)
  return bigger
}

/** The columns, and the writes that keep them equal to the listings table. */
export interface ColumnTable {
  readonly columns: () => Columns
  /** Writes a listing's fields into its slot (a new one for a listing not held yet). */
  readonly put: (row: Row) => void
  /** Marks a listing's slot removed. */
  readonly remove: (mlsNumber: string, boardId: number) => void
}

export function columnTable(initialSize = 1024): ColumnTable {
  let size = initialSize
  let length = 0
  let irregular = 0
  const slots = new Map<string, number>()
  const dictionaries = {
    type: dictionary(),
    status: dictionary(),
    lastStatus: dictionary(),
    listingClass: dictionary(),
    propertyType: dictionary(),
    city: dictionary(),
  }
  let alive = new Uint8Array(size)
  let odd = new Uint8Array(size)
  let type = new Uint16Array(size)
  let status = new Uint16Array(size)
  let lastStatus = new Uint16Array(size)
  let listingClass = new Uint16Array(size)
  let propertyType = new Uint16Array(size)
  let city = new Uint16Array(size)
  let beds = new Float64Array(size)
  let listPrice = new Float64Array(size)
  let soldPrice = new Float64Array(size)
  let soldDay = new Int32Array(size)
  const soldDate: (string | null)[] = []
  let month = new Int32Array(size)
  let days = new Float64Array(size)
  let visible = new Uint8Array(size)

  function grow() {
    size *= 2
    alive = grown(alive, size)
    odd = grown(odd, size)
    type = grown(type, size)
    status = grown(status, size)
    lastStatus = grown(lastStatus, size)
    listingClass = grown(listingClass, size)
    propertyType = grown(propertyType, size)
    city = grown(city, size)
    beds = grown(beds, size)
    listPrice = grown(listPrice, size)
    soldPrice = grown(soldPrice, size)
    soldDay = grown(soldDay, size)
    month = grown(month, size)
    days = grown(days, size)
    visible = grown(visible, size)
  }

  function setIrregular(slot: number, isOdd: boolean) {
    const was = alive[slot] === 1 && odd[slot] === 1
    odd[slot] = isOdd ? 1 : 0
    irregular += (isOdd ? 1 : 0) - (was ? 1 : 0)
  }

  return {
    columns: () => ({
      length,
      alive,
      type,
      status,
      lastStatus,
      listingClass,
      propertyType,
      city,
      beds,
      listPrice,
      soldPrice,
      soldDay,
      soldDate,
      month,
      days,
      visible,
      dictionaries,
      irregular,
    }),
    put(row) {
      const [mls, board, t, s, last, cls, property, place, bedrooms, list, sold, sale, listed] = row
      const key = keyOf(mls, board)
      let slot = slots.get(key)
      if (slot === undefined) {
        if (length === size) grow()
        slot = length
        length += 1
        slots.set(key, slot)
      }
      const monthDate = sale ?? listed
      setIrregular(
        slot,
        !ISO_DAY_OR_TIME.test(listed) || (sale !== null && !ISO_DAY_OR_TIME.test(sale)),
      )
      alive[slot] = 1
      type[slot] = dictionaries.type.codeOf(t)
      status[slot] = dictionaries.status.codeOf(s)
      lastStatus[slot] = dictionaries.lastStatus.codeOf(last)
      listingClass[slot] = dictionaries.listingClass.codeOf(cls)
      propertyType[slot] = dictionaries.propertyType.codeOf(property)
      city[slot] = dictionaries.city.codeOf(place)
      beds[slot] = bedrooms
      listPrice[slot] = list
      soldPrice[slot] = sold ?? NaN
      soldDay[slot] = sale === null ? 0 : dayNumber(sale)
      soldDate[slot] = sale
      month[slot] = Number(monthDate.slice(0, 4)) * 12 + Number(monthDate.slice(5, 7)) - 1
      days[slot] = row[14]
      visible[slot] = row[13]
    },
    remove(mls, board) {
      const key = keyOf(mls, board)
      const slot = slots.get(key)
      if (slot === undefined) return
      setIrregular(slot, false)
      alive[slot] = 0
      soldDate[slot] = null
      slots.delete(key)
    },
  }
}

/**
 * The listings' columns kept in memory, built from the listings file a step at a time (so the
 * service answers meanwhile) and brought up to date before each use from `listing_writes`,
 * which triggers fill on every write to the listings (the feed's, the generator's, any other
 * process's): only listings changed since the last use are read again.
 */
export interface ListingColumns {
  /** Starts the build; each step is scheduled after the service's other waiting work. */
  readonly build: () => void
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
    build() {
      if (applied !== undefined || scheduled) return
      begin()
      const next = () => {
        scheduled = undefined
        if (stopped || !db.open) return
        if (step()) finish()
        else scheduled = setImmediate(next)
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
