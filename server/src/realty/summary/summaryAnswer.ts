import type { ListingsQuery, ListingsResponse, Statistic } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import type { Viewer } from '../presentListing'
import { byPropertyType, statisticsOf } from './bucketStatistics'
import { summaryAggregates, summaryColumns } from './summaryCounts'
import { readFigures } from './summaryFigures'
import { mediansFor } from './summaryMedians'
import type { DayRange } from './summaryRequest'

const DEFAULT_PAGE_SIZE = 100

/**
 * A statistics search answered from the monthly summary, equal to the answer the listings give
 * (`computeStatistics` and the aggregates in search.ts). Undefined when the summary cannot
 * answer it exactly; the caller then reads the listings.
 */
export function answerFromSummary(
  db: Db,
  query: ListingsQuery,
  asked: ReadonlySet<Statistic>,
  aggregateFields: readonly string[],
  viewer: Viewer,
): ListingsResponse | undefined {
  const columns = summaryColumns(aggregateFields)
  const figures = readFigures(db, query, viewer, columns)
  if (!figures) return undefined
  const window: Partial<DayRange> = { from: query.minSoldDate, to: query.maxSoldDate }
  const { statistics, overall } = statisticsOf(
    figures.buckets,
    asked,
    viewer,
    mediansFor(db, query, viewer, window, asked),
  )

  const pageSize = query.resultsPerPage ?? DEFAULT_PAGE_SIZE
  const response: ListingsResponse = {
    page: query.pageNum ?? 1,
    numPages: Math.ceil(overall.listings / pageSize),
    pageSize,
    count: overall.listings,
    listings: [],
    statistics,
  }
  if (aggregateFields.length > 0) {
    const aggregates = summaryAggregates(
      db,
      query,
      figures.window,
      aggregateFields,
      figures.wholeMonthCounts,
    )
    if (query.aggregateStatistics === true && aggregateFields.includes('details.propertyType')) {
      aggregates.details = {
        ...(aggregates.details as Record<string, unknown> | undefined),
        propertyType: byPropertyType(figures.buckets, viewer),
      }
    }
    response.aggregates = aggregates
  }
  return response
}
