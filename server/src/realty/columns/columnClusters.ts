import { nestedCounts } from '../aggregateFields'
import { cellShift } from '../mapCells'
import type { Viewer } from '../presentListing'
import type { SearchFigures } from '../searchAnswer'
import { clusterShape, type PreparedSearch } from '../searchRequest'
import { answersFromSums, statisticsOfBuckets } from '../statistics'
import { mostFrequentFirst } from '../tally'
import { bucketsOf } from './columnBuckets'
import { columnCells } from './columnCells'
import { countsOf } from './columnCounts'
import type { ListingColumns } from './listingColumns'
import { columnsMatchEvery, mapMatch } from './mapMatch'

/**
 * A cluster search's figures from the listings' columns in memory: the map cells, the search's
 * count, counts per value of every aggregatable field and statistics summed per month and
 * property type, each as SQLite's read gives it (mean positions up to the last bits of their
 * sums). Undefined, for SQLite to answer, when the search carries a parameter the columns do
 * not match (`columnsMatchEvery`), asks a median or statistics read listing by listing, or the
 * columns are not built or hold a listing whose dates or position they cannot read as SQLite.
 */
export function clusterFiguresFromColumns(
  store: ListingColumns,
  { query, area, asked }: PreparedSearch,
  viewer: Viewer,
  statisticsFromRows: boolean,
): SearchFigures | undefined {
  if (query.cluster !== true || !columnsMatchEvery(query)) return undefined
  if (asked.size > 0 && !answersFromSums(asked, statisticsFromRows)) return undefined
  const columns = store.current()
  if (!columns || columns.irregular > 0) return undefined
  const matched = mapMatch(columns, query, area, viewer)
  const { precision, limit } = clusterShape(query)
  const grouped = columnCells(matched, cellShift(precision), limit)
  if (!grouped) return undefined
  // Every matched listing, as the statistics' and counts' readers of the columns take them.
  const listings = { columns: matched.columns, whole: matched.slots, edges: new Int32Array(0) }
  return {
    grouped,
    statistics:
      asked.size > 0
        ? statisticsOfBuckets(bucketsOf(matched.columns, listings, viewer), asked, viewer)
        : undefined,
    counts: (fields) =>
      nestedCounts(fields, (column) =>
        mostFrequentFirst(countsOf(matched.columns, listings, column)),
      ),
  }
}
