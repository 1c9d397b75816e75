import { describe, expect, it } from 'vitest'
import {
  LEASE_PRICE_STEPS,
  maxPriceParam,
  SALE_PRICE_STEPS,
  SQFT_OPTIONS,
} from '../../src/lib/filterSteps'
import {
  homeTypeParams,
  minDateForDays,
  noMaximumPrice,
  priceAfterToggle,
  SOLD_DAYS_OPTIONS,
  toggleHomeType,
  toggleStatus,
  type HomeType,
} from '../../src/lib/searchRules'

describe('Sale/Lease toggle', () => {
  it.each([
    ['lease', { min: 1000, max: 5000 }],
    ['sale', { min: 0, max: 7_000_000 }],
  ] as const)('switching to %s sets the price to %j', (type, expected) => {
    expect(priceAfterToggle(type)).toEqual(expected)
  })
})

describe('Active and Sold toggles', () => {
  it.each([
    [{ active: true, sold: false }, 'active', { active: true, sold: false }],
    [{ active: true, sold: false }, 'sold', { active: true, sold: true }],
    [{ active: true, sold: true }, 'active', { active: false, sold: true }],
    [{ active: false, sold: true }, 'sold', { active: false, sold: true }],
    [{ active: true, sold: true }, 'sold', { active: true, sold: false }],
  ] as const)('%j toggling %s gives %j', (current, which, expected) => {
    expect(toggleStatus(current, which)).toEqual(expected)
  })
})

describe('Home Type selection', () => {
  it.each([
    [['Any'], 'Detached', ['Detached']],
    [['Detached'], 'Condo Apt', ['Detached', 'Condo Apt']],
    [['Detached', 'Condo Apt'], 'Any', ['Any']],
    [['Detached'], 'Detached', ['Any']],
    [['Detached', 'Multiplex'], 'Detached', ['Multiplex']],
  ] as [HomeType[], HomeType, HomeType[]][])(
    '%j choosing %s gives %j',
    (selected, choice, expected) => {
      expect(toggleHomeType(selected, choice)).toEqual(expected)
    },
  )

  it('means residential and condo for Any, with no property type', () => {
    expect(homeTypeParams(['Any'])).toEqual({ class: ['residential', 'condo'], propertyType: [] })
  })

  it('maps Multiplex to every plex the feed reports', () => {
    expect(homeTypeParams(['Multiplex']).propertyType).toEqual([
      'Duplex',
      'Triplex',
      'Fourplex',
      'Multiplex',
    ])
  })
})

describe('price sliders', () => {
  it('has 48 sale steps up to 7,000,000, the top meaning no maximum', () => {
    expect(SALE_PRICE_STEPS).toHaveLength(48)
    expect(SALE_PRICE_STEPS[0]).toBe(0)
    expect(SALE_PRICE_STEPS.at(-1)).toBe(7_000_000)
    expect([...SALE_PRICE_STEPS].sort((a, b) => a - b)).toEqual(SALE_PRICE_STEPS)
    expect(maxPriceParam('sale', 7_000_000)).toBeUndefined()
    expect(maxPriceParam('sale', 1_500_000)).toBe(1_500_000)
  })

  it('runs lease from 0 to 10,000 by 100, 10,000 meaning no maximum', () => {
    expect(LEASE_PRICE_STEPS).toHaveLength(101)
    expect(LEASE_PRICE_STEPS[1]).toBe(100)
    expect(maxPriceParam('lease', 10_000)).toBeUndefined()
    expect(maxPriceParam('lease', 3200)).toBe(3200)
  })
})

describe('other filters', () => {
  it('offers square feet Any, then 500 to 3500 by 250', () => {
    expect(SQFT_OPTIONS).toEqual([
      0, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500,
    ])
  })

  it('offers sold windows up to 7 years (2520 days)', () => {
    expect(SOLD_DAYS_OPTIONS.at(-1)).toBe(2520)
  })

  it.each([
    [0, undefined],
    [7, '2026-11-15'],
    [360, '2025-11-27'],
  ])('%d days on market gives minimum date %s', (days, expected) => {
    expect(minDateForDays(days, new Date('2026-11-22T12:00:00Z'))).toBe(expected)
  })
})

describe("noMaximumPrice: the price slider's top step, read as no maximum", () => {
  it.each([
    ['sale', 7_000_000],
    ['lease', 10_000],
  ] as const)('%s → %d', (type, top) => {
    expect(noMaximumPrice(type)).toBe(top)
  })
})
