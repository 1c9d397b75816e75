import { describe, expect, it } from 'vitest'
import {
  amortizationSchedule,
  periodicPayment,
  periodicRate,
  type PaymentFrequency,
} from '../../../contract/mortgage/payment'

const LOAN = { principal: 100_000, annualRatePercent: 5, amortizationYears: 25 }

describe('periodicRate', () => {
  it.each([
    // (1 + 0.05/2)^(2/12) - 1, the same as monthlyRate for a fixed rate
    [5, 'semiAnnual', 12, 0.004123915],
    // (1 + 0.05/2)^(2/26) - 1
    [5, 'semiAnnual', 26, 0.001901237],
    // a variable rate compounding monthly, paid monthly: 0.05 / 12
    [5, 'monthly', 12, 0.004166667],
    [-2, 'semiAnnual', 52, 0],
  ] as const)('%s %% %s over %s periods is %s', (rate, compounding, periods, expected) => {
    expect(periodicRate(rate, compounding, periods)).toBeCloseTo(expected, 8)
  })
})

describe('periodicPayment', () => {
  it.each<[PaymentFrequency, number]>([
    // $100,000 at 5 % compounded semi-annually over 25 years (the published $581.60 monthly)
    ['monthly', 581.6],
    // 650 bi-weekly payments at the equivalent bi-weekly rate
    ['biWeekly', 268.14],
    // accelerated bi-weekly: half the monthly payment every two weeks
    ['acceleratedBiWeekly', 290.8],
    // 1,300 weekly payments at the equivalent weekly rate
    ['weekly', 134.0],
  ])('%s on $100,000 at 5 %% over 25 years is $%s', (frequency, expected) => {
    expect(periodicPayment({ ...LOAN, frequency })).toBeCloseTo(expected, 2)
  })

  it('pays a year of bi-weekly payments worth slightly less than twelve monthly ones', () => {
    const biWeekly = periodicPayment({ ...LOAN, frequency: 'biWeekly' }) * 26
    const monthly = periodicPayment({ ...LOAN, frequency: 'monthly' }) * 12
    expect(biWeekly).toBeLessThan(monthly)
    expect(biWeekly).toBeGreaterThan(monthly * 0.99)
  })

  it('never pays a negative amount', () => {
    expect(periodicPayment({ ...LOAN, principal: -1, frequency: 'weekly' })).toBe(0)
    expect(periodicPayment({ ...LOAN, annualRatePercent: -4, frequency: 'weekly' })).toBeCloseTo(
      100_000 / 1300,
      6,
    )
  })
})

describe('amortizationSchedule', () => {
  it('repays the loan in 25 yearly rows for a monthly schedule', () => {
    const schedule = amortizationSchedule({ ...LOAN, frequency: 'monthly' })
    expect(schedule.years).toHaveLength(25)
    expect(schedule.paymentCount).toBe(300)
    expect(schedule.years.at(-1)?.balance).toBe(0)
    const principal = schedule.years.reduce((sum, year) => sum + year.principalPaid, 0)
    expect(principal).toBeCloseTo(100_000, 2)
    // 300 x $581.60 less the principal
    expect(schedule.totalInterest).toBeCloseTo(300 * 581.605 - 100_000, 0)
    expect(schedule.totalPaid).toBeCloseTo(schedule.totalInterest + 100_000, 2)
  })

  it('starts interest-heavy: year one pays $4,902 of interest and $2,077 of principal', () => {
    const [first] = amortizationSchedule({ ...LOAN, frequency: 'monthly' }).years
    expect(first?.interestPaid).toBeCloseTo(4_902, 0)
    expect(first?.principalPaid).toBeCloseTo(2_077, 0)
    expect(first?.balance).toBeCloseTo(97_923, 0)
  })

  it('ends accelerated bi-weekly payments after about 21.5 years instead of 25', () => {
    const schedule = amortizationSchedule({ ...LOAN, frequency: 'acceleratedBiWeekly' })
    expect(schedule.paymentCount).toBe(559)
    expect(schedule.years).toHaveLength(22)
    expect(schedule.years.at(-1)?.balance).toBe(0)
    const regular = amortizationSchedule({ ...LOAN, frequency: 'biWeekly' })
    expect(regular.paymentCount).toBe(650)
    expect(schedule.totalInterest).toBeLessThan(regular.totalInterest - 5_000)
  })

  it('has nothing to schedule for an empty loan', () => {
    const schedule = amortizationSchedule({ ...LOAN, principal: 0, frequency: 'weekly' })
    expect(schedule.years).toEqual([])
    expect(schedule.totalInterest).toBe(0)
  })
})
