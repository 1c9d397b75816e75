import type { Db } from '../src/db/database'
import { FakeProviderError } from './errors'
import type { Where } from './where'

/** The statistics the fake computes, from the provider's StatisticsValues. */
const OPERATIONS = ['avg', 'med', 'min', 'max', 'sum'] as const
type Operation = (typeof OPERATIONS)[number]
const MEASURES = ['soldPrice', 'listPrice', 'daysOnMarket'] as const
type Measure = (typeof MEASURES)[number]
const COUNTS = ['closed', 'new', 'available'] as const
type CountName = (typeof COUNTS)[number]
const GROUPS = ['mth', 'yr'] as const
type Group = (typeof GROUPS)[number]

/** Values the provider accepts that the fake answers with nothing (no data behind them). */
const ACCEPTED_WITHOUT_DATA = new Set([
  'sd-listPrice',
  'sd-soldPrice',
  'sd-daysOnMarket',
  'avg-priceSqft',
  'avg-tax',
  'med-tax',
  'grp-day',
])

export interface StatisticsRequest {
  readonly measures: ReadonlyMap<Measure, ReadonlySet<Operation>>
  readonly counts: ReadonlySet<CountName>
  readonly groups: ReadonlySet<Group>
}

export function parseProviderStatistics(value: string | undefined): StatisticsRequest | undefined {
  const tokens = (value ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
  if (tokens.length === 0) return undefined
  const measures = new Map<Measure, Set<Operation>>()
  const counts = new Set<CountName>()
  const groups = new Set<Group>()
  for (const token of tokens) {
    const [head, tail] = token.split('-') as [string, string | undefined]
    if (ACCEPTED_WITHOUT_DATA.has(token)) continue
    if (head === 'grp' && GROUPS.includes(tail as Group)) groups.add(tail as Group)
    else if (head === 'cnt' && COUNTS.includes(tail as CountName)) counts.add(tail as CountName)
    else if (OPERATIONS.includes(head as Operation) && MEASURES.includes(tail as Measure)) {
      const operations = measures.get(tail as Measure) ?? new Set<Operation>()
      operations.add(head as Operation)
      measures.set(tail as Measure, operations)
    } else {
      throw new FakeProviderError(400, 'statistics', `${token} is not a valid statistic`)
    }
  }
  return { measures, counts, groups }
}

interface StatRow {
  readonly status: string
  readonly list_price: number
  readonly sold_price: number | null
  readonly sold_date: string | null
  readonly list_date: string
  readonly days: number | null
}

function summarise(values: number[], operations: ReadonlySet<Operation>) {
  const sorted = values.sort((a, b) => a - b)
  const sum = sorted.reduce((total, value) => total + value, 0)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  const empty = sorted.length === 0
  const figure: Record<string, number | null> = {}
  if (operations.has('avg')) figure.avg = empty ? null : Math.round(sum / sorted.length)
  if (operations.has('med')) figure.med = empty ? null : Math.round(median)
  if (operations.has('min')) figure.min = sorted[0] ?? null
  if (operations.has('max')) figure.max = sorted.at(-1) ?? null
  if (operations.has('sum')) figure.sum = sum
  return { ...figure, count: sorted.length }
}

function valuesOf(rows: readonly StatRow[], measure: Measure): number[] {
  if (measure === 'listPrice') return rows.map((row) => row.list_price)
  const closed = rows.filter((row) => row.sold_price !== null)
  return closed.map((row) => (measure === 'soldPrice' ? (row.sold_price ?? 0) : (row.days ?? 0)))
}

function countOf(rows: readonly StatRow[], name: CountName): number {
  if (name === 'closed') return rows.filter((row) => row.sold_price !== null).length
  if (name === 'available') return rows.filter((row) => row.status === 'A').length
  return rows.length
}

/** A closed listing counts in the month (or year) it sold; any other in the one it was listed. */
function periodOf(row: StatRow, group: Group): string {
  const date = row.sold_date ?? row.list_date
  return group === 'mth' ? date.slice(0, 7) : date.slice(0, 4)
}

function byPeriod(rows: readonly StatRow[], group: Group): [string, StatRow[]][] {
  const periods = new Map<string, StatRow[]>()
  for (const row of rows) {
    const key = periodOf(row, group)
    periods.set(key, [...(periods.get(key) ?? []), row])
  }
  return [...periods.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/**
 * `statistics=`, as the provider nests it: one object per statistic, its overall figures beside
 * its `mth`/`yr` groups, e.g. `soldPrice: { avg, med, mth: { "2024-01": { avg, med, count } } }`
 * and `closed: { count, mth: { "2024-01": { count } } }`.
 */
export function providerStatistics(db: Db, where: Where, request: StatisticsRequest) {
  const rows = db
    .prepare<(string | number)[], StatRow>(
      `SELECT status, list_price, sold_price, sold_date, list_date,
        CASE WHEN sold_date IS NULL THEN NULL
          ELSE max(0, round(julianday(sold_date) - julianday(list_date))) END AS days
       FROM listings ${where.sql}`,
    )
    .all(...where.params)
  const periods = [...request.groups].map((group) => [group, byPeriod(rows, group)] as const)
  const result: Record<string, unknown> = {}
  for (const [measure, operations] of request.measures) {
    const figure: Record<string, unknown> = summarise(valuesOf(rows, measure), operations)
    for (const [group, groups] of periods) {
      figure[group] = Object.fromEntries(
        groups.map(([key, group]) => [key, summarise(valuesOf(group, measure), operations)]),
      )
    }
    result[measure] = figure
  }
  for (const name of request.counts) {
    const figure: Record<string, unknown> = { count: countOf(rows, name) }
    for (const [group, groups] of periods) {
      figure[group] = Object.fromEntries(
        groups.map(([key, group]) => [key, { count: countOf(group, name) }]),
      )
    }
    result[name] = figure
  }
  return result
}
