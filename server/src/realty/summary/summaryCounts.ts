import type { ListingsQuery } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import { nestedCounts } from '../aggregateFields'
import { mostFrequentFirst } from '../tally'
import { prepared } from './statements'
import { BY_SOLD_MONTH, edgeFilters, whereOf, wholeMonthFilters } from './summaryFigures'
import { SUMMARY_AGGREGATES, type WindowParts } from './summaryRequest'

interface CountRow {
  readonly value: string | number
  readonly n: number
}

/**
 * How many matched listings hold each value of an aggregated field: the whole months' rows
 * summed (`wholeMonths`, when the figures' read already counted them), plus the listings of the
 * window's edge days, most frequent first.
 */
function countsBy(
  db: Db,
  query: ListingsQuery,
  window: WindowParts,
  column: string,
  wholeMonths: ReadonlyMap<string, number> | undefined,
): Record<string, number> {
  const counts = new Map<string, number>(wholeMonths)
  const add = (rows: readonly CountRow[]) => {
    for (const row of rows) {
      const key = String(row.value)
      counts.set(key, (counts.get(key) ?? 0) + row.n)
    }
  }
  if (window.anyWholeMonth && !wholeMonths) {
    const list = wholeMonthFilters(query, window)
    add(
      prepared<(string | number)[], CountRow>(
        db,
        `SELECT ${column} AS value, sum(listings) AS n FROM listing_month_figures
           ${whereOf(list.clauses)} GROUP BY ${column}`,
      ).all(...list.params),
    )
  }
  for (const edge of window.edges) {
    const list = edgeFilters(query, edge)
    add(
      prepared<(string | number)[], CountRow>(
        db,
        `SELECT ${column} AS value, count(*) AS n FROM listings ${BY_SOLD_MONTH}
           ${whereOf(list.clauses)} GROUP BY ${column}`,
      ).all(...list.params),
    )
  }
  return mostFrequentFirst(counts)
}

/** The summary columns of the aggregated fields the summary keeps, in the fields' order. */
export const summaryColumns = (fields: readonly string[]): string[] =>
  fields.flatMap((field) => SUMMARY_AGGREGATES.get(field) ?? [])

/**
 * `aggregates=` answered from the summary. Column names come only from the summary's own list.
 * `wholeMonths` holds the whole months' counts already read, one per column of
 * `summaryColumns(fields)`.
 */
export function summaryAggregates(
  db: Db,
  query: ListingsQuery,
  window: WindowParts,
  fields: readonly string[],
  wholeMonths: readonly ReadonlyMap<string, number>[] = [],
): Record<string, unknown> {
  return nestedCounts(
    fields,
    (column, at) => countsBy(db, query, window, column, wholeMonths[at]),
    SUMMARY_AGGREGATES,
  )
}
