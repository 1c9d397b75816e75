import { describe, expect, it } from 'vitest'
import {
  direction,
  marketInsights,
  seasonalPeak,
  strongestMonths,
  windowTrend,
} from '../../../src/lib/trends/insights'
import {
  percentChange,
  pointChange,
  topPropertyTypes,
  type MarketSnapshot,
} from '../../../src/lib/trends/snapshot'

import { month } from './monthFigures'

const RISING = [
  month('2026-05', 1_000_000, 10, 30),
  month('2026-06', 1_000_000, 30, 30),
  month('2026-07', 1_050_000, 20, 25),
  month('2026-08', 1_100_000, 10, 20),
  month('2026-09', 1_100_000, 10, 20),
  month('2026-10', 1_100_000, 5, 20),
]

describe('percentChange and pointChange', () => {
  it.each([
    [110, 100, 10],
    [95, 100, -5],
    [100, 0, null],
    [null, 100, null],
    [100, undefined, null],
  ])('%s against %s is %s %%', (now, before, expected) => {
    expect(percentChange(now, before)).toBe(expected)
  })
  it('counts shares in points', () => {
    expect(pointChange(55.5, 50)).toBe(5.5)
    expect(pointChange(null, 50)).toBeNull()
  })
  it.each([
    [0.5, 'steady'],
    [-0.9, 'steady'],
    [1, 'up'],
    [-3, 'down'],
    [null, 'steady'],
  ])('%s is %s', (change, expected) => {
    expect(direction(change)).toBe(expected)
  })
})

describe('windowTrend', () => {
  it('compares the opening half with the closing half, weighted by sales', () => {
    // opening: (10 x 1.0M + 30 x 1.0M + 20 x 1.05M) / 60 = 1,016,667; closing 1,100,000
    const trend = windowTrend(RISING)
    expect(trend?.price).toBe(8.2)
    expect(trend?.priceDirection).toBe('up')
    // days: opening (300 + 900 + 500) / 60 = 28.3 -> 28; closing 20: -28.6 %
    expect(trend?.daysDirection).toBe('down')
    expect(trend?.from).toBe('2026-05')
    expect(trend?.to).toBe('2026-10')
  })
  it('says nothing with fewer than two months of sales', () => {
    expect(windowTrend([month('2026-05', 1, 1, 1)])).toBeUndefined()
  })
})

describe('strongestMonths and seasonalPeak', () => {
  it('finds the busiest, quietest and priciest months', () => {
    const strongest = strongestMonths(RISING)
    expect(strongest?.busiest.month).toBe('2026-06')
    expect(strongest?.quietest.month).toBe('2026-10')
    expect(strongest?.priciest?.month).toBe('2026-08')
  })
  it('speaks of seasons only over three years or more', () => {
    expect(seasonalPeak(RISING)).toBeUndefined()
    const years = ['2023', '2024', '2025'].flatMap((year) =>
      Array.from({ length: 12 }, (_, index) =>
        month(
          `${year}-${String(index + 1).padStart(2, '0')}`,
          1,
          index === 4 ? 50 : index === 0 ? 2 : 10,
          20,
        ),
      ),
    )
    expect(seasonalPeak(years)).toEqual({ peakMonth: 5, lowMonth: 1 })
  })
})

describe('topPropertyTypes', () => {
  it('ranks 5 by count and 5 by average list price; both rankings are exceptional', () => {
    const types = [
      { type: 'A', count: 50, avgListPrice: 500_000 },
      { type: 'B', count: 40, avgListPrice: 2_000_000 },
      { type: 'C', count: 30, avgListPrice: 900_000 },
      { type: 'D', count: 20, avgListPrice: 400_000 },
      { type: 'E', count: 10, avgListPrice: 300_000 },
      { type: 'F', count: 2, avgListPrice: 3_000_000 },
      { type: 'G', count: 1, avgListPrice: 1_500_000 },
    ]
    const top = topPropertyTypes(types)
    expect(top.byCount.map((t) => t.type)).toEqual(['A', 'B', 'C', 'D', 'E'])
    // F and G sold too few to rank by their average (2 and 1 sales).
    expect(top.byPrice.map((t) => t.type)).toEqual(['B', 'C', 'A', 'D', 'E'])
    expect(top.exceptional).toEqual(['A', 'B', 'C', 'D', 'E'])
  })
})

describe('topPropertyTypes: what ranks by its average list price', () => {
  it.each([
    ['3 sales rank', 3, ['Fourplex', 'Detached']],
    ['2 sales are two homes, not a market', 2, ['Detached']],
    ['1 sale is one home', 1, ['Detached']],
  ])('%s', (_case, count, ranked) => {
    const top = topPropertyTypes([
      { type: 'Fourplex', count, avgListPrice: 2_500_000 },
      { type: 'Detached', count: 40, avgListPrice: 1_400_000 },
    ])
    expect(top.byPrice.map((entry) => entry.type)).toEqual(ranked)
    // The most sold still counts every type.
    expect(top.byCount.map((entry) => entry.type)).toEqual(['Detached', 'Fourplex'])
  })
})

describe('topPropertyTypes: what is pointed out', () => {
  it.each([
    [
      '10 sales in both rankings',
      [{ type: 'Detached', count: 10, avgListPrice: 1_500_000 }],
      ['Detached'],
    ],
    ['9 sales is too few', [{ type: 'Detached', count: 9, avgListPrice: 1_500_000 }], []],
    [
      'one or two sales say nothing',
      [{ type: 'Multiplex', count: 2, avgListPrice: 1_900_000 }],
      [],
    ],
    [
      'offices and industry are not homes',
      [
        { type: 'Office', count: 40, avgListPrice: 3_000_000 },
        { type: 'Industrial', count: 30, avgListPrice: 2_000_000 },
        { type: 'Detached', count: 12, avgListPrice: 1_000_000 },
      ],
      ['Detached'],
    ],
  ])('%s', (_case, types, pointedOut) => {
    const top = topPropertyTypes(types)
    expect(top.exceptional).toEqual(pointedOut)
    for (const ranking of [top.byCount, top.byPrice]) {
      expect(ranking.some((entry) => ['Office', 'Industrial'].includes(entry.type))).toBe(false)
    }
  })
})

describe('marketInsights', () => {
  const snapshot: MarketSnapshot = {
    current: {
      avgSoldPrice: 1_050_000,
      medSoldPrice: 990_000,
      sales: 85,
      avgListPrice: 1_000_000,
      avgDaysOnMarket: 24,
      soldToAskingPercent: 105,
      soldPriceWithheld: false,
    },
    previous: {
      avgSoldPrice: 1_000_000,
      medSoldPrice: 950_000,
      sales: 100,
      avgListPrice: 980_000,
      avgDaysOnMarket: 30,
      soldToAskingPercent: 102,
      soldPriceWithheld: false,
    },
    months: RISING,
    propertyTypes: [],
  }

  it('writes each section from the numbers', () => {
    const insights = marketInsights(snapshot, { city: 'Toronto', maxBeds: 4 })
    expect(insights.overview.map((i) => i.key)).toEqual(['overview', 'salesVsPrevious.down'])
    expect(insights.overview[1]?.values).toEqual({ change: 15, previous: 100 })
    expect(insights.marketTrends.map((i) => i.key)).toEqual([
      'price.up',
      'days.down',
      'priceVsPrevious.up',
    ])
    expect(insights.behaviourShifts.map((i) => i.key)).toEqual([
      'asking.sellers',
      'aboveShift.up',
      'pace.down',
    ])
    expect(insights.seasonal.map((i) => i.key)).toEqual(['busiest', 'priciest'])
    expect(insights.seasonal[0]?.values).toMatchObject({ month: '2026-06', sales: 30 })
  })

  it('leaves the month under way out of the busiest and quietest months', () => {
    const insights = marketInsights(snapshot, {
      city: 'Toronto',
      maxBeds: 4,
      currentMonth: '2026-10',
    })
    expect(insights.seasonal[0]?.values).toMatchObject({ quiet: '2026-05', quietSales: 10 })
  })

  it('flips with the market: homes selling under asking on average is a buyers market', () => {
    const cooler = marketInsights(
      {
        ...snapshot,
        current: { ...snapshot.current, soldToAskingPercent: 97.5 },
      },
      { city: 'Ajax', maxBeds: 3 },
    )
    expect(cooler.behaviourShifts[0]?.key).toBe('asking.buyers')
    expect(cooler.behaviourShifts[1]?.key).toBe('aboveShift.down')
  })

  it.each([
    // Window days fall (RISING) while days rise against the previous period: only the latter.
    ['window faster, previous slower', 20, false],
    ['both faster', 30, true],
    ['previous steady', 24, true],
  ])('never says homes sell faster and slower at once (%s)', (_case, previousDays, windowKept) => {
    const insights = marketInsights(
      { ...snapshot, previous: { ...snapshot.previous!, avgDaysOnMarket: previousDays } },
      { city: 'Toronto', maxBeds: 4 },
    )
    const keys = [...insights.marketTrends, ...insights.behaviourShifts].map((i) => i.key)
    expect(keys.includes('days.down')).toBe(windowKept)
    const faster = keys.some((key) => key === 'days.down' || key === 'pace.down')
    const slower = keys.some((key) => key === 'days.up' || key === 'pace.up')
    expect(faster && slower).toBe(false)
  })

  it.each([
    [85, 100, false],
    [7, 100, true],
    [85, 9, true],
    [10, 10, false],
  ])('with %i sales against %i, a few-sales caveat: %s', (sales, previousSales, caveat) => {
    const insights = marketInsights(
      {
        ...snapshot,
        current: { ...snapshot.current, sales },
        previous: { ...snapshot.previous!, sales: previousSales },
      },
      { city: 'Toronto', maxBeds: 4 },
    )
    expect(insights.overview.some((i) => i.key === 'fewSales')).toBe(caveat)
  })

  it('says up to 1 bedroom, not 1 bedrooms', () => {
    const one = marketInsights(snapshot, { city: 'Ajax', maxBeds: 1 })
    expect(one.overview[0]?.key).toBe('overviewOneBedroom')
  })

  it('says so when nothing sold', () => {
    const none = marketInsights(
      { ...snapshot, current: { ...snapshot.current, sales: 0 }, months: [] },
      { city: 'Ajax', maxBeds: 1 },
    )
    expect(none.overview).toEqual([{ key: 'noSales', values: { city: 'Ajax' } }])
    expect(none.seasonal).toEqual([])
  })
})
