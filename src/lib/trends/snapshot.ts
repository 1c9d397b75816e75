/**
 * The market data of one statistics response (second spec, section 3: mth per month with avg and
 * count, soldPrice, listPrice, aboveBelowList, daysOnMarket.avg, details.propertyType per type
 * with count and avg), read defensively: a missing figure is null, never a made-up zero.
 */

export interface MarketFigures {
  readonly avgSoldPrice: number | null
  readonly medSoldPrice: number | null
  readonly sales: number
  readonly avgDaysOnMarket: number | null
  readonly aboveListPercent: number | null
  readonly belowListPercent: number | null
}

export interface MonthFigures {
  /** "2026-05" */
  readonly month: string
  readonly avgSoldPrice: number | null
  readonly sales: number
  readonly avgDaysOnMarket: number | null
}

export interface PropertyTypeFigures {
  readonly type: string
  readonly count: number
  readonly avgListPrice: number | null
}

export interface MarketSnapshot {
  readonly current: MarketFigures
  /** The window of the same length just before; undefined when the service sent none. */
  readonly previous: MarketFigures | undefined
  readonly months: readonly MonthFigures[]
  readonly propertyTypes: readonly PropertyTypeFigures[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const child = (value: unknown, key: string): Json =>
  isObject(value) && isObject(value[key]) ? value[key] : {}
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const count = (value: unknown): number => Math.max(0, numberOrNull(value) ?? 0)

function figures(stats: unknown): MarketFigures {
  const sold = child(stats, 'soldPrice')
  const shares = child(stats, 'aboveBelowList')
  return {
    avgSoldPrice: numberOrNull(sold.avg),
    medSoldPrice: numberOrNull(sold.med),
    sales: count(child(stats, 'closed').count ?? sold.count),
    avgDaysOnMarket: numberOrNull(child(stats, 'daysOnMarket').avg),
    aboveListPercent: numberOrNull(shares.above),
    belowListPercent: numberOrNull(shares.below),
  }
}

/** Reads the statistics and aggregates of a listings response into the page's figures. */
export function readMarketSnapshot(response: {
  readonly statistics?: unknown
  readonly aggregates?: unknown
}): MarketSnapshot {
  const stats = response.statistics
  const previous = isObject(stats) && isObject(stats.previous) ? figures(stats.previous) : undefined
  const months = Object.entries(child(stats, 'mth'))
    .filter(([month]) => /^\d{4}-\d{2}$/.test(month))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, value]) => ({
      month,
      avgSoldPrice: numberOrNull(child(value, 'soldPrice').avg),
      sales: count(child(value, 'soldPrice').count),
      avgDaysOnMarket: numberOrNull(child(value, 'daysOnMarket').avg),
    }))
  const propertyTypes = Object.entries(child(child(response.aggregates, 'details'), 'propertyType'))
    .map(([type, value]) => ({
      type,
      count: count(isObject(value) ? value.count : undefined),
      avgListPrice: numberOrNull(child(value, 'listPrice').avg),
    }))
    .filter((entry) => entry.count > 0)
  return { current: figures(stats), previous, months, propertyTypes }
}

/** Percent change from `before` to `now`, one decimal; null when there is nothing to compare. */
export function percentChange(
  now: number | null,
  before: number | null | undefined,
): number | null {
  if (now === null || before === null || before === undefined || before === 0) return null
  return Math.round(((now - before) / before) * 1000) / 10
}

/** A change in percentage points (for shares sold above or below asking). */
export function pointChange(now: number | null, before: number | null | undefined): number | null {
  if (now === null || before === null || before === undefined) return null
  return Math.round((now - before) * 10) / 10
}

/** Second spec, section 9: the top property tables show 5 entries. */
export const TOP_TYPES = 5

export interface TopPropertyTypes {
  readonly byCount: readonly PropertyTypeFigures[]
  readonly byPrice: readonly PropertyTypeFigures[]
  /** Types in both rankings: the page highlights them as exceptional investment opportunities. */
  readonly exceptional: readonly string[]
}

/** The 5 most sold types and the 5 with the highest average list price. */
export function topPropertyTypes(types: readonly PropertyTypeFigures[]): TopPropertyTypes {
  const byCount = [...types]
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
    .slice(0, TOP_TYPES)
  const byPrice = types
    .filter((entry) => entry.avgListPrice !== null)
    .sort((a, b) => (b.avgListPrice ?? 0) - (a.avgListPrice ?? 0) || a.type.localeCompare(b.type))
    .slice(0, TOP_TYPES)
  const priced = new Set(byPrice.map((entry) => entry.type))
  return {
    byCount,
    byPrice,
    exceptional: byCount.map((entry) => entry.type).filter((type) => priced.has(type)),
  }
}
