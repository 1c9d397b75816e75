import type { ListingsQuery, ListingsResponse } from '../../../contract/realty'
import type { Db } from '../db/database'
import { nestedCounts } from './aggregateFields'
import { clusterFiguresFromColumns } from './columns/columnClusters'
import { columnFigures } from './columns/columnFigures'
import type { ListingColumns } from './columns/listingColumns'
import { mapAreaOf, type MapArea } from './mapPolygon'
import type { Viewer } from './presentListing'
import { searchAnswer } from './searchAnswer'
import { prepareSearch, type PreparedSearch } from './searchRequest'
import { summaryResponse } from './summary/summaryAnswer'
import { wholeMonthsBeyondBounds } from './summary/summaryFigures'
import { summaryCanAnswer } from './summary/summaryRequest'
import { mostFrequentFirst } from './tally'

/**
 * The summary's answer worked out from the listings' columns (columnFigures), aggregates of
 * every field included, or undefined where the summary's own read would decline or the columns
 * are not ready.
 */
export function answerFromColumns(
  db: Db,
  store: ListingColumns,
  { query, aggregateFields, asked }: PreparedSearch,
  viewer: Viewer,
): ListingsResponse | undefined {
  if (!summaryCanAnswer(query, asked)) return undefined
  const columns = store.current()
  if (!columns || columns.irregular > 0) return undefined
  const figures = columnFigures(columns, query, viewer)
  if (!figures || wholeMonthsBeyondBounds(db, query)) return undefined
  return summaryResponse(query, asked, aggregateFields, viewer, {
    buckets: figures.buckets,
    medians: figures.medians,
    // Every aggregatable field is a column here: all are counted from the matched listings.
    aggregates: () =>
      nestedCounts(aggregateFields, (column) => mostFrequentFirst(figures.countsOf(column))),
  })
}

/**
 * A statistics or cluster search answered whole from the listings' columns on the calling
 * thread (a scan of typed arrays, a few milliseconds), or undefined when it needs the listings
 * themselves: a filter the columns do not match, a question the summary declines, a page (read
 * from SQLite, which a heavy search does on a worker), or statistics with a drawn area but no
 * clusters.
 */
export function searchFromColumns(
  db: Db,
  store: ListingColumns,
  request: ListingsQuery,
  viewer: Viewer,
  /** The request's `map`, as its caller already parsed it. */
  area: MapArea | undefined = mapAreaOf(request),
): ListingsResponse | undefined {
  if (request.cluster === true) {
    if (request.listings !== false) return undefined
    const prepared = prepareSearch(db, request, viewer, area)
    const figures = clusterFiguresFromColumns(store, prepared, viewer, false)
    return figures && searchAnswer(db, prepared, viewer, figures)
  }
  if (request.map !== undefined) return undefined
  return answerFromColumns(db, store, prepareSearch(db, request, viewer, area), viewer)
}
