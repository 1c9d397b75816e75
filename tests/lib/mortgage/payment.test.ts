import { describe, expect, it } from 'vitest'
import {
  estimatedMonthlyPayment,
  monthlyPayment,
  monthlyRate,
} from '../../../contract/mortgage/payment'

describe('monthlyRate', () => {
  it.each([
    // (1 + 0.05 / 2) ^ (1 / 6) - 1: the Canadian fixed-rate convention
    [5, 'semiAnnual', 0.004123915],
    [5, 'monthly', 0.004166667],
    [0, 'semiAnnual', 0],
    [-3, 'monthly', 0],
  ] as const)('%s %% compounded %s is %s a month', (rate, compounding, expected) => {
    expect(monthlyRate(rate, compounding)).toBeCloseTo(expected, 8)
  })
})

describe('monthlyPayment', () => {
  it.each([
    // Widely published Canadian figure: $100,000 at 5 % (semi-annual), 25 years = $581.60
    [{ principal: 100_000, annualRatePercent: 5, amortizationYears: 25 }, 581.6],
    // The same loan compounded monthly (US-style / variable) = $584.59
    [
      {
        principal: 100_000,
        annualRatePercent: 5,
        amortizationYears: 25,
        compounding: 'monthly' as const,
      },
      584.59,
    ],
    // A rate at (or floored to) zero repays the principal evenly: 300 months
    [{ principal: 300_000, annualRatePercent: 0, amortizationYears: 25 }, 1000],
    [{ principal: 300_000, annualRatePercent: -1, amortizationYears: 25 }, 1000],
    // Nothing to repay, or no term: nothing to pay, never negative
    [{ principal: 0, annualRatePercent: 5, amortizationYears: 25 }, 0],
    [{ principal: -5, annualRatePercent: 5, amortizationYears: 25 }, 0],
    [{ principal: 100_000, annualRatePercent: 5, amortizationYears: 0 }, 0],
    [{ principal: Number.NaN, annualRatePercent: 5, amortizationYears: 25 }, 0],
  ])('%o pays %s a month', (terms, expected) => {
    expect(monthlyPayment(terms)).toBeCloseTo(expected, 2)
  })
})

describe('estimatedMonthlyPayment', () => {
  it('finances the list price less 20 % at 5 % over 25 years', () => {
    // $500,000 list: $400,000 financed = 4 x $581.60
    expect(estimatedMonthlyPayment(500_000)).toBeCloseTo(4 * 581.6, 0)
  })
})
