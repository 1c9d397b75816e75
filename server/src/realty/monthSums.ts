import type { Db } from '../db/database'
import { handOver } from './handOver'
import { binaryOrder } from './textOrder'
import { emptyBucket, type Bucket, type SumRow } from './summary/summaryFigures'

/** The SQL aggregate that adds up listings per month and property type in one pass. */
export const MONTH_SUMS = 'month_sums'
const MONTH_SUMS_ALONGSIDE = 'month_sums_alongside'

/** One month and property type's running sums: the summary's bucket, with its two keys. */
interface Sums extends Bucket {
  readonly month: string
  readonly type: string
}

/** Sums by month, then by property type. */
type Groups = Map<string, Map<string, Sums>>

/**
 * One listing: its month and property type, list price, sold price (null while unsold), whether
 * the viewer may see that sold price (1 or 0) and its days on market (0 when not summed). The
 * listings table declares each of these (the month is text of its dates), so the types hold.
 * Looked up month first, then type: joining the two into one key costs a new string a row.
 */
function addRow(
  groups: Groups,
  month: string,
  type: string,
  listPrice: number,
  soldPrice: number | null,
  seen: number,
  days: number,
): void {
  let byType = groups.get(month)
  if (!byType) {
    byType = new Map()
    groups.set(month, byType)
  }
  let sums = byType.get(type)
  if (!sums) {
    sums = { month, type, ...emptyBucket() }
    byType.set(type, sums)
  }
  sums.listings += 1
  sums.listSum += listPrice
  if (soldPrice === null) return
  sums.closed += 1
  sums.daysSum += days
  if (seen !== 1) return
  sums.sales += 1
  sums.soldSum += soldPrice
}

/** The sums as rows, in the order a `GROUP BY month, property_type` gives. */
function sumRowsOf(groups: Groups): SumRow[] {
  return [...groups.values()]
    .flatMap((byType) => [...byType.values()])
    .sort((a, b) => binaryOrder(a.month, b.month) || binaryOrder(a.type, b.type))
    .map((sums): SumRow => ({
      month: sums.month,
      property_type: sums.type,
      listings: sums.listings,
      list_sum: sums.listSum,
      closed: sums.closed,
      days_sum: sums.daysSum,
      sales: sums.sales,
      sold_sum: sums.soldSum,
    }))
}

const handed = handOver<SumRow[]>()

/** The sums the next statement's `month_sums_alongside` adds into, whatever group it is in. */
let alongside: Groups | undefined

const registered = new WeakSet<Db>()

/**
 * Teaches a connection `month_sums(month, property_type, list_price, sold_price, seen, days)`:
 * the SumRow of each month and property type among the rows it reads, in the order a `GROUP BY
 * month, property_type` gives, handed over by the number it returns (`monthSumRows`). A GROUP
 * BY sorts every matching listing first; counting them into a map costs about half the CPU
 * (measured over the 90,000 listings of a drawn area at 100,000).
 * Prices are whole numbers and days whole days, so the sums are exact, as SQLite's are.
 *
 * And `month_sums_alongside(...)`, the same arguments, for a statement that reads the same
 * listings for something else (the clusters, grouped by map cell): every row of every group adds
 * into the sums `monthSumsAlongside` opened, so one read of the listings answers both.
 */
export function registerMonthSums(db: Db): void {
  if (registered.has(db)) return
  db.aggregate<Groups>(MONTH_SUMS, {
    varargs: true,
    start: () => new Map(),
    // The typings know one argument after the total; with varargs each value follows.
    step: addRow as unknown as (groups: Groups) => undefined,
    result: (groups) => handed.give(sumRowsOf(groups)),
  })
  db.aggregate<Groups>(MONTH_SUMS_ALONGSIDE, {
    varargs: true,
    start: () => alongside ?? new Map(),
    step: addRow as unknown as (groups: Groups) => undefined,
    result: () => 0,
  })
  registered.add(db)
}

/**
 * The arguments both aggregates take for a viewer's statistics: a guest's sales are the public
 * ones; days on market (two date conversions a sale) are summed only when asked.
 */
export function monthSumsArguments(viewer: { readonly signedIn: boolean }, days: boolean): string {
  const seen = viewer.signedIn ? '1' : 'display_public = 1'
  const daysOf = days
    ? `CASE WHEN sold_price IS NULL THEN 0
         ELSE coalesce(max(0, round(julianday(sold_date) - julianday(list_date))), 0) END`
    : '0'
  return `substr(coalesce(sold_date, list_date), 1, 7), property_type, list_price, sold_price,
    ${seen}, ${daysOf}`
}

/**
 * Sums to be read alongside another statement over the same listings: `sql` is the aggregate
 * to put in that statement's columns, `rows` the sums once it has run (the sums of no listing
 * before). Searches run one at a time on a thread, so no other statement adds into them.
 */
export function monthSumsAlongside(
  db: Db,
  viewer: { readonly signedIn: boolean },
  days: boolean,
): { readonly sql: string; rows(): SumRow[] } {
  registerMonthSums(db)
  const groups: Groups = new Map()
  alongside = groups
  return {
    sql: `${MONTH_SUMS_ALONGSIDE}(${monthSumsArguments(viewer, days)})`,
    rows() {
      if (alongside === groups) alongside = undefined
      return sumRowsOf(groups)
    },
  }
}
/** The rows a `month_sums` result handed over. */
export function monthSumRows(token: unknown): SumRow[] {
  const rows = handed.take(token)
  if (!rows) throw new Error('month_sums handed over no rows')
  return rows
}
