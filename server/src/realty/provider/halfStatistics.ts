import type { FieldStatistic, PeriodFigures, Statistics } from '../../../../contract/realty'
import { badRequest } from '../../httpErrors'

// The statistics of a search asked as an active half and a sold half, put back together where
// the result is exact: counts added, averages weighted by their counts, medians refused.

type Figure = number | null | undefined

/** Two halves' figure of one kind: the one present, or both combined by `both`. */
function combine(a: Figure, b: Figure, both: (a: number, b: number) => number | null): Figure {
  if (a === undefined || a === null) return b ?? a
  if (b === undefined || b === null) return a
  return both(a, b)
}

const weighted = (weightA: number, weightB: number) => (a: number, b: number) =>
  weightA + weightB === 0 ? null : (a * weightA + b * weightB) / (weightA + weightB)

/** A median of two sets cannot be had from their two medians. */
const noMedian = (name: string) => () => {
  throw badRequest(
    `querystring/statistics cannot give med-${name} of active and sold homes with a date period: ask each status on its own`,
  )
}

function mergePeriods(
  name: string,
  active: Readonly<Record<string, PeriodFigures>> | undefined,
  sold: Readonly<Record<string, PeriodFigures>> | undefined,
): Record<string, PeriodFigures> | undefined {
  if (!active || !sold) return active ?? sold
  const result: Record<string, PeriodFigures> = {}
  for (const period of new Set([...Object.keys(active), ...Object.keys(sold)])) {
    const a = active[period]
    const b = sold[period]
    if (!a || !b) {
      const only = a ?? b
      if (only) result[period] = only
      continue
    }
    const merged: PeriodFigures = { count: a.count + b.count }
    const avg = combine(a.avg, b.avg, weighted(a.count, b.count))
    const med = combine(a.med, b.med, noMedian(name))
    if (avg !== undefined) merged.avg = avg
    if (med !== undefined) merged.med = med
    // A period's figure withheld by a half stays withheld unless the other half gives it.
    const withheld = a.withheld ?? b.withheld
    if (withheld && (avg ?? med ?? null) === null) merged.withheld = withheld
    result[period] = merged
  }
  return result
}

function mergeField(
  name: string,
  active: FieldStatistic | undefined,
  sold: FieldStatistic | undefined,
  counts: readonly [number, number],
): FieldStatistic | undefined {
  if (!active || !sold) return active ?? sold
  const merged: FieldStatistic = {}
  const avg = combine(active.avg, sold.avg, weighted(...counts))
  const med = combine(active.med, sold.med, noMedian(name))
  if (avg !== undefined) merged.avg = avg
  if (med !== undefined) merged.med = med
  const mth = mergePeriods(name, active.mth, sold.mth)
  const yr = mergePeriods(name, active.yr, sold.yr)
  if (mth) merged.mth = mth
  if (yr) merged.yr = yr
  const withheld = active.withheld ?? sold.withheld
  if (withheld && (avg ?? med ?? null) === null) merged.withheld = withheld
  return merged
}

function addCounts<T extends { count: number }>(
  a: Readonly<Record<string, T>> | undefined,
  b: Readonly<Record<string, T>> | undefined,
): Record<string, { count: number }> | undefined {
  if (!a || !b) return a ?? b
  const result: Record<string, { count: number }> = {}
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    result[key] = { count: (a[key]?.count ?? 0) + (b[key]?.count ?? 0) }
  }
  return result
}

/**
 * Statistics of the two halves as one: counts added, an average weighted by each half's count
 * (every listing has a list price and days on market; the active half has no sold price, so the
 * sold-price figures are the sold half's), a period's average weighted by the period's counts.
 * A median both halves give cannot be combined: that search is refused rather than answered
 * wrong.
 */
export function mergeStatistics(
  active: Statistics | undefined,
  sold: Statistics | undefined,
  counts: readonly [number, number],
): Statistics | undefined {
  if (!active || !sold) return active ?? sold
  const result: Statistics = {}
  for (const name of ['soldPrice', 'listPrice', 'daysOnMarket'] as const) {
    const merged = mergeField(name, active[name], sold[name], counts)
    if (merged) result[name] = merged
  }
  if (active.closed || sold.closed) {
    const closed = {
      count: (active.closed?.count ?? 0) + (sold.closed?.count ?? 0),
      ...(addCounts(active.closed?.mth, sold.closed?.mth) && {
        mth: addCounts(active.closed?.mth, sold.closed?.mth),
      }),
      ...(addCounts(active.closed?.yr, sold.closed?.yr) && {
        yr: addCounts(active.closed?.yr, sold.closed?.yr),
      }),
    }
    result.closed = closed
  }
  return result
}
