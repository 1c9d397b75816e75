import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  affordability,
  principalForPayment,
  qualifyingRate,
} from '../../../contract/mortgage/affordability'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { monthlyPayment } from '../../../contract/mortgage/payment'

describe('qualifyingRate (contract + 2 points, floor 5.25 %)', () => {
  it.each([
    [5, 7],
    [3.5, 5.5],
    [3.25, 5.25],
    [2.5, 5.25],
    [0, 5.25],
    [4.79, 6.79],
  ])('%s %% qualifies at %s %%', (rate, expected) => {
    expect(qualifyingRate(rate)).toBeCloseTo(expected, 6)
  })
})

describe('principalForPayment', () => {
  it('inverts the payment: $581.60 a month at 5 % over 25 years repays $100,000', () => {
    expect(principalForPayment(581.605, 5, 25)).toBeCloseTo(100_000, 0)
    expect(principalForPayment(0, 5, 25)).toBe(0)
  })
})

const HOUSEHOLD = {
  annualIncome: 120_000,
  monthlyDebts: 0,
  annualPropertyTax: 4_800,
  monthlyHeating: 150,
  monthlyCondoFees: 0,
  annualRatePercent: 5,
  amortizationYears: 25,
  downPaymentPercent: 20,
}

describe('affordability', () => {
  it('spends 38.5 % of $10,000 a month on housing: $3,850 less $550 tax and heat', () => {
    const result = affordability(HOUSEHOLD)
    expect(result.qualifyingRatePercent).toBe(7)
    expect(result.maxQualifyingPayment).toBeCloseTo(3_300, 6)
    expect(result.limitedBy).toBe('grossDebtService')
    // 20 % down: no insurance, the loan is 80 % of the price
    expect(result.insurancePremium).toBe(0)
    const maxLoan = principalForPayment(3_300, 7, 25)
    expect(result.maxPrice).toBe(Math.floor(maxLoan / 0.8))
    expect(result.downPayment).toBeCloseTo(result.maxPrice * 0.2, 6)
    expect(result.monthlyPayment).toBeCloseTo(
      monthlyPayment({ principal: result.mortgage, annualRatePercent: 5, amortizationYears: 25 }),
      6,
    )
  })

  it('lets other debts take the total debt service limit: 43.5 % less $1,000 a month', () => {
    const result = affordability({ ...HOUSEHOLD, monthlyDebts: 1_000 })
    // 4,350 - 550 - 1,000 = 2,800 < 3,300
    expect(result.maxQualifyingPayment).toBeCloseTo(2_800, 6)
    expect(result.limitedBy).toBe('totalDebtService')
  })

  it('counts half the condo fees', () => {
    const result = affordability({ ...HOUSEHOLD, monthlyCondoFees: 600 })
    expect(result.maxQualifyingPayment).toBeCloseTo(3_000, 6)
  })

  it.each([
    // down %, the highest price that percentage may buy
    [5, 500_000],
    // 7.5 % of P >= 5 % of 500k + 10 % of (P - 500k) -> P <= $1,000,000
    [7.5, 1_000_000],
  ])('with a rich household, %s %% down caps the price at $%s', (percent, cap) => {
    const result = affordability({
      ...HOUSEHOLD,
      annualIncome: 5_000_000,
      downPaymentPercent: percent,
    })
    expect(result.maxPrice).toBe(cap)
    expect(result.limitedBy).toBe('downPayment')
    expect(result.insurancePremium).toBeGreaterThan(0)
  })

  it('affords nothing when debts eat the whole ratio', () => {
    const result = affordability({ ...HOUSEHOLD, monthlyDebts: 10_000 })
    expect(result.maxQualifyingPayment).toBe(0)
    expect(result.maxPrice).toBe(0)
  })

  it('always respects the ratios and the minimum down payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.double({ min: 5, max: 60, noNaN: true }),
        (annualIncome, monthlyDebts, annualRatePercent, downPaymentPercent) => {
          const input = {
            ...HOUSEHOLD,
            annualIncome,
            monthlyDebts,
            annualRatePercent,
            downPaymentPercent,
          }
          const result = affordability(input)
          const atQualifying = monthlyPayment({
            principal: result.mortgage,
            annualRatePercent: result.qualifyingRatePercent,
            amortizationYears: 25,
          })
          expect(atQualifying).toBeLessThanOrEqual(result.maxQualifyingPayment + 0.01)
          expect(result.downPayment + 0.01).toBeGreaterThanOrEqual(
            minimumDownPayment(result.maxPrice),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
