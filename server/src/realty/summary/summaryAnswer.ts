import type { ListingsQuery, ListingsResponse, Statistic } from '../../../../contract/realty'
import type { Db } from '../../db/database'
import type { Viewer } from '../presentListing'
import { byPropertyType, statisticsOf, type MonthBuckets } from './bucketStatistics'
import { summaryAggregates, summaryColumns } from './summaryCounts'
import { readFigures } from './summaryFigures'
import { mediansFor, type MedianField, type PeriodMedians } from './summaryMedians'
import type { DayRange } from './summaryRequest'

const DEFAULT_PAGE_SIZE = 100

/** What a summary answer is made of, from the summary's reads or from the listings' columns. */
export interface SummaryParts {
  readonly buckets: MonthBuckets
  readonly medians: (field: MedianField) => PeriodMedians
  /** The counted aggregates, nested (`summaryAggregates`, `nestedCounts`). */
  readonly aggregates: () => Record<string, unknown>
}

/** The response of a statistics search from its parts, the same whichever way they were read. */
export function summaryResponse(
  query: ListingsQuery,
  asked: ReadonlySet<Statistic>,
  aggregateFields: readonly string[],
  viewer: Viewer,
  parts: SummaryParts,
): ListingsResponse {
  const { statistics, overall } = statisticsOf(parts.buckets, asked, viewer, parts.medians)
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
    const aggregates = parts.aggregates()
    if (query.aggregateStatistics === true && aggregateFields.includes('details.propertyType')) {
      aggregates.details = {
        ...(aggregates.details as Record<string, unknown> | undefined),
        propertyType: byPropertyType(parts.buckets, viewer),
      }
    }
    response.aggregates = aggregates
  }
  return response
}

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
  const figures = readFigures(db, query, viewer, summaryColumns(aggregateFields))
  if (!figures) return undefined
  const window: Partial<DayRange> = { from: query.minSoldDate, to: query.maxSoldDate }
  return summaryResponse(query, asked, aggregateFields, viewer, {
    buckets: figures.buckets,
    medians: mediansFor(db, query, viewer, window, asked),
    aggregates: () =>
      summaryAggregates(db, query, figures.window, aggregateFields, figures.wholeMonthCounts),
  })
}
