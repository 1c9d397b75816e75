/**
 * The market data of the trends page's statistics responses, in the provider's shape: each
 * statistic nested with its monthly groups (`soldPrice.avg`, `soldPrice.mth["2026-05"].avg`,
 * `closed.mth["2026-05"].count`), and `details.propertyType` aggregates per type with count and
 * average. Read defensively: a missing figure is null, never a made-up zero.
 */
import { compareText } from '../compareText'

export interface MarketFigures {
  readonly avgSoldPrice: number | null
  readonly medSoldPrice: number | null
  readonly avgListPrice: number | null
  readonly sales: number
  readonly avgDaysOnMarket: number | null
  /**
   * The average sold price as a percent of the average asking price of the same sales, one
   * decimal (102.5 means homes went 2.5 % over asking on average).
   */
  readonly soldToAskingPercent: number | null
  /** The service withheld the sold-price figures: they would rest on fewer than 10 sales. */
  readonly soldPriceWithheld: boolean
}

export interface MonthFigures {
  /** "2026-05" */
  readonly month: string
  readonly avgSoldPrice: number | null
  readonly sales: number
  readonly avgDaysOnMarket: number | null
  /** The month's average sold price was withheld: fewer than 10 sales. */
  readonly soldPriceWithheld: boolean
}

export interface PropertyTypeFigures {
  readonly type: string
  readonly count: number
  readonly avgListPrice: number | null
}

export interface MarketSnapshot {
  readonly current: MarketFigures
  /** The window of the same length just before; undefined when it could not be read. */
  readonly previous: MarketFigures | undefined
  readonly months: readonly MonthFigures[]
  readonly propertyTypes: readonly PropertyTypeFigures[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const child = (value: unknown, key: string): Json =>
  isObject(value) && Object.hasOwn(value, key) && isObject(value[key]) ? value[key] : {}
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const count = (value: unknown): number => Math.max(0, numberOrNull(value) ?? 0)
/** The service names why a figure is null (`withheld: "fewer-than-10-sales"`). */
const isWithheld = (figures: Json): boolean => typeof figures.withheld === 'string'

/** Sold as a percent of asking, one decimal; null without both averages. */
export function soldToAsking(avgSold: number | null, avgList: number | null): number | null {
  if (avgSold === null || avgList === null || avgList <= 0) return null
  return Math.round((avgSold / avgList) * 1000) / 10
}

function figures(stats: unknown): MarketFigures {
  const avgSoldPrice = numberOrNull(child(stats, 'soldPrice').avg)
  const avgListPrice = numberOrNull(child(stats, 'listPrice').avg)
  return {
    avgSoldPrice,
    medSoldPrice: numberOrNull(child(stats, 'soldPrice').med),
    avgListPrice,
    sales: count(child(stats, 'closed').count),
    avgDaysOnMarket: numberOrNull(child(stats, 'daysOnMarket').avg),
    soldToAskingPercent: soldToAsking(avgSoldPrice, avgListPrice),
    soldPriceWithheld: isWithheld(child(stats, 'soldPrice')),
  }
}

const MONTH = /^\d{4}-\d{2}$/

/** Per month, from each statistic's own `mth` groups. */
function monthsOf(stats: unknown): MonthFigures[] {
  const sold = child(child(stats, 'soldPrice'), 'mth')
  const closed = child(child(stats, 'closed'), 'mth')
  const days = child(child(stats, 'daysOnMarket'), 'mth')
  const keys = new Set([...Object.keys(sold), ...Object.keys(closed), ...Object.keys(days)])
  return [...keys]
    .filter((month) => MONTH.test(month))
    .sort(compareText)
    .map((month) => ({
      month,
      avgSoldPrice: numberOrNull(child(sold, month).avg),
      sales: count(child(closed, month).count ?? child(sold, month).count),
      avgDaysOnMarket: numberOrNull(child(days, month).avg),
      soldPriceWithheld: isWithheld(child(sold, month)),
    }))
}

/** Reads a listings response's statistics and aggregates, and the previous window's, into figures. */
export function readMarketSnapshot(
  response: { readonly statistics?: unknown; readonly aggregates?: unknown },
  previousResponse?: { readonly statistics?: unknown },
): MarketSnapshot {
  const stats = response.statistics
  const propertyTypes = Object.entries(child(child(response.aggregates, 'details'), 'propertyType'))
    .map(([type, value]) => ({
      type,
      count: count(isObject(value) ? value.count : undefined),
      avgListPrice: numberOrNull(child(value, 'listPrice').avg),
    }))
    .filter((entry) => entry.count > 0)
  return {
    current: figures(stats),
    previous: isObject(previousResponse?.statistics)
      ? figures(previousResponse.statistics)
      : undefined,
    months: monthsOf(stats),
    propertyTypes,
  }
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

/** The top property tables show 5 entries. */
export const TOP_TYPES = 5

/**
 * A type is pointed out as selling often at high prices only with at least this many sales:
 * on one or two sales a ranking says nothing about the market.
 */
export const MIN_SALES_TO_POINT_OUT = 10

/**
 * A type ranks by its average list price only with at least this many sales: the average of one
 * or two sales is those homes' own prices, not the market's.
 */
export const MIN_SALES_TO_RANK_BY_PRICE = 3

/** Property types that are not homes: they stay out of the residential rankings. */
export const NON_RESIDENTIAL_TYPES: ReadonlySet<string> = new Set([
  'Commercial',
  'Commercial Retail',
  'Office',
  'Industrial',
  'Sale Of Business',
  'Other',
])

export interface TopPropertyTypes {
  readonly byCount: readonly PropertyTypeFigures[]
  readonly byPrice: readonly PropertyTypeFigures[]
  /**
   * Types in both rankings with enough sales to mean something: the page points them out as
   * selling often at high prices (an observation of the market, not advice).
   */
  readonly exceptional: readonly string[]
}

/**
 * The 5 most sold home types, and the 5 with the highest average list price among those with
 * enough sales for an average to mean something.
 */
export function topPropertyTypes(all: readonly PropertyTypeFigures[]): TopPropertyTypes {
  const types = all.filter((entry) => !NON_RESIDENTIAL_TYPES.has(entry.type))
  const byCount = [...types]
    .sort((a, b) => b.count - a.count || compareText(a.type, b.type))
    .slice(0, TOP_TYPES)
  const byPrice = types
    .filter((entry) => entry.avgListPrice !== null && entry.count >= MIN_SALES_TO_RANK_BY_PRICE)
    .sort((a, b) => (b.avgListPrice ?? 0) - (a.avgListPrice ?? 0) || compareText(a.type, b.type))
    .slice(0, TOP_TYPES)
  const priced = new Set(byPrice.map((entry) => entry.type))
  return {
    byCount,
    byPrice,
    exceptional: byCount
      .filter((entry) => entry.count >= MIN_SALES_TO_POINT_OUT && priced.has(entry.type))
      .map((entry) => entry.type),
  }
}
