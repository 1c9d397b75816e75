import type { Db } from '../../db/database'
import { handOver } from '../handOver'
import { binaryOrder } from '../textOrder'

/** The SQL aggregate that sums the monthly summary's rows per month and type in one pass. */
export const SUMMARY_SUMS = 'summary_sums'

/** One month and property type's figures over the summary rows read, as the viewer sees them. */
export interface MonthRow {
  readonly month: string
  readonly property_type: string
  listings: number
  list_sum: number
  closed: number
  days_sum: number
  sales: number
  sold_sum: number
  /** The lowest and highest list price of the month's listings. */
  low: number
  high: number
  /** Sales without a sold date, which the medians cannot place in a month. */
  undated_closed: number
}

/** The month rows, and per counted column the number of listings holding each value. */
export interface SummarySums {
  readonly rows: MonthRow[]
  readonly counts: Map<string, number>[]
}

interface Running {
  readonly byMonth: Map<string, Map<string, MonthRow>>
  readonly counts: Map<string, number>[]
}

type Value = string | number | null

/**
 * One summary row: its month and property type, its figures, whether the viewer may see its
 * sales (1 or 0), and then the value of each column whose listings are counted. The summary's
 * columns are declared NOT NULL with these types, so the types hold.
 */
function addRow(
  running: Running,
  month: string,
  type: string,
  listings: number,
  listSum: number,
  closed: number,
  daysSum: number,
  seen: number,
  soldSum: number,
  low: number,
  high: number,
  dated: number,
  ...counted: Value[]
): void {
  let byType = running.byMonth.get(month)
  if (!byType) running.byMonth.set(month, (byType = new Map<string, MonthRow>()))
  let row = byType.get(type)
  if (!row) {
    row = {
      month,
      property_type: type,
      listings: 0,
      list_sum: 0,
      closed: 0,
      days_sum: 0,
      sales: 0,
      sold_sum: 0,
      low,
      high,
      undated_closed: 0,
    }
    byType.set(type, row)
  }
  row.listings += listings
  row.list_sum += listSum
  row.closed += closed
  row.days_sum += daysSum
  if (seen === 1) {
    row.sales += closed
    row.sold_sum += soldSum
  }
  if (low < row.low) row.low = low
  if (high > row.high) row.high = high
  if (dated === 0) row.undated_closed += closed
  for (let at = 0; at < counted.length; at += 1) {
    const column = (running.counts[at] ??= new Map<string, number>())
    const key = String(counted[at])
    column.set(key, (column.get(key) ?? 0) + listings)
  }
}

const handed = handOver<SummarySums>()

const registered = new WeakSet<Db>()

/**
 * Teaches a connection `summary_sums(month, property_type, listings, list_price_sum, closed,
 * days_sum, seen, sold_price_sum, list_price_low, list_price_high, dated, ...columns)` over
 * the summary's rows: the sums per month and property type (in the order `GROUP BY month,
 * property_type` gives) and, per column after `dated`, the listings holding each value, handed
 * over by the number it returns (`summarySumsOf`). One read
 * of the summary's rows answers the figures and every counted aggregate, where a GROUP BY for
 * each sorted all the rows again (the summary holds about one row per two listings).
 */
export function registerSummarySums(db: Db): void {
  if (registered.has(db)) return
  db.aggregate<Running>(SUMMARY_SUMS, {
    varargs: true,
    start: () => ({ byMonth: new Map(), counts: [] }),
    // The typings know one argument after the total; with varargs each value follows.
    step: addRow as unknown as (running: Running) => undefined,
    result: (running) => {
      const rows = [...running.byMonth.values()]
        .flatMap((byType) => [...byType.values()])
        .sort(
          (a, b) => binaryOrder(a.month, b.month) || binaryOrder(a.property_type, b.property_type),
        )
      return handed.give({ rows, counts: running.counts })
    },
  })
  registered.add(db)
}

/** The figures a `summary_sums` result handed over, a count per column of `columns`. */
export function summarySumsOf(token: unknown, columns: number): SummarySums {
  const sums = handed.take(token)
  if (!sums) throw new Error('summary_sums handed over no figures')
  return {
    rows: sums.rows,
    counts: Array.from(
      { length: columns },
      (_, at) => sums.counts[at] ?? new Map<string, number>(),
    ),
  }
}
