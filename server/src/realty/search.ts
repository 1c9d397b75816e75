import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { AGGREGATABLE, inFieldOrder, nestedCounts } from './aggregateFields'
import { columnsFor } from './boardRules'
import { clusterFiguresFromColumns } from './columns/columnClusters'
import type { ListingColumns } from './columns/listingColumns'
import { answerFromColumns } from './columnsSearch'
import type { Where } from './listingFilters'
import { groupByCell } from './mapCells'
import { monthSumsAlongside } from './monthSums'
import type { Viewer } from './presentListing'
import { searchAnswer, type SearchFigures } from './searchAnswer'
import { mapAreaOf, type MapArea } from './mapPolygon'
import { clusterShape, prepareSearch, type PreparedSearch } from './searchRequest'
import { answersFromSums, computeStatistics } from './statistics'
import { answerFromSummary } from './summary/summaryAnswer'
import { SUMMARY_AGGREGATES, summaryCanAnswer } from './summary/summaryRequest'
import { mostFrequentFirst, registerTally, tallies, TALLY } from './tally'

/**
 * Each column's counts of matching listings per value, most frequent first. One column: SQLite
 * groups (through an index ordered by it when the search allows). Several: all counted in one
 * read of the matching listings (tally.ts), where a GROUP BY each would sort them all each time
 * (five fields over 100,000 listings: about 60 ms against 150-200).
 */
function countValues(db: Db, where: Where, columns: readonly string[]): Record<string, number>[] {
  const [only] = columns
  if (only !== undefined && columns.length === 1) {
    const rows = db
      .prepare<(string | number)[], { value: string | number | null; n: number }>(
        `SELECT ${only} AS value, count(*) AS n FROM listings ${where.sql} GROUP BY ${only}`,
      )
      .all(...where.params)
    return [mostFrequentFirst(rows.map((row) => [String(row.value), row.n]))]
  }
  registerTally(db)
  const row = db
    .prepare<(string | number)[], { counts: string | null }>(
      `SELECT ${TALLY}(1, ${columns.join(', ')}) AS counts FROM listings ${where.sql}`,
    )
    .get(...where.params)
  return tallies(row?.counts ?? null, columns.length)
}

/** Each field's counts of matching listings per value, added to `result` (a new object by default). */
function aggregates(
  db: Db,
  where: Where,
  fields: readonly string[],
  result: Record<string, unknown> = {},
): Record<string, unknown> {
  if (fields.length === 0) return result
  const counted = countValues(
    db,
    where,
    fields.map((field) => AGGREGATABLE.get(field) ?? 'class'),
  )
  return nestedCounts(fields, (_column, at) => counted[at] ?? {}, AGGREGATABLE, result)
}

/**
 * The figures read from SQLite: statistics summed over the same listings as the clusters are
 * added up in the clusters' read; counts per value counted when the answer is put together.
 */
function figuresFromSqlite(
  db: Db,
  { query, where, asked }: PreparedSearch,
  viewer: Viewer,
  statisticsFromRows: boolean,
): SearchFigures {
  const sums =
    query.cluster === true && asked.size > 0 && answersFromSums(asked, statisticsFromRows)
      ? monthSumsAlongside(db, viewer, asked.has('avg-daysOnMarket'))
      : undefined
  const { precision, limit } = clusterShape(query)
  // As the provider: clusters only when asked with cluster=true. A guest's clusters group,
  // centre and bound withheld listings by their grid-cell centres.
  const grouped =
    query.cluster === true
      ? groupByCell(db, where, precision, limit, columnsFor(viewer), sums?.sql)
      : undefined
  const statistics =
    asked.size > 0
      ? computeStatistics(db, where, asked, viewer, statisticsFromRows, sums?.rows())
      : undefined
  return { grouped, statistics, counts: (fields) => aggregates(db, where, fields) }
}

/** How a search may be answered; tests compare the ways. */
export interface SearchWays {
  /** False: read the listings even when the monthly summary could answer. */
  readonly fromSummary?: boolean
  /** True: statistics from the listings one by one, even when sums would answer. */
  readonly statisticsFromRows?: boolean
  /**
   * The listings' columns in memory: a summary answer is worked out from them when they can,
   * and a cluster search's clusters, counts and summed statistics.
   */
  readonly store?: ListingColumns
  /** The request's `map` as the caller already parsed and repaired it; else parsed here. */
  readonly area?: MapArea
}

/** GET /listings: one search, with its page, count, clusters and aggregates. */
export function searchListings(
  db: Db,
  request: ListingsQuery,
  viewer: Viewer,
  {
    fromSummary = true,
    statisticsFromRows = false,
    store,
    area = mapAreaOf(request),
  }: SearchWays = {},
): ListingsResponse {
  const prepared = prepareSearch(db, request, viewer, area)
  const { query, where, aggregateFields, asked } = prepared
  // Statistics over whole months are summed ahead; the summary says when it cannot answer.
  if (fromSummary && summaryCanAnswer(query, asked)) {
    const fromColumns = store && answerFromColumns(db, store, prepared, viewer)
    if (fromColumns) return fromColumns
    const summed = answerFromSummary(db, query, asked, aggregateFields, viewer)
    if (summed) {
      // Fields the summary does not keep (style, neighbourhood...) are counted from the listings.
      const unsummed = aggregateFields.filter((field) => !SUMMARY_AGGREGATES.has(field))
      if (unsummed.length > 0) {
        const counted = aggregates(db, where, unsummed)
        summed.aggregates = inFieldOrder(aggregateFields, summed.aggregates ?? {}, counted)
      }
      return summed
    }
  }
  const figures =
    (store && clusterFiguresFromColumns(store, prepared, viewer, statisticsFromRows)) ??
    figuresFromSqlite(db, prepared, viewer, statisticsFromRows)
  return searchAnswer(db, prepared, viewer, figures)
}
