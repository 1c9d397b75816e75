import type { ListingsQuery } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import { prepared } from './statements'
import { addListingFilters, clauseList, type ClauseList } from '../filterClauses'
import type { Viewer } from '../presentListing'
import { splitWindow, type DayRange, type WindowParts } from './summaryRequest'
import { registerSummarySums, SUMMARY_SUMS, summarySumsOf, type SummarySums } from './summarySums'

/** What one month and property type add up to, as the viewer may see it. */
export interface Bucket {
  listings: number
  listSum: number
  closed: number
  daysSum: number
  /** Sales whose price the viewer may see (a guest: the public ones), and their sum. */
  sales: number
  soldSum: number
}

export const emptyBucket = (): Bucket => ({
  listings: 0,
  listSum: 0,
  closed: 0,
  daysSum: 0,
  sales: 0,
  soldSum: 0,
})

export function addInto(into: Bucket, more: Bucket): void {
  into.listings += more.listings
  into.listSum += more.listSum
  into.closed += more.closed
  into.daysSum += more.daysSum
  into.sales += more.sales
  into.soldSum += more.soldSum
}

export const CLASS_VALUES = {
  residential: 'ResidentialProperty',
  condo: 'CondoProperty',
  commercial: 'CommercialProperty',
} as const

/**
 * The request's filters as clauses both the summary and the listings answer: the summary's
 * columns carry the listings' names. The sold window and prices are added apart.
 */
export function summaryFilters(query: ListingsQuery): ClauseList {
  const list = clauseList()
  addListingFilters(list, {
    type: query.type,
    status: query.status,
    lastStatus: query.lastStatus,
    classes: query.class?.map((value) => CLASS_VALUES[value]),
    propertyType: query.propertyType,
    city: query.city,
    minBeds: query.minBeds,
    maxBeds: query.maxBeds,
  })
  return list
}

export const whereOf = (clauses: readonly string[]) =>
  clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''

/** The listings' index of sold listings by sold month, then price (the summary's migration). */
export const BY_SOLD_MONTH = 'INDEXED BY listings_sold_price_by_month'

/** A day range as sold-date conditions on the listings (the last day reaches its end). */
export function soldBetween(list: ClauseList, range: Partial<DayRange>): void {
  list.compare('sold_date', '>=', range.from)
  list.compare('sold_date', '<=', range.to && `${range.to}T23:59:59.999Z`)
}

/**
 * Sold listings of the months from `from` to `to`, as the sold-month index reads them: its
 * month expression, so SQLite seeks to those months instead of reading every sale.
 */
export function soldInMonths(list: ClauseList, from: string, to: string): void {
  list.clauses.push('sold_date IS NOT NULL', 'substr(sold_date, 1, 7) BETWEEN ? AND ?')
  list.params.push(from, to)
}

/** One month and property type's sums, as SQLite answers them. */
export interface SumRow {
  readonly month: string
  readonly property_type: string
  readonly listings: number
  readonly list_sum: number
  readonly closed: number
  readonly days_sum: number
  readonly sales: number
  readonly sold_sum: number
}

/** A sums row's figures as a bucket. */
export const bucketOfRow = (row: SumRow): Bucket => ({
  listings: row.listings,
  listSum: row.list_sum,
  closed: row.closed,
  daysSum: row.days_sum,
  sales: row.sales,
  soldSum: row.sold_sum,
})

/** A listing at an edge of the window, with the same days on market the summary keeps. */
interface EdgeRow {
  readonly month: string
  readonly property_type: string
  readonly list_price: number
  readonly sold_price: number | null
  readonly display_public: number
  readonly days: number
}

export interface SummaryFigures {
  /** Per month ("2026-05") and property type. */
  readonly buckets: Map<string, Map<string, Bucket>>
  readonly window: WindowParts
  /** Per counted column, the whole months' listings holding each value (as text). */
  readonly wholeMonthCounts: readonly Map<string, number>[]
}

function bucketOf(figures: SummaryFigures, month: string, type: string): Bucket {
  let byType = figures.buckets.get(month)
  if (!byType) figures.buckets.set(month, (byType = new Map<string, Bucket>()))
  let bucket = byType.get(type)
  if (!bucket) byType.set(type, (bucket = emptyBucket()))
  return bucket
}

const withinBounds = (price: number, query: ListingsQuery) =>
  (query.minPrice === undefined || price >= query.minPrice) &&
  (query.maxPrice === undefined || price <= query.maxPrice)

/** The summary rows of the window's whole months that match the request. */
export function wholeMonthFilters(query: ListingsQuery, window: WindowParts): ClauseList {
  const list = summaryFilters(query)
  // With a sold window, only sold listings count (an unsold one has no sold date to compare).
  if (query.minSoldDate !== undefined || query.maxSoldDate !== undefined) {
    list.clauses.push('dated = 1')
  }
  list.compare('month', '>=', window.firstMonth)
  list.compare('month', '<=', window.lastMonth)
  return list
}

/** The listings sold on the days of one edge of the window that match the request. */
export function edgeFilters(query: ListingsQuery, edge: DayRange): ClauseList {
  const list = summaryFilters(query)
  // An edge lies within one month.
  soldInMonths(list, edge.from.slice(0, 7), edge.to.slice(0, 7))
  soldBetween(list, edge)
  return list
}

/**
 * The whole months' rows, summed per month and type, seen by the viewer, and the listings per
 * value of each of `columns` (summary columns, from SUMMARY_AGGREGATES), in one read of them.
 */
function wholeMonths(
  db: Db,
  query: ListingsQuery,
  window: WindowParts,
  viewer: Viewer,
  columns: readonly string[],
): SummarySums {
  registerSummarySums(db)
  const list = wholeMonthFilters(query, window)
  const seen = viewer.signedIn ? '1' : 'display_public = 1'
  const counted = columns.map((column) => `, ${column}`).join('')
  const row = prepared<(string | number)[], { sums: number }>(
    db,
    `SELECT ${SUMMARY_SUMS}(month, property_type, listings, list_price_sum, closed, days_sum,
         ${seen}, sold_price_sum, list_price_low, list_price_high, dated${counted}) AS sums
       FROM listing_month_figures ${whereOf(list.clauses)}`,
  ).get(...list.params)
  return summarySumsOf(row?.sums, columns.length)
}

function edgeRows(db: Db, query: ListingsQuery, edge: DayRange): EdgeRow[] {
  const list = edgeFilters(query, edge)
  return prepared<(string | number)[], EdgeRow>(
    db,
    `SELECT substr(sold_date, 1, 7) AS month, property_type, list_price, sold_price,
         display_public,
         CASE WHEN sold_price IS NULL THEN 0
           ELSE coalesce(max(0, round(julianday(sold_date) - julianday(list_date))), 0) END AS days
       FROM listings ${BY_SOLD_MONTH} ${whereOf(list.clauses)}`,
  ).all(...list.params)
}

/**
 * The window's figures per month and property type: whole months from the summary, the days at
 * either end from the listings. Undefined when the summary cannot answer exactly: a price bound
 * that some matched listing lies beyond (the summary keeps no prices one by one), or a sale
 * without a sold date (its month would be its list month, which the medians do not read). The
 * whole months' listings per value of each of `countColumns` are counted in the same read.
 */
export function readFigures(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  countColumns: readonly string[] = [],
): SummaryFigures | undefined {
  const window = splitWindow(query.minSoldDate, query.maxSoldDate)
  const whole = window.anyWholeMonth
    ? wholeMonths(db, query, window, viewer, countColumns)
    : undefined
  const figures: SummaryFigures = {
    buckets: new Map(),
    window,
    wholeMonthCounts: whole?.counts ?? [],
  }
  if (whole) {
    for (const row of whole.rows) {
      if (row.undated_closed > 0) return undefined
      if (!withinBounds(row.low, query) || !withinBounds(row.high, query)) return undefined
      addInto(bucketOf(figures, row.month, row.property_type), bucketOfRow(row))
    }
  }
  for (const edge of window.edges) {
    for (const row of edgeRows(db, query, edge)) {
      if (!withinBounds(row.list_price, query)) return undefined
      const soldPrice = row.sold_price
      const seen = soldPrice !== null && (viewer.signedIn || row.display_public === 1)
      addInto(bucketOf(figures, row.month, row.property_type), {
        listings: 1,
        listSum: row.list_price,
        closed: row.sold_price === null ? 0 : 1,
        daysSum: row.days,
        sales: seen ? 1 : 0,
        soldSum: seen ? soldPrice : 0,
      })
    }
  }
  return figures
}

/**
 * Whether a summary row of the window's whole months that matches the request holds a listing
 * priced beyond the request's bounds, as far as the row's price range says (a range that only
 * ever widens): where `readFigures` declines to answer.
 */
export function wholeMonthsBeyondBounds(db: Db, query: ListingsQuery): boolean {
  if (query.minPrice === undefined && query.maxPrice === undefined) return false
  const window = splitWindow(query.minSoldDate, query.maxSoldDate)
  if (!window.anyWholeMonth) return false
  const list = wholeMonthFilters(query, window)
  const beyond: string[] = []
  if (query.minPrice !== undefined) {
    beyond.push('list_price_low < ?')
    list.params.push(query.minPrice)
  }
  if (query.maxPrice !== undefined) {
    beyond.push('list_price_high > ?')
    list.params.push(query.maxPrice)
  }
  list.clauses.push(`(${beyond.join(' OR ')})`)
  const row = prepared<(string | number)[], 1>(
    db,
    `SELECT 1 FROM listing_month_figures ${whereOf(list.clauses)} LIMIT 1`,
  )
    .pluck()
    .get(...list.params)
  return row !== undefined
}
