import {
  SALES_WITHHELD_REASON,
  type FieldStatistic,
  type Statistic,
  type Statistics,
} from '../../../../contract/realty'
import { MIN_SALES_FOR_GUESTS, guestSoldAverage, withholdFewSales } from '../boardRules'
import type { Viewer } from '../presentListing'
import { addInto, emptyBucket, type Bucket } from './summaryFigures'
import type { MedianField, PeriodMedians } from './summaryMedians'

type Period = 'mth' | 'yr'

/** Sums per month ("2026-05", a listing's sold month, or its list month while unsold) and property type. */
export type MonthBuckets = Map<string, Map<string, Bucket>>

export function total(buckets: Iterable<Bucket>): Bucket {
  const sum = emptyBucket()
  for (const bucket of buckets) addInto(sum, bucket)
  return sum
}

const mean = (sum: number, count: number) => (count === 0 ? null : Math.round(sum / count))

/** The average a field's statistics give, and how many values it rests on. */
function averageOf(field: MedianField, bucket: Bucket): { avg: number | null; count: number } {
  if (field === 'listPrice')
    return { avg: mean(bucket.listSum, bucket.listings), count: bucket.listings }
  if (field === 'daysOnMarket')
    return { avg: mean(bucket.daysSum, bucket.closed), count: bucket.closed }
  return { avg: mean(bucket.soldSum, bucket.sales), count: bucket.sales }
}

interface PeriodGroups {
  readonly by: Period
  readonly groups: readonly (readonly [string, Bucket])[]
}

function periodGroups(months: Map<string, Bucket>, asked: ReadonlySet<Statistic>): PeriodGroups[] {
  const sorted = [...months.entries()].sort(([a], [b]) => a.localeCompare(b))
  const years = new Map<string, Bucket>()
  for (const [month, bucket] of sorted) {
    const year = month.slice(0, 4)
    addInto(years.get(year) ?? years.set(year, emptyBucket()).get(year) ?? emptyBucket(), bucket)
  }
  return (['mth', 'yr'] as const)
    .filter((by) => asked.has(`grp-${by}`))
    .map((by) => ({ by, groups: by === 'mth' ? sorted : [...years.entries()] }))
}

/**
 * The `statistics` answer from sums per month and property type: averages, counts and (when
 * `mediansOf` gives them) medians, overall and per asked period, as `computeStatistics` computes
 * them from the listings one by one; a guest's sold-price figures withheld below 10 sales.
 */
export function statisticsOf(
  buckets: MonthBuckets,
  asked: ReadonlySet<Statistic>,
  viewer: Viewer,
  mediansOf: (field: MedianField) => PeriodMedians | undefined = () => undefined,
): { statistics: Statistics; overall: Bucket } {
  const months = new Map([...buckets].map(([month, byType]) => [month, total(byType.values())]))
  const overall = total(months.values())
  const grouped = periodGroups(months, asked)

  const statistics: Statistics = {}
  for (const field of ['soldPrice', 'listPrice', 'daysOnMarket'] as const) {
    if (!asked.has(`avg-${field}`) && !asked.has(`med-${field}`)) continue
    const medians = asked.has(`med-${field}`) ? mediansOf(field) : undefined
    const figuresOf = (
      bucket: Bucket,
      median: (of: PeriodMedians) => number | null | undefined,
    ) => ({
      ...(asked.has(`avg-${field}`) && { avg: averageOf(field, bucket).avg }),
      ...(medians && { med: median(medians) ?? null }),
    })
    const statistic: FieldStatistic = figuresOf(overall, (of) => of.overall)
    for (const { by, groups } of grouped) {
      statistic[by] = Object.fromEntries(
        groups.map(([key, bucket]) => [
          key,
          { ...figuresOf(bucket, (of) => of[by].get(key)), count: averageOf(field, bucket).count },
        ]),
      )
    }
    const guestSoldPrice = field === 'soldPrice' && !viewer.signedIn
    statistics[field] = guestSoldPrice ? withholdFewSales(statistic, overall.sales) : statistic
  }
  if (asked.has('cnt-closed')) {
    const closed: NonNullable<Statistics['closed']> = { count: overall.closed }
    for (const { by, groups } of grouped) {
      closed[by] = Object.fromEntries(
        groups.map(([key, bucket]) => [key, { count: bucket.closed }]),
      )
    }
    statistics.closed = closed
  }
  return { statistics, overall }
}

/** `aggregateStatistics` per property type: count and averages, a guest's sold average withheld below 10 sales. */
export function byPropertyType(buckets: MonthBuckets, viewer: Viewer) {
  const types = new Map<string, Bucket>()
  for (const byType of buckets.values()) {
    for (const [type, bucket] of byType) {
      addInto(types.get(type) ?? types.set(type, emptyBucket()).get(type) ?? emptyBucket(), bucket)
    }
  }
  return Object.fromEntries(
    [...types.entries()].map(([type, bucket]) => {
      const soldAverage = mean(bucket.soldSum, bucket.sales)
      return [
        type,
        {
          count: bucket.listings,
          listPrice: { avg: mean(bucket.listSum, bucket.listings) },
          soldPrice: viewer.signedIn
            ? { avg: soldAverage }
            : {
                avg: guestSoldAverage(soldAverage, bucket.sales),
                ...(bucket.sales < MIN_SALES_FOR_GUESTS && { withheld: SALES_WITHHELD_REASON }),
              },
        },
      ]
    }),
  )
}
