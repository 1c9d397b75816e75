import { describe, expect, it } from 'vitest'
import type { ApplicationFields } from '../../contract/application'
import {
  employmentToForm,
  formToEmployment,
  formToOther,
  formToPrice,
  otherToForm,
  priceToForm,
  propertyToForm,
} from '../../src/lib/preApproval/stepForms'

// A saved application's amounts come back into the inputs written as the customer's language
// writes numbers, so a French customer who resumes sees `7,5` (not `7.5`) and `650 000`, and
// reading the inputs again gives back exactly what was saved.

const price: NonNullable<ApplicationFields['price']> = {
  total: 650000,
  downPaymentCash: 48750,
  downPaymentPercent: 7.5,
}
const employment: NonNullable<ApplicationFields['employment']> = {
  status: 'full_time',
  startMonth: 4,
  startYear: 2019,
  employer: 'Maple Bank',
  jobTitle: 'Analyst',
  compensationType: 'annual_salary',
  annualIncome: 98500.5,
  anticipatedBonus: 4000,
}
const other: NonNullable<ApplicationFields['other']> = {
  lender: 'td',
  mortgageBalance: 312000,
  mortgageRate: 4.25,
  rateType: 'fixed',
}

describe('saved amounts in the inputs', () => {
  it.each([
    ['en', { total: '650,000', downPaymentCash: '48,750', downPaymentPercent: '7.5' }],
    ['fr', { total: '650\u00a0000', downPaymentCash: '48\u00a0750', downPaymentPercent: '7,5' }],
  ])('the price in %s', (language, expected) => {
    expect(priceToForm(price, language)).toEqual(expected)
    expect(formToPrice(priceToForm(price, language), language)).toEqual(price)
  })

  it.each([
    ['en', '98,500.5', '4.25'],
    ['fr', '98\u00a0500,5', '4,25'],
  ])('the income and the current mortgage in %s', (language, income, rate) => {
    expect(employmentToForm(employment, language)).toMatchObject({ annualIncome: income })
    expect(formToEmployment(employmentToForm(employment, language), language)).toEqual(employment)
    expect(otherToForm(other, language)).toMatchObject({ mortgageRate: rate })
    expect(formToOther(otherToForm(other, language), 'own', language)).toEqual(other)
  })

  it('a monthly payment, and amounts never saved, which stay empty', () => {
    expect(propertyToForm({ monthlyPayment: 2400.75 }, 'fr').monthlyPayment).toBe('2\u00a0400,75')
    expect(priceToForm(undefined, 'fr')).toEqual({
      total: '',
      downPaymentCash: '',
      downPaymentPercent: '',
    })
  })
})
