import { describe, expect, it } from 'vitest'
import { formatListingPrice, formatPrice, formatRate } from '../../src/lib/format'

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
