import {
  SALES_WITHHELD_REASON,
  STATISTICS,
  type FieldStatistic,
  type Statistic,
  type Statistics,
} from '../../../contract/realty'
import type { Db } from '../db/database'
import { badRequest } from '../httpErrors'
import { MIN_SALES_FOR_GUESTS, guestSoldAverage, withholdFewSales } from './boardRules'
import type { Where } from './listingFilters'
import type { Viewer } from './presentListing'
import { byPropertyType, statisticsOf, type MonthBuckets } from './summary/bucketStatistics'
import { bucketOfRow, type Bucket, type SumRow } from './summary/summaryFigures'
import { MONTH_SUMS, monthSumRows, monthSumsArguments, registerMonthSums } from './monthSums'

interface StatRow {
  readonly list_price: number
  readonly sold_price: number | null
  readonly sold_date: string | null
  readonly list_date: string
  readonly days: number | null
  readonly property_type: string
  readonly display_public: number
}

const KNOWN_STATISTICS: ReadonlySet<string> = new Set(STATISTICS)

/** The asked statistics, each once; an unknown name (even `constructor`) is a 400 naming it. */
export function parseStatistics(value: string | undefined): Set<Statistic> {
  const asked = new Set<Statistic>()
  for (const token of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (!KNOWN_STATISTICS.has(token)) {
      throw badRequest(`querystring/statistics cannot compute "${token}"`)
    }
    asked.add(token as Statistic)
  }
  return asked
}

const round = (value: number) => Math.round(value)

function groupBy(
  rows: readonly StatRow[],
  keyOf: (row: StatRow) => string,
): Map<string, StatRow[]> {
  const groups = new Map<string, StatRow[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return groups
}

function average(values: readonly number[]): number | null {
  return values.length === 0 ? null : round(values.reduce((sum, v) => sum + v, 0) / values.length)
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2)
}

type Field = 'soldPrice' | 'listPrice' | 'daysOnMarket'
type Period = 'mth' | 'yr'

/** The sold month ("2026-05") or year of a closed listing; its list month otherwise. */
function periodOf(row: StatRow, by: Period): string {
  const date = row.sold_date ?? row.list_date
  return by === 'mth' ? date.slice(0, 7) : date.slice(0, 4)
}

/**
 * The values a field's statistics are computed over: prices and days of closed listings. A
 * guest's sold prices are only those of listings the board lets the public see, so no pair of
 * requests differing by one withheld sale can single its price out.
 */
function valuesOf(rows: readonly StatRow[], field: Field, viewer: Viewer): number[] {
  if (field === 'listPrice') return rows.map((row) => row.list_price)
  const closed = rows.filter((row) => row.sold_price !== null)
  if (field === 'daysOnMarket') return closed.map((row) => row.days ?? 0)
  return closed
    .filter((row) => viewer.signedIn || row.display_public === 1)
    .map((row) => row.sold_price ?? 0)
}

function figures(values: readonly number[], asked: Set<Statistic>, field: Field) {
  return {
    ...(asked.has(`avg-${field}`) && { avg: average(values) }),
    ...(asked.has(`med-${field}`) && { med: median(values) }),
  }
}

const closedCount = (rows: readonly StatRow[]) =>
  rows.filter((row) => row.sold_price !== null).length

/** Each asked period's groups, oldest first. */
function periods(rows: readonly StatRow[], asked: Set<Statistic>) {
  return (['mth', 'yr'] as const)
    .filter((by) => asked.has(`grp-${by}`))
    .map((by) => {
      const groups = [...groupBy(rows, (row) => periodOf(row, by)).entries()].sort(([a], [b]) =>
        a.localeCompare(b),
      )
      return { by, groups }
    })
}

/**
 * `statistics=` from the listings one by one: averages, medians and counts, nested per statistic
 * with its monthly (grp-mth) or yearly (grp-yr) groups inside, as the provider answers
 * (`soldPrice.mth["2026-05"].avg`). Medians need every value, so any statistics with a median
 * are computed so.
 */
export function statisticsFromRows(db: Db, where: Where, asked: Set<Statistic>, viewer: Viewer) {
  const rows = db
    .prepare<(string | number)[], StatRow>(
      `SELECT list_price, sold_price, sold_date, list_date, property_type, display_public,
        CASE WHEN sold_date IS NULL THEN NULL
          ELSE max(0, round(julianday(sold_date) - julianday(list_date))) END AS days
       FROM listings ${where.sql}`,
    )
    .all(...where.params)
  const grouped = periods(rows, asked)
  const result: Statistics = {}
  for (const field of ['soldPrice', 'listPrice', 'daysOnMarket'] as const) {
    if (!asked.has(`avg-${field}`) && !asked.has(`med-${field}`)) continue
    const values = valuesOf(rows, field, viewer)
    const statistic: FieldStatistic = figures(values, asked, field)
    for (const { by, groups } of grouped) {
      statistic[by] = Object.fromEntries(
        groups.map(([key, group]) => {
          const groupValues = valuesOf(group, field, viewer)
          return [key, { ...figures(groupValues, asked, field), count: groupValues.length }]
        }),
      )
    }
    const guestSoldPrice = field === 'soldPrice' && !viewer.signedIn
    result[field] = guestSoldPrice ? withholdFewSales(statistic, values.length) : statistic
  }
  if (asked.has('cnt-closed')) {
    const closed: NonNullable<Statistics['closed']> = { count: closedCount(rows) }
    for (const { by, groups } of grouped) {
      closed[by] = Object.fromEntries(
        groups.map(([key, group]) => [key, { count: closedCount(group) }]),
      )
    }
    result.closed = closed
  }
  return { result, byPropertyType: () => statisticsByPropertyType(rows, viewer) }
}

/**
 * The same answer when no median is asked, from sums added up per month and property type in
 * one read of the matching listings (monthSums.ts; a few hundred rows reach the answer): the
 * listings' month is their sold month, or their list month while unsold, and their days on market are whole days from listing
 * to sale, never negative, as statisticsFromRows counts them. A guest's sales are the public ones.
 */
export function statisticsFromSums(
  db: Db,
  where: Where,
  asked: Set<Statistic>,
  viewer: Viewer,
  /** The sums, when another read of the same listings already added them up. */
  summed?: readonly SumRow[],
) {
  let rows = summed
  if (!rows) {
    registerMonthSums(db)
    const { sums } = db
      .prepare<(string | number)[], { sums: number }>(
        `SELECT ${MONTH_SUMS}(${monthSumsArguments(viewer, asked.has('avg-daysOnMarket'))}) AS sums
         FROM listings ${where.sql}`,
      )
      .get(...where.params) ?? { sums: 0 }
    rows = monthSumRows(sums)
  }
  const buckets: MonthBuckets = new Map()
  for (const row of rows) {
    const byType = buckets.get(row.month) ?? new Map<string, Bucket>()
    buckets.set(row.month, byType)
    byType.set(row.property_type, bucketOfRow(row))
  }
  return statisticsOfBuckets(buckets, asked, viewer)
}

/** The statistics of sums per month and property type, and their figures per property type. */
export function statisticsOfBuckets(buckets: MonthBuckets, asked: Set<Statistic>, viewer: Viewer) {
  return {
    result: statisticsOf(buckets, asked, viewer).statistics,
    byPropertyType: () => byPropertyType(buckets, viewer),
  }
}

/** Whether `computeStatistics` answers from sums: no median asked, and not told to read rows. */
export const answersFromSums = (asked: ReadonlySet<Statistic>, fromRows = false) =>
  !fromRows && ![...asked].some((statistic) => statistic.startsWith('med-'))

/**
 * `statistics=`: from sums when no median is asked (`summed`, when another read of the same
 * listings added them up), from the listings one by one otherwise (or when `fromRows` says so).
 */
export function computeStatistics(
  db: Db,
  where: Where,
  asked: Set<Statistic>,
  viewer: Viewer,
  fromRows = false,
  summed?: readonly SumRow[],
) {
  return answersFromSums(asked, fromRows)
    ? statisticsFromSums(db, where, asked, viewer, summed)
    : statisticsFromRows(db, where, asked, viewer)
}

/** `aggregateStatistics=true` with `aggregates=details.propertyType`: count and averages per type. */
export function statisticsByPropertyType(rows: readonly StatRow[], viewer: Viewer) {
  const groups = groupBy(rows, (row) => row.property_type)
  return Object.fromEntries(
    [...groups.entries()].map(([type, group]) => {
      const sold = valuesOf(group, 'soldPrice', viewer)
      const soldAverage = average(sold)
      return [
        type,
        {
          count: group.length,
          listPrice: { avg: average(group.map((row) => row.list_price)) },
          soldPrice: viewer.signedIn
            ? { avg: soldAverage }
            : {
                avg: guestSoldAverage(soldAverage, sold.length),
                ...(sold.length < MIN_SALES_FOR_GUESTS && { withheld: SALES_WITHHELD_REASON }),
              },
        },
      ]
    }),
  )
}
