import type { ListingsQuery, ListingsResponse, Statistics } from '../../../contract/realty'
import type { Db } from '../db/database'
import { presentClusters } from './clusterAnswer'
import { columnsFor } from './boardRules'
import { orderBy, type Where } from './listingFilters'
import type { ClusterRow } from './mapCells'
import { forViewer, parseFields, project, type Viewer } from './presentListing'
import { readRecords, type ListingKey } from './records'
import { clusterShape, type PreparedSearch } from './searchRequest'

export const DEFAULT_PAGE_SIZE = 100
/** The provider's default order when a search names none. */
const DEFAULT_SORT = 'updatedOnDesc'

/**
 * What a search's answer holds besides its page, worked out by one way of reading the
 * listings (SQLite's, or the columns' in memory): the map cells asked with `cluster=true` and
 * the search's count beside them, the statistics, and counts per value of aggregated fields.
 */
export interface SearchFigures {
  readonly grouped?: { readonly rows: readonly ClusterRow[]; readonly total: number }
  readonly statistics?: { readonly result: Statistics; readonly byPropertyType: () => unknown }
  readonly counts: (fields: readonly string[]) => Record<string, unknown>
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
  viewer: Viewer,
): { count: number; keys: ListingKey[] } {
  const wantsPage = query.listings !== false
  const offset = (page - 1) * pageSize
  const sort = orderBy(query.sortBy ?? DEFAULT_SORT, columnsFor(viewer))
  const order = `ORDER BY ${sort}, mls_number LIMIT ? OFFSET ?`
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

/** The answer to a search from its figures: its page (read from SQLite), count and the rest. */
export function searchAnswer(
  db: Db,
  { query, fields, where, aggregateFields }: PreparedSearch,
  viewer: Viewer,
  figures: SearchFigures,
): ListingsResponse {
  const { grouped, statistics: stats } = figures
  const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
  const page = query.pageNum ?? 1
  const { count, keys } = countAndPage(db, where, query, grouped?.total, pageSize, page, viewer)
  const numPages = Math.ceil(count / pageSize)
  const listings = readRecords(db, keys).map((record) => project(forViewer(record, viewer), fields))

  const response: ListingsResponse = { page, numPages, pageSize, count, listings }
  if (stats) response.statistics = stats.result
  if (grouped || aggregateFields.length > 0) {
    const result = figures.counts(aggregateFields)
    if (grouped) {
      const { precision } = clusterShape(query)
      const clusterFields = parseFields(query.clusterFields)
      result.map = { clusters: presentClusters(db, grouped.rows, precision, viewer, clusterFields) }
    }
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
