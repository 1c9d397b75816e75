import type { ListingsQuery } from '../../../../contract/realty'
import type { Viewer } from '../presentListing'
import type { MonthBuckets } from '../summary/bucketStatistics'
import { mediansOfMonths, type MedianField, type PeriodMedians } from '../summary/summaryMedians'
import { bucketsOf } from './columnBuckets'
import { countsOf } from './columnCounts'
import { monthlyValues } from './columnMedians'
import type { Columns } from './columnTable'
import { matchedListings } from './matchedListings'

/** What the monthly summary's answer is made of, worked out from the columns. */
export interface ColumnFigures {
  /** Per month and property type, in the order the summary's read fills them. */
  readonly buckets: MonthBuckets
  readonly medians: (field: MedianField) => PeriodMedians
  /** Matched listings per value of a listings column (`city`, `beds`, … as the listings table names them). */
  readonly countsOf: (column: string) => Map<string, number>
}

/**
 * The monthly summary's answer to a statistics search, from the columns: the same sums, medians
 * and counts its reads give (summaryFigures, summaryMedians, summaryCounts), or undefined where
 * that read declines (see `matchedListings`).
 */
export function columnFigures(
  columns: Columns,
  query: ListingsQuery,
  viewer: Viewer,
): ColumnFigures | undefined {
  const matched = matchedListings(columns, query)
  if (!matched) return undefined
  const medians = new Map<MedianField, PeriodMedians>()
  return {
    buckets: bucketsOf(matched.columns, matched, viewer),
    medians(field) {
      let known = medians.get(field)
      if (!known) {
        known = mediansOfMonths(monthlyValues(matched.columns, matched, viewer, field))
        medians.set(field, known)
      }
      return known
    },
    countsOf: (column) => countsOf(matched.columns, matched, column),
  }
}
