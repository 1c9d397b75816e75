import { describe, expect, it } from 'vitest'
import {
  downPaymentFromPercent,
  insurancePremium,
  minimumDownPayment,
  salesTaxOnPremium,
} from '../../../contract/mortgage/downPayment'

describe('minimumDownPayment (federal rule since 2024-12-15)', () => {
  it.each([
    [0, 0],
    // 5 % of a price up to $500,000
    [400_000, 20_000],
    [500_000, 25_000],
    // Government of Canada example: $750,000 -> 5 % of $500,000 + 10 % of $250,000 = $50,000
    [750_000, 50_000],
    [1_000_000, 75_000],
    [1_499_999, 124_999.9],
    // $1.5 million and more: 20 % of the whole price
    [1_500_000, 300_000],
    [2_000_000, 400_000],
  ])('a $%s home needs at least $%s down', (price, expected) => {
    expect(minimumDownPayment(price)).toBeCloseTo(expected, 2)
  })
})

describe('downPaymentFromPercent', () => {
  it.each([
    [800_000, 20, 160_000],
    [800_000, 5, 40_000],
    [800_000, -5, 0],
  ])('$%s at %s %% is $%s', (price, percent, expected) => {
    expect(downPaymentFromPercent(price, percent)).toBe(expected)
  })
})

describe('insurancePremium (CMHC premium table)', () => {
  it.each([
    // price, down, years, premium percent, premium
    [500_000, 25_000, 25, 4.0, 19_000], // 95 % LTV
    [500_000, 50_000, 25, 3.1, 13_950], // 90 % LTV
    [500_000, 75_000, 25, 2.8, 11_900], // 85 % LTV
    [500_000, 90_000, 25, 2.8, 11_480], // 82 % LTV: the 80-85 % tier
    [500_000, 100_000, 25, 0, 0], // 20 % down: no insurance
    [500_000, 25_000, 30, 4.2, 19_950], // 30 years adds 0.20 points
    [1_600_000, 320_000, 25, 0, 0], // over the insured cap, 20 % down
  ])('$%s with $%s down over %s years: %s %% = $%s', (price, down, years, percent, premium) => {
    const result = insurancePremium(price, down, years)
    expect(result.premiumPercent).toBeCloseTo(percent, 6)
    expect(result.premium).toBeCloseTo(premium, 2)
    expect(result.required).toBe(premium > 0)
  })
})

describe('salesTaxOnPremium (Ontario 8 %)', () => {
  it.each([
    [19_000, 1_520],
    [0, 0],
    [-10, 0],
  ])('$%s premium -> $%s tax', (premium, tax) => {
    expect(salesTaxOnPremium(premium)).toBeCloseTo(tax, 2)
  })
})
