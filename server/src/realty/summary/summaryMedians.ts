import type { ListingsQuery, Statistic } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import type { Viewer } from '../presentListing'
import type { ClauseList } from '../filterClauses'
import { prepared } from './statements'
import { soldBetween, summaryFilters } from './summaryFigures'
import type { DayRange } from './summaryRequest'

/** A field whose median the statistics give. */
export type MedianField = 'soldPrice' | 'listPrice' | 'daysOnMarket'

/** The medians of one field: over the whole window, and per month and year that hold values. */
export interface PeriodMedians {
  readonly overall: number | null
  readonly mth: ReadonlyMap<string, number | null>
  readonly yr: ReadonlyMap<string, number | null>
}

/** The 0-based position of the first of the middle values among `count` sorted ones. */
export const medianOffset = (count: number) => Math.floor((count - 1) / 2)

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

/** The median of values sorted in ascending order. */
export function medianOfSorted(values: Float64Array): number | null {
  const at = medianOffset(values.length)
  return middleOf(values.length, [values[at] ?? 0, values[at + 1] ?? 0])
}

/** Several lists of values as one, sorted in ascending order. */
export function sortedUnion(lists: readonly Float64Array[]): Float64Array {
  const union = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0))
  let at = 0
  for (const list of lists) {
    union.set(list, at)
    at += list.length
  }
  return union.sort()
}

/** Numbers SQLite joined with commas ("3000,1450.5") back as numbers, in the joined order. */
export function numbersOf(joined: string | null): Float64Array {
  if (joined === null || joined === '') return new Float64Array(0)
  return Float64Array.from(joined.split(','), Number)
}

/** The same, sorted ascending. */
export const sortedNumbers = (joined: string | null): Float64Array => numbersOf(joined).sort()

/**
 * Reorders `values` so that the one at `k` is the one sorting would put there, none before it
 * larger and none after it smaller (quickselect: linear on average, where a sort is n log n).
 * The pivot is drawn at random, so no order of the values makes it slow time after time.
 */
export function selectInPlace(values: Float64Array, k: number): void {
  let left = 0
  let right = values.length - 1
  while (right > left) {
    const pivot = values[left + Math.floor(Math.random() * (right - left + 1))] ?? 0
    let i = left
    let j = right
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1
      while ((values[j] ?? 0) > pivot) j -= 1
      if (i <= j) {
        const swapped = values[i] ?? 0
        values[i] = values[j] ?? 0
        values[j] = swapped
        i += 1
        j -= 1
      }
    }
    // Now left..j hold values up to the pivot, i..right values from it, and between them (if
    // anything) values equal to it.
    if (k <= j) right = j
    else if (k >= i) left = i
    else return
  }
}

/**
 * The median of values in any order, as `medianOfSorted` gives it once they are sorted; the
 * values are reordered.
 */
export function medianOf(values: Float64Array): number | null {
  if (values.length === 0) return null
  const at = medianOffset(values.length)
  selectInPlace(values, at)
  let next = Infinity
  // The value after the middle one in sorted order: the smallest of those placed after it.
  for (let i = at + 1; i < values.length; i += 1) next = Math.min(next, values[i] ?? next)
  return middleOf(values.length, [values[at] ?? 0, next])
}

/** The median of several lists of values as one, in any order (the lists are left as they are). */
export function medianOfUnion(lists: readonly Float64Array[]): number | null {
  const union = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0))
  let at = 0
  for (const list of lists) {
    union.set(list, at)
    at += list.length
  }
  return medianOf(union)
}

/**
 * Where each field's values come from: the index walked in (month, value) order, the month
 * and value expressions as that index holds them, and the listings whose value counts.
 */
const SOURCES: Record<
  MedianField,
  { index: string; month: string; value: string; only: readonly string[] }
> = {
  soldPrice: {
    index: 'listings_sold_price_by_month',
    month: 'substr(sold_date, 1, 7)',
    value: 'sold_price',
    only: ['sold_date IS NOT NULL', 'sold_price IS NOT NULL'],
  },
  listPrice: {
    index: 'listings_list_price_by_month',
    month: 'substr(coalesce(sold_date, list_date), 1, 7)',
    value: 'list_price',
    only: [],
  },
  daysOnMarket: {
    index: 'listings_list_price_by_month',
    month: 'substr(coalesce(sold_date, list_date), 1, 7)',
    // The days the summary and the listings' statistics count: a closed listing's whole days
    // from listing to sale, never negative, 0 when a date is missing.
    value: 'coalesce(max(0, round(julianday(sold_date) - julianday(list_date))), 0)',
    only: ['sold_price IS NOT NULL'],
  },
}

/** The matched listings whose value counts, in the window's months (as the index reads them). */
function valueFilters(
  query: ListingsQuery,
  viewer: Viewer,
  field: MedianField,
  range: Partial<DayRange>,
): ClauseList {
  const source = SOURCES[field]
  const list = summaryFilters(query)
  list.clauses.push(...source.only)
  // Months as the index's first column, so SQLite seeks to the window's first month.
  list.compare(source.month, '>=', range.from?.slice(0, 7))
  list.compare(source.month, '<=', range.to?.slice(0, 7))
  soldBetween(list, range)
  // A guest's sold prices are only those of listings the board lets the public see.
  if (field === 'soldPrice' && !viewer.signedIn) list.clauses.push('display_public = 1')
  return list
}

/**
 * Every month's values of one field among the matched listings sold in `range` (or listed,
 * while unsold, when there is no window), in no particular order. One walk of an index that starts with the
 * month and holds every filtered column; SQLite joins each month's values into one string, so
 * the service receives a row per month instead of one per listing (a fifth of the cost).
 */
export function monthlyValues(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  field: MedianField,
  range: Partial<DayRange>,
): Map<string, Float64Array> {
  const source = SOURCES[field]
  const list = valueFilters(query, viewer, field, range)
  // Named cities' sales are walked city by city, not among every city's sales of the months.
  const index =
    field === 'soldPrice' && query.city !== undefined && query.city.length > 0
      ? 'listings_sold_price_by_city'
      : source.index
  const rows = prepared<(string | number)[], [string, string | null]>(
    db,
    `SELECT ${source.month} AS month, group_concat(${source.value}) AS joined
       FROM listings INDEXED BY ${index} WHERE ${list.clauses.join(' AND ')}
       GROUP BY 1`,
  )
    .raw()
    .all(...list.params)
  return new Map(rows.map(([month, joined]) => [month, numbersOf(joined)]))
}

/** Medians per month, per year and over the window, from each month's values. */
export function mediansOfMonths(months: ReadonlyMap<string, Float64Array>): PeriodMedians {
  const mth = new Map<string, number | null>()
  const years = new Map<string, Float64Array[]>()
  for (const [month, values] of months) {
    mth.set(month, medianOf(values))
    const year = month.slice(0, 4)
    const ofYear = years.get(year)
    if (ofYear) ofYear.push(values)
    else years.set(year, [values])
  }
  const yr = new Map([...years.entries()].map(([year, lists]) => [year, medianOfUnion(lists)]))
  // Selected, not sorted: a year's or the window's median needs two values, not their order.
  return { overall: medianOfUnion([...months.values()]), mth, yr }
}

/**
 * A field's medians over the window, per month and per year (each from the same walk, so they
 * cost one query whatever the number of months).
 */
export function periodMedians(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  field: MedianField,
  range: Partial<DayRange>,
): PeriodMedians {
  return mediansOfMonths(monthlyValues(db, query, viewer, field, range))
}

/**
 * The list prices' and days on market's medians from one walk of the index both read: the days
 * are the closed listings' among the same listings (`SOURCES` filters them by `sold_price IS NOT
 * NULL`, here a CASE that leaves the others out of their month's values). Each month's days
 * are kept only when it has a closed listing, as their own walk finds them.
 */
function listPriceAndDays(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  range: Partial<DayRange>,
): Record<'listPrice' | 'daysOnMarket', PeriodMedians> {
  const prices = SOURCES.listPrice
  const days = SOURCES.daysOnMarket
  const list = valueFilters(query, viewer, 'listPrice', range)
  const rows = prepared<(string | number)[], [string, string | null, string | null]>(
    db,
    `SELECT ${prices.month} AS month, group_concat(${prices.value}) AS prices,
         group_concat(CASE WHEN ${days.only.join(' AND ')} THEN ${days.value} END) AS days
       FROM listings INDEXED BY ${prices.index} WHERE ${list.clauses.join(' AND ')}
       GROUP BY 1`,
  )
    .raw()
    .all(...list.params)
  const daysOf = new Map<string, Float64Array>()
  for (const [month, , joined] of rows) if (joined !== null) daysOf.set(month, numbersOf(joined))
  return {
    listPrice: mediansOfMonths(new Map(rows.map(([month, joined]) => [month, numbersOf(joined)]))),
    daysOnMarket: mediansOfMonths(daysOf),
  }
}

/**
 * Each asked field's medians, read when first asked for: when both the list prices' and the days
 * on market's medians are asked, one walk of their index reads both.
 */
export function mediansFor(
  db: Db,
  query: ListingsQuery,
  viewer: Viewer,
  range: Partial<DayRange>,
  asked: ReadonlySet<Statistic>,
): (field: MedianField) => PeriodMedians {
  const read = new Map<MedianField, PeriodMedians>()
  const both = asked.has('med-listPrice') && asked.has('med-daysOnMarket')
  return (field) => {
    const known = read.get(field)
    if (known) return known
    if (both && field !== 'soldPrice') {
      const pair = listPriceAndDays(db, query, viewer, range)
      read.set('listPrice', pair.listPrice).set('daysOnMarket', pair.daysOnMarket)
      return pair[field]
    }
    const medians = periodMedians(db, query, viewer, field, range)
    read.set(field, medians)
    return medians
  }
}
