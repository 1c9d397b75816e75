import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatAverage,
  formatListingPrice,
  formatPrice,
  formatRate,
  groupThousands,
} from '../../src/lib/format'

describe('formatPrice: whole dollars with thousand separators', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1_249_000, '$1,249,000'],
    [6_000_000, '$6,000,000'],
    [899_900.6, '$899,901'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected)
  })

  it('marks a lease price as monthly', () => {
    expect(formatListingPrice(2450, 'Lease')).toBe('$2,450/mo')
    expect(formatListingPrice(2450, 'Sale')).toBe('$2,450')
  })
})

describe('formatRate: lenders quote rates to two decimals', () => {
  it.each([
    [4.1, 'en', '4.10\u00a0%'],
    [4.04, 'en', '4.04\u00a0%'],
    [5.25, 'fr', '5,25\u00a0%'],
    [6, 'fr-CA', '6,00\u00a0%'],
    [3.999, 'en', '4.00\u00a0%'],
  ])('%d in %s → %s', (rate, language, expected) => {
    expect(formatRate(rate, language)).toBe(expected)
  })
})

describe('groupThousands: en-CA digit grouping without Intl', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_345, '12,345'],
    [1_249_000, '1,249,000'],
    [-1_249_000, '-1,249,000'],
    [999.5, '1,000'],
    [-0.4, '0'],
  ])('%d → %s', (value, expected) => {
    expect(groupThousands(value)).toBe(expected)
  })

  it('writes every whole number as Intl does', () => {
    const intl = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 })
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (value) => {
        expect(groupThousands(value)).toBe(intl.format(value))
      }),
    )
  })
})

describe('formatPrice matches the currency format it replaces', () => {
  // Intl writes a rounded minus zero as -$0, which no price should show: + 0 turns it into 0.
  it('for any whole or fractional amount', () => {
    const intl = new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    })
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatPrice(amount)).toBe(intl.format(Math.round(amount) + 0))
      }),
    )
  })
})

describe('formatAverage: a rating average in the language', () => {
  it.each([
    [4.9, 'en', '4.9'],
    [4.9, 'fr', '4,9'],
    [5, 'fr-CA', '5'],
    [4.86, 'en', '4.9'],
  ])('%d in %s → %s', (value, language, expected) => {
    expect(formatAverage(value, language)).toBe(expected)
  })
})
