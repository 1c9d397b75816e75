import type { ListingsQuery } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import { prepared } from './statements'
import type { Viewer } from '../presentListing'
import { BY_SOLD_MONTH, soldBetween, soldInMonths, summaryFilters } from './summaryFigures'
import type { DayRange } from './summaryRequest'

/**
 * The middle of `count` sorted values from the two read at its position: the middle one when
 * the count is odd, the rounded mean of the middle two when it is even (as the listings' own
 * statistics compute it).
 */
export function middleOf(count: number, values: readonly number[]): number | null {
  if (count === 0) return null
  const [first, second] = values
  if (first === undefined) return null
  if (count % 2 === 1) return first
  return Math.round((first + (second ?? first)) / 2)
}

/** How many months from `first` to `last`, both counted ("2026-01" to "2026-03": 3). */
function monthsBetween(first: string, last: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7))
  return index(last) - index(first) + 1
}

/** Where the median's values start: the 0-based position of the first of the middle ones. */
export const medianOffset = (count: number) => Math.floor((count - 1) / 2)

/**
 * The median sold price of the `sales` the viewer may see among the matched listings sold in
 * `range` (or in one `month`). SQLite reads them from an index of sold prices and skips half of
 * them inside it, handing over two values: no sale's price is loaded into the service.
 * `sales` must be the count of exactly these sales.
 */
export function medianSoldPrice(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  sales: number,
  where: { readonly range?: Partial<DayRange>; readonly month?: string },
): number | null {
  if (sales === 0) return null
  const list = summaryFilters(query)
  const range = where.range ?? {}
  const first = where.month ?? range.from?.slice(0, 7)
  const last = where.month ?? range.to?.slice(0, 7)
  // Up to a year of months is read from the month index and sorted; a longer or open window
  // walks the price index, already in order, skipping the sales outside it.
  let index = 'INDEXED BY listings_sold_price'
  if (first !== undefined && last !== undefined && monthsBetween(first, last) <= 12) {
    soldInMonths(list, first, last)
    index = BY_SOLD_MONTH
  } else list.clauses.push('sold_date IS NOT NULL')
  soldBetween(list, range)
  list.clauses.push('sold_price IS NOT NULL')
  if (!viewer.signedIn) list.clauses.push('display_public = 1')
  const values = prepared<(string | number)[], number>(
    db,
    `SELECT sold_price FROM listings ${index} WHERE ${list.clauses.join(' AND ')}
       ORDER BY sold_price LIMIT 2 OFFSET ?`,
  )
    .pluck()
    .all(...list.params, medianOffset(sales))
  return middleOf(sales, values)
}
