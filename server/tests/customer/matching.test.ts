import { describe, expect, it } from 'vitest'
import type { ApplicationFields } from '../../../contract/application'
import { LENDER_OFFERS } from '../../src/customer/lenderOffers'
import { MAX_OFFERS, matchLenders } from '../../src/customer/matching'

const today = new Date('2026-11-23T12:00:00Z')

/** $800,000 with 10 % down, renting, on a $200,000 salary since 2019. */
const base: ApplicationFields = {
  applicant: { citizenStatus: 'CA' },
  property: { ownership: 'rent_out', monthlyPayment: 2_600 },
  price: { total: 800_000, downPaymentCash: 80_000 },
  employment: {
    status: 'full_time',
    startMonth: 3,
    startYear: 2019,
    compensationType: 'annual_salary',
    annualIncome: 200_000,
  },
}

const lendersOf = (fields: ApplicationFields) =>
  new Set(matchLenders(fields, today).offers.map((offer) => offer.lender))

describe('matchLenders: the stress test, the debt ratios, the down payment and insurance', () => {
  it('offers the lowest rates first, at most six, each with its payment at the contract rate', () => {
    const { offers, assessment } = matchLenders(base, today)
    expect(offers).toHaveLength(MAX_OFFERS)
    const rates = offers.map((offer) => offer.rate)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    const lowest = Math.min(...LENDER_OFFERS.flatMap((o) => [o.fixedRate, o.variableRate]))
    expect(rates[0]).toBe(lowest)
    // Under 20 % down: insured, 25 years, the 3.10 % premium (90 % loan-to-value) added.
    expect(offers[0]).toMatchObject({ amortizationYears: 25, mortgage: 742_320, termYears: 5 })
    expect(offers[0]?.monthlyPayment).toBeGreaterThan(3_800)
    expect(offers[0]?.monthlyPayment).toBeLessThan(4_000)
    // Stress test: the best rate plus 2 points, never below the 5.25 % floor.
    expect(assessment.qualifyingRate).toBeCloseTo(lowest + 2, 6)
    expect(assessment.maxPrice).toBeGreaterThanOrEqual(800_000)
  })

  it('amortizes over 30 years with no premium from 20 % down', () => {
    const { offers } = matchLenders(
      { ...base, price: { total: 800_000, downPaymentCash: 160_000 } },
      today,
    )
    expect(offers[0]).toMatchObject({ amortizationYears: 30, mortgage: 640_000 })
  })

  it.each<[string, Partial<ApplicationFields>, string]>([
    [
      'an income that carries far less',
      { employment: { ...base.employment, annualIncome: 90_000 } },
      'grossDebtService',
    ],
    ['no income at all', { employment: { status: 'unemployed' } }, 'grossDebtService'],
    [
      'a down payment under the tiered minimum ($55,000 on $800,000)',
      { price: { total: 800_000, downPaymentCash: 50_000 } },
      'downPayment',
    ],
  ])('offers nothing for %s, and says what limited the price', (_name, change, limitedBy) => {
    const { offers, assessment } = matchLenders({ ...base, ...change }, today)
    expect(offers).toEqual([])
    expect(assessment.limitedBy).toBe(limitedBy)
  })

  it('counts the current mortgage as a debt only when the customer keeps the home', () => {
    const owner: ApplicationFields = {
      ...base,
      property: { ownership: 'own', monthlyPayment: 3_500 },
      employment: { ...base.employment, annualIncome: 175_000 },
    }
    const selling = matchLenders(owner, today)
    const keeping = matchLenders(
      { ...owner, property: { ...owner.property, otherProperties: true } },
      today,
    )
    expect(selling.offers.length).toBeGreaterThan(0)
    expect(keeping.offers).toEqual([])
    expect(keeping.assessment.limitedBy).toBe('totalDebtService')
  })

  it.each<[string, Partial<ApplicationFields>, (offer: (typeof LENDER_OFFERS)[number]) => boolean]>(
    [
      [
        'self-employed income',
        { employment: { ...base.employment, status: 'self_employed' } },
        (o) => o.selfEmployed,
      ],
      ['a work permit', { applicant: { citizenStatus: 'work_permit' } }, (o) => o.newcomers],
      [
        'two months in the job',
        { employment: { ...base.employment, startMonth: 9, startYear: 2026 } },
        (o) => o.minTenureMonths <= 2,
      ],
    ],
  )('offers only lenders whose policy takes %s', (_name, change, takes) => {
    const offered = lendersOf({
      ...base,
      ...change,
      price: { total: 400_000, downPaymentCash: 80_000 },
    })
    expect(offered.size).toBeGreaterThan(0)
    for (const lender of offered) {
      expect(takes(LENDER_OFFERS.find((offer) => offer.lender === lender)!)).toBe(true)
    }
  })
})
