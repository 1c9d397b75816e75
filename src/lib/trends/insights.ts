import { percentChange, pointChange, type MarketSnapshot, type MonthFigures } from './snapshot'

/** Below this change in either direction a figure is said to hold steady. */
export const STEADY_PERCENT = 1

/** A percentage change resting on fewer sales than this (either side) is quoted with a caveat. */
export const FEW_SALES = 10

export type Direction = 'up' | 'down' | 'steady'

export function direction(change: number | null): Direction {
  if (change === null || Math.abs(change) < STEADY_PERCENT) return 'steady'
  return change > 0 ? 'up' : 'down'
}

/**
 * A sentence the page writes from the numbers: a translation key under `insights.` and the
 * values it needs. Months are "YYYY-MM" for the screen to name in the reader's language.
 */
export interface Insight {
  readonly key: string
  readonly values: Readonly<Record<string, string | number>>
}

const weightedAverage = (
  months: readonly MonthFigures[],
  pick: (m: MonthFigures) => number | null,
) => {
  let total = 0
  let weight = 0
  for (const month of months) {
    const value = pick(month)
    if (value === null || month.sales === 0) continue
    total += value * month.sales
    weight += month.sales
  }
  return weight === 0 ? null : total / weight
}

/**
 * How prices and days on market moved inside the window: the opening months against the closing
 * months (half the window each, at most a year each), weighted by sales.
 */
export function windowTrend(months: readonly MonthFigures[]) {
  const withSales = months.filter((month) => month.sales > 0)
  const span = Math.min(12, Math.floor(withSales.length / 2))
  if (span === 0) return undefined
  const opening = withSales.slice(0, span)
  const closing = withSales.slice(-span)
  const price = percentChange(
    round(weightedAverage(closing, (m) => m.avgSoldPrice)),
    round(weightedAverage(opening, (m) => m.avgSoldPrice)),
  )
  const days = percentChange(
    round(weightedAverage(closing, (m) => m.avgDaysOnMarket)),
    round(weightedAverage(opening, (m) => m.avgDaysOnMarket)),
  )
  return {
    from: opening[0]?.month ?? '',
    to: closing.at(-1)?.month ?? '',
    price,
    priceDirection: direction(price),
    days,
    daysDirection: direction(days),
  }
}

/** Whether two directions point opposite ways (steady never contradicts anything). */
export const opposite = (a: Direction, b: Direction) =>
  (a === 'up' && b === 'down') || (a === 'down' && b === 'up')

const round = (value: number | null) => (value === null ? null : Math.round(value))

/** The months with the most sales and the highest average price. */
export function strongestMonths(months: readonly MonthFigures[]) {
  const withSales = months.filter((month) => month.sales > 0)
  if (withSales.length === 0) return undefined
  const busiest = withSales.reduce((best, month) => (month.sales > best.sales ? month : best))
  const priced = withSales.filter((month) => month.avgSoldPrice !== null)
  const priciest = priced.length
    ? priced.reduce((best, month) =>
        (month.avgSoldPrice ?? 0) > (best.avgSoldPrice ?? 0) ? month : best,
      )
    : undefined
  const quietest = withSales.reduce((low, month) => (month.sales < low.sales ? month : low))
  return { busiest, priciest, quietest }
}

/**
 * Over several years, the calendar month (1-12) with the most sales on average: the seasonal
 * peak. Needs at least two years of months to speak of a season.
 */
export function seasonalPeak(months: readonly MonthFigures[]) {
  const years = new Set(months.map((month) => month.month.slice(0, 4)))
  if (years.size < 3) return undefined
  const byCalendarMonth = new Map<number, { sales: number; n: number }>()
  for (const month of months) {
    const calendar = Number(month.month.slice(5, 7))
    const entry = byCalendarMonth.get(calendar) ?? { sales: 0, n: 0 }
    byCalendarMonth.set(calendar, { sales: entry.sales + month.sales, n: entry.n + 1 })
  }
  const averages = [...byCalendarMonth.entries()].map(([calendar, entry]) => ({
    calendar,
    sales: entry.sales / entry.n,
  }))
  const peak = averages.reduce((best, entry) => (entry.sales > best.sales ? entry : best))
  const low = averages.reduce((worst, entry) => (entry.sales < worst.sales ? entry : worst))
  return { peakMonth: peak.calendar, lowMonth: low.calendar }
}

export interface MarketInsights {
  readonly overview: readonly Insight[]
  readonly marketTrends: readonly Insight[]
  readonly behaviourShifts: readonly Insight[]
  readonly seasonal: readonly Insight[]
}

/**
 * The page's overview, market trends, behaviour shifts and seasonal insights, written from the figures rather than fixed copy.
 */
export function marketInsights(
  snapshot: MarketSnapshot,
  context: {
    readonly city: string
    readonly maxBeds: number
    /** "YYYY-MM" of today: a month still under way is left out of the monthly rankings. */
    readonly currentMonth?: string
  },
): MarketInsights {
  const { current, previous, months } = snapshot
  const wholeMonths = months.filter((month) => month.month !== context.currentMonth)
  if (current.sales === 0) {
    return {
      overview: [{ key: 'noSales', values: { city: context.city } }],
      marketTrends: [],
      behaviourShifts: [],
      seasonal: [],
    }
  }
  const overview: Insight[] = [
    {
      // 'up to 1 bedroom', never 'up to 1 bedrooms'.
      key: context.maxBeds === 1 ? 'overviewOneBedroom' : 'overview',
      values: {
        city: context.city,
        beds: context.maxBeds,
        sales: current.sales,
        avg: current.avgSoldPrice ?? 0,
        med: current.medSoldPrice ?? 0,
        days: current.avgDaysOnMarket ?? 0,
      },
    },
  ]
  const salesChange = percentChange(current.sales, previous?.sales)
  if (salesChange !== null) {
    overview.push({
      key: `salesVsPrevious.${direction(salesChange)}`,
      values: { change: Math.abs(salesChange), previous: previous?.sales ?? 0 },
    })
  }
  const fewest = Math.min(current.sales, previous?.sales ?? current.sales)
  if (fewest < FEW_SALES) {
    overview.push({ key: 'fewSales', values: { count: fewest } })
  }

  const marketTrends: Insight[] = []
  const trend = windowTrend(months)
  if (trend && trend.price !== null) {
    marketTrends.push({
      key: `price.${trend.priceDirection}`,
      values: { change: Math.abs(trend.price), from: trend.from, to: trend.to },
    })
  }
  const daysVsPrevious = percentChange(current.avgDaysOnMarket, previous?.avgDaysOnMarket)
  // Within the window and against the previous window the pace can move opposite ways; saying
  // both ('took longer to sell' beside 'buyers are moving faster') reads as a contradiction, so
  // the comparison with the previous period, the broader one, is the one kept.
  if (trend?.days != null && !opposite(trend.daysDirection, direction(daysVsPrevious))) {
    marketTrends.push({
      key: `days.${trend.daysDirection}`,
      values: { change: Math.abs(trend.days) },
    })
  }
  const priceVsPrevious = percentChange(current.avgSoldPrice, previous?.avgSoldPrice)
  if (priceVsPrevious !== null) {
    marketTrends.push({
      key: `priceVsPrevious.${direction(priceVsPrevious)}`,
      values: { change: Math.abs(priceVsPrevious) },
    })
  }

  const behaviourShifts: Insight[] = []
  if (current.soldToAskingPercent !== null) {
    // Homes that go for more than asking on average make a sellers' market.
    const edge = current.soldToAskingPercent > 100 ? 'sellers' : 'buyers'
    behaviourShifts.push({
      key: `asking.${edge}`,
      values: { percent: current.soldToAskingPercent },
    })
    const shift = pointChange(current.soldToAskingPercent, previous?.soldToAskingPercent)
    if (shift !== null) {
      behaviourShifts.push({
        key: `aboveShift.${direction(shift)}`,
        values: { points: Math.abs(shift) },
      })
    }
  }
  if (daysVsPrevious !== null) {
    behaviourShifts.push({
      key: `pace.${direction(daysVsPrevious)}`,
      values: { days: current.avgDaysOnMarket ?? 0, previous: previous?.avgDaysOnMarket ?? 0 },
    })
  }

  const seasonal: Insight[] = []
  const strongest = strongestMonths(wholeMonths)
  if (strongest) {
    seasonal.push({
      key: 'busiest',
      values: {
        month: strongest.busiest.month,
        sales: strongest.busiest.sales,
        quiet: strongest.quietest.month,
        quietSales: strongest.quietest.sales,
      },
    })
    if (strongest.priciest) {
      seasonal.push({
        key: 'priciest',
        values: { month: strongest.priciest.month, price: strongest.priciest.avgSoldPrice ?? 0 },
      })
    }
  }
  const season = seasonalPeak(wholeMonths)
  if (season) {
    seasonal.push({
      key: 'season',
      values: { peak: season.peakMonth, low: season.lowMonth },
    })
  }
  return { overview, marketTrends, behaviourShifts, seasonal }
}
