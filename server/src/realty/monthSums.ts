import type { Db } from '../db/database'
import { handOver } from './handOver'
import { binaryOrder } from './textOrder'
import type { SumRow } from './summary/summaryFigures'

/** The SQL aggregate that adds up listings per month and property type in one pass. */
export const MONTH_SUMS = 'month_sums'

/** One month and property type's running sums, in SumRow's order after the two keys. */
interface Sums {
  readonly month: string
  readonly type: string
  listings: number
  listSum: number
  closed: number
  daysSum: number
  sales: number
  soldSum: number
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
    sums = { month, type, listings: 0, listSum: 0, closed: 0, daysSum: 0, sales: 0, soldSum: 0 }
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

const handed = handOver<SumRow[]>()

const registered = new WeakSet<Db>()

/**
 * Teaches a connection `month_sums(month, property_type, list_price, sold_price, seen, days)`:
 * the SumRow of each month and property type among the rows it reads, in the order a `GROUP BY
 * month, property_type` gives, handed over by the number it returns (`monthSumRows`). A GROUP
 * BY sorts every matching listing first; counting them into a map costs about half the CPU
 * (measured over the 90,000 listings of a drawn area at 100,000).
 * Prices are whole numbers and days whole days, so the sums are exact, as SQLite's are.
 */
export function registerMonthSums(db: Db): void {
  if (registered.has(db)) return
  db.aggregate<Groups>(MONTH_SUMS, {
    varargs: true,
    start: () => new Map(),
    // The typings know one argument after the total; with varargs each value follows.
    step: addRow as unknown as (groups: Groups) => undefined,
    result: (groups) =>
      handed.give(
        [...groups.values()]
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
          })),
      ),
  })
  registered.add(db)
}

/** The rows a `month_sums` result handed over. */
export function monthSumRows(token: unknown): SumRow[] {
  const rows = handed.take(token)
  if (!rows) throw new Error('month_sums handed over no rows')
  return rows
}
