import { STATISTICS, type Statistic } from '../../../contract/realty'
import type { Db } from '../db/database'
import { badRequest } from '../httpErrors'
import type { Where } from './listingFilters'

interface StatRow {
  readonly list_price: number
  readonly sold_price: number | null
  readonly sold_date: string | null
  readonly list_date: string
  readonly days: number | null
  readonly property_type: string
}

const isStatistic = (value: string): value is Statistic =>
  (STATISTICS as readonly string[]).includes(value)

export function parseStatistics(value: string | undefined): Set<Statistic> {
  const asked = new Set<Statistic>()
  for (const token of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (!isStatistic(token)) {
      throw badRequest(`querystring/statistics cannot compute "${token}"`)
    }
    asked.add(token)
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

function summary(
  values: readonly number[],
  asked: Set<Statistic>,
  field: 'soldPrice' | 'listPrice' | 'daysOnMarket',
) {
  return {
    ...(asked.has(`avg-${field}`) && { avg: average(values) }),
    ...(asked.has(`med-${field}`) && { med: median(values) }),
    count: values.length,
  }
}

/** The sold month ("2026-05") or year of a closed listing; its list month otherwise. */
function period(row: StatRow, by: 'mth' | 'yr'): string {
  const date = row.sold_date ?? row.list_date
  return by === 'mth' ? date.slice(0, 7) : date.slice(0, 4)
}

function describe(rows: readonly StatRow[], asked: Set<Statistic>) {
  const closed = rows.filter((row) => row.sold_price !== null)
  const sold = closed.map((row) => row.sold_price ?? 0)
  const days = closed.map((row) => row.days ?? 0)
  const result: Record<string, unknown> = {}
  if (asked.has('avg-soldPrice') || asked.has('med-soldPrice')) {
    result.soldPrice = summary(sold, asked, 'soldPrice')
  }
  if (asked.has('avg-listPrice') || asked.has('med-listPrice')) {
    result.listPrice = summary(
      rows.map((row) => row.list_price),
      asked,
      'listPrice',
    )
  }
  if (asked.has('avg-daysOnMarket') || asked.has('med-daysOnMarket')) {
    result.daysOnMarket = summary(days, asked, 'daysOnMarket')
  }
  if (asked.has('cnt-closed')) result.closed = { count: closed.length }
  if (asked.has('pct-aboveBelowList')) {
    const above = closed.filter((row) => (row.sold_price ?? 0) > row.list_price).length
    const below = closed.filter((row) => (row.sold_price ?? 0) < row.list_price).length
    result.aboveBelowList = {
      above: closed.length === 0 ? null : Math.round((1000 * above) / closed.length) / 10,
      below: closed.length === 0 ? null : Math.round((1000 * below) / closed.length) / 10,
    }
  }
  return result
}

/**
 * `statistics=`: averages, medians, counts and the share sold over or under asking, overall
 * and per month (grp-mth) or year (grp-yr), as the market trends page asks.
 */
export function computeStatistics(db: Db, where: Where, asked: Set<Statistic>) {
  const rows = db
    .prepare<(string | number)[], StatRow>(
      `SELECT list_price, sold_price, sold_date, list_date, property_type,
        CASE WHEN sold_date IS NULL THEN NULL
          ELSE max(0, round(julianday(sold_date) - julianday(list_date))) END AS days
       FROM listings ${where.sql}`,
    )
    .all(...where.params)
  const result = describe(rows, asked)
  for (const by of ['mth', 'yr'] as const) {
    if (!asked.has(`grp-${by}`)) continue
    const groups = groupBy(rows, (row) => period(row, by))
    result[by] = Object.fromEntries(
      [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, group]) => [key, describe(group, asked)]),
    )
  }
  return { result, rows }
}

/** `aggregateStatistics=true` with `aggregates=details.propertyType`: count and averages per type. */
export function statisticsByPropertyType(rows: readonly StatRow[]) {
  const groups = groupBy(rows, (row) => row.property_type)
  return Object.fromEntries(
    [...groups.entries()].map(([type, group]) => {
      const sold = group.flatMap((row) => (row.sold_price === null ? [] : [row.sold_price]))
      return [
        type,
        {
          count: group.length,
          listPrice: { avg: average(group.map((row) => row.list_price)) },
          soldPrice: { avg: average(sold) },
        },
      ]
    }),
  )
}
