import type { Cluster, ListingsQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { AGGREGATABLE, inFieldOrder, nestedCounts } from './aggregateFields'
import { columnsFor } from './boardRules'
import { cellBox, groupByCell, singleListings } from './mapCells'
import { ORDER_BY, type Where } from './listingFilters'
import { readRecords, type ListingKey } from './records'
import { monthSumsAlongside } from './monthSums'
import { answersFromSums, computeStatistics } from './statistics'
import { forViewer, parseFields, project, type Viewer } from './presentListing'
import { answerFromColumns } from './columnsSearch'
import { prepareSearch } from './searchRequest'
import type { ListingColumns } from './columns/listingColumns'
import { answerFromSummary } from './summary/summaryAnswer'
import { mostFrequentFirst, registerTally, tallies, TALLY } from './tally'
import { SUMMARY_AGGREGATES, summaryCanAnswer } from './summary/summaryRequest'

const DEFAULT_PAGE_SIZE = 100
const DEFAULT_CLUSTER_LIMIT = 200
const DEFAULT_CLUSTER_PRECISION = 16
/** The provider's default order when a search names none. */
const DEFAULT_SORT = 'updatedOnDesc'

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

function clusters(
  db: Db,
  where: Where,
  precision: number,
  limit: number,
  viewer: Viewer,
  fields: string[][] | undefined,
  alongside?: string,
): { clusters: Cluster[]; total: number } {
  // A guest's clusters group, centre and bound withheld listings by their grid-cell centres.
  const { rows, total } = groupByCell(db, where, precision, limit, columnsFor(viewer), alongside)
  const singleOf = singleListings(db, rows)
  const clusters = rows.map((row) => {
    const box = cellBox(row, precision)
    const cluster: Cluster = {
      count: row.n,
      location: { latitude: row.lat, longitude: row.lng },
      bounds: {
        top_left: { latitude: box.north, longitude: box.west },
        bottom_right: { latitude: box.south, longitude: box.east },
      },
    }
    const single = singleOf(row)
    if (!single) return cluster
    const listing = forViewer(single, viewer)
    // A single withheld listing's cluster sits, for a guest, at its grid-cell centre, as its pin.
    return {
      ...cluster,
      location: { ...listing.map },
      listing: project(listing, fields),
    }
  })
  return { clusters, total }
}

/**
 * The search's count and its page's keys. Clustering already counted every match; a text search
 * reads each candidate's row to match it, so its page's query counts in the same pass (one read
 * of every row, not two) whenever the page holds a listing.
 */
function countAndPage(
  db: Db,
  where: Where,
  query: ListingsQuery,
  clustered: number | undefined,
  pageSize: number,
  page: number,
): { count: number; keys: ListingKey[] } {
  const wantsPage = query.listings !== false
  const offset = (page - 1) * pageSize
  const order = `ORDER BY ${ORDER_BY[query.sortBy ?? DEFAULT_SORT]}, mls_number LIMIT ? OFFSET ?`
  if (clustered === undefined && wantsPage && (query.search ?? '').trim() !== '') {
    const keys = db
      .prepare<(string | number)[], ListingKey & { total: number }>(
        `SELECT mls_number, board_id, count(*) OVER () AS total FROM listings ${where.sql} ${order}`,
      )
      .all(...where.params, pageSize, offset)
    const first = keys[0]
    if (first) return { count: first.total, keys }
  }
  const count =
    clustered ??
    (
      db
        .prepare<(string | number)[], { n: number }>(
          `SELECT count(*) AS n FROM listings ${where.sql}`,
        )
        .get(...where.params) ?? { n: 0 }
    ).n
  if (!wantsPage || offset >= count) return { count, keys: [] }
  const keys = db
    .prepare<(string | number)[], ListingKey>(
      `SELECT mls_number, board_id FROM listings ${where.sql} ${order}`,
    )
    .all(...where.params, pageSize, offset)
  return { count, keys }
}

/** How a search may be answered; tests compare the ways. */
export interface SearchWays {
  /** False: read the listings even when the monthly summary could answer. */
  readonly fromSummary?: boolean
  /** True: statistics from the listings one by one, even when sums would answer. */
  readonly statisticsFromRows?: boolean
  /** The listings' columns in memory: a summary answer is worked out from them when they can. */
  readonly store?: ListingColumns
}

/** GET /listings: one search, with its page, count, clusters and aggregates. */
export function searchListings(
  db: Db,
  request: ListingsQuery,
  viewer: Viewer,
  { fromSummary = true, statisticsFromRows = false, store }: SearchWays = {},
): ListingsResponse {
  const prepared = prepareSearch(db, request, viewer)
  const { query, fields, where, aggregateFields, asked } = prepared
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
  // Statistics summed over the same listings as the clusters: added up in the clusters' read.
  const sums =
    query.cluster === true && asked.size > 0 && answersFromSums(asked, statisticsFromRows)
      ? monthSumsAlongside(db, viewer, asked.has('avg-daysOnMarket'))
      : undefined
  // As the provider: clusters only when asked with cluster=true.
  const grouped =
    query.cluster === true
      ? clusters(
          db,
          where,
          query.clusterPrecision ?? DEFAULT_CLUSTER_PRECISION,
          query.clusterLimit ?? DEFAULT_CLUSTER_LIMIT,
          viewer,
          parseFields(query.clusterFields),
          sums?.sql,
        )
      : undefined
  const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
  const page = query.pageNum ?? 1
  const { count, keys } = countAndPage(db, where, query, grouped?.total, pageSize, page)
  const numPages = Math.ceil(count / pageSize)
  const listings = readRecords(db, keys).map((record) => project(forViewer(record, viewer), fields))

  const response: ListingsResponse = { page, numPages, pageSize, count, listings }
  const stats =
    asked.size > 0
      ? computeStatistics(db, where, asked, viewer, statisticsFromRows, sums?.rows())
      : undefined
  if (stats) response.statistics = stats.result
  if (grouped || aggregateFields.length > 0) {
    const result = aggregates(db, where, aggregateFields)
    if (grouped) result.map = { clusters: grouped.clusters }
    if (
      stats &&
      query.aggregateStatistics === true &&
      aggregateFields.includes('details.propertyType')
    ) {
      result.details = {
        ...(result.details as Record<string, unknown> | undefined),
        propertyType: stats.byPropertyType(),
      }
    }
    response.aggregates = result
  }
  return response
}
