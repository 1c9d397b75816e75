import { describe, expect, it } from 'vitest'
import { readMarketSnapshot, soldToAsking } from '../../../src/lib/trends/snapshot'

import { month } from './monthFigures'

describe('readMarketSnapshot', () => {
  it('reads the provider-shaped statistics, each with its own months, missing figures unknown', () => {
    const snapshot = readMarketSnapshot(
      {
        statistics: {
          soldPrice: {
            avg: 900_000,
            med: 850_000,
            mth: { '2026-06': { avg: 900_000, count: 12 }, junk: { avg: 1, count: 1 } },
          },
          listPrice: { avg: 880_000 },
          closed: { count: 12, mth: { '2026-06': { count: 12 } } },
          daysOnMarket: { avg: 18, mth: { '2026-06': { avg: 18, count: 12 } } },
        },
        aggregates: {
          details: { propertyType: { Detached: { count: 12, listPrice: { avg: 950_000 } } } },
        },
      },
      { statistics: { soldPrice: { avg: 800_000 }, closed: { count: 10 } } },
    )
    expect(snapshot.current).toEqual({
      avgSoldPrice: 900_000,
      medSoldPrice: 850_000,
      avgListPrice: 880_000,
      sales: 12,
      avgDaysOnMarket: 18,
      soldToAskingPercent: 102.3,
      soldPriceWithheld: false,
    })
    expect(snapshot.previous).toEqual({
      avgSoldPrice: 800_000,
      medSoldPrice: null,
      avgListPrice: null,
      sales: 10,
      avgDaysOnMarket: null,
      soldToAskingPercent: null,
      soldPriceWithheld: false,
    })
    expect(snapshot.months).toEqual([month('2026-06', 900_000, 12, 18)])
    expect(snapshot.propertyTypes).toEqual([{ type: 'Detached', count: 12, avgListPrice: 950_000 }])
    expect(readMarketSnapshot({}).months).toEqual([])
    expect(readMarketSnapshot({}).previous).toBeUndefined()
  })

  it.each([
    [1_050_000, 1_000_000, 105],
    [990_000, 1_000_000, 99],
    [1, 3, 33.3],
    [null, 1_000_000, null],
    [1_000_000, null, null],
    [1_000_000, 0, null],
  ])('sold %s against asking %s reads %s %%', (sold, asking, percent) => {
    expect(soldToAsking(sold, asking)).toBe(percent)
  })

  it('never reads inherited names as figures', () => {
    const snapshot = readMarketSnapshot({
      statistics: { soldPrice: { mth: { constructor: { avg: 1, count: 1 } } } },
    })
    expect(snapshot.months).toEqual([])
    expect(snapshot.current.avgSoldPrice).toBeNull()
  })
})
