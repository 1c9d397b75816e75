import { describe, expect, it } from 'vitest'
import type { ApplicationFields } from '../../contract/application'
import {
  missingEmployment,
  missingFields,
  missingOther,
  missingProperty,
  missingSigner,
  nextStep,
  qualifyingIncome,
} from '../../contract/applicationRules'

const fieldsOf = (missing: { field: string }[]) => missing.map((one) => one.field)

describe('the required applicant fields', () => {
  it('asks an empty applicant for names, email, phone, birth month, day and year, marital status and citizenship', () => {
    expect(fieldsOf(missingFields({}).filter((one) => one.step === 'applicant'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'dob.month',
      'dob.day',
      'dob.year',
      'maritalStatus',
      'citizenStatus',
    ])
  })

  it('counts blank text as missing', () => {
    const missing = missingFields({ applicant: { firstName: '   ' } })
    expect(fieldsOf(missing)).toContain('firstName')
  })

  it('asks a co-applicant for the same fields and the relation, naming which co-applicant', () => {
    const missing = missingSigner({ firstName: 'Sami' }, 1)
    expect(missing).toContainEqual({ step: 'coApplicant', field: 'relation', signer: 1 })
    expect(fieldsOf(missing)).not.toContain('firstName')
  })

  it.each<[string, ApplicationFields['property'], string[]]>([
    [
      'nothing yet',
      undefined,
      ['address', 'city', 'province', 'postalCode', 'ownership', 'monthlyPayment'],
    ],
    [
      'a renter',
      { ownership: 'rent_out' },
      ['address', 'city', 'province', 'postalCode', 'monthlyPayment'],
    ],
    [
      'someone living with family (no payment)',
      { ownership: 'family' },
      ['address', 'city', 'province', 'postalCode'],
    ],
  ])('property: %s', (_name, property, expected) => {
    expect(fieldsOf(missingProperty({ property }))).toEqual(expected)
  })

  it.each<[string, ApplicationFields['employment'], string[]]>([
    ['no status', undefined, ['status']],
    [
      'full time, salaried',
      { status: 'full_time', compensationType: 'annual_salary' },
      ['startMonth', 'startYear', 'employer', 'jobTitle', 'annualIncome'],
    ],
    [
      'salary and bonus: the bonus is required',
      { status: 'part_time', compensationType: 'annual_salary_bonus', annualIncome: 1 },
      ['startMonth', 'startYear', 'employer', 'jobTitle', 'anticipatedBonus'],
    ],
    ['a pension: only its income', { status: 'pension' }, ['annualIncome']],
    ['unemployed: nothing more', { status: 'unemployed' }, []],
  ])('employment: %s', (_name, employment, expected) => {
    expect(fieldsOf(missingEmployment({ employment }))).toEqual(expected)
  })

  it.each<[string, ApplicationFields, string[]]>([
    ['a renter has no mortgage to describe', { property: { ownership: 'rent_out' } }, []],
    ['an owner: the balance', { property: { ownership: 'own' } }, ['mortgageBalance']],
    [
      'an owner without a mortgage',
      { property: { ownership: 'own' }, other: { mortgageBalance: 0 } },
      [],
    ],
    [
      'an owner with a balance: its rate and rate type',
      { property: { ownership: 'own' }, other: { mortgageBalance: 250_000 } },
      ['mortgageRate', 'rateType'],
    ],
  ])('other: %s', (_name, fields, expected) => {
    expect(fieldsOf(missingOther(fields))).toEqual(expected)
  })
})

describe('qualifyingIncome', () => {
  it.each<[ApplicationFields['employment'], number]>([
    [undefined, 0],
    [{ status: 'unemployed', annualIncome: 50_000 }, 0],
    [{ status: 'full_time', annualIncome: 90_000 }, 90_000],
    [{ status: 'full_time', annualIncome: 90_000, anticipatedBonus: 10_000 }, 100_000],
  ])('%o counts %i', (employment, expected) => {
    expect(qualifyingIncome({ employment })).toBe(expected)
  })
})

describe('nextStep', () => {
  const complete: ApplicationFields = {
    applicant: {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.ca',
      phone: '4165551234',
      dob: { month: 1, day: 2, year: 1990 },
      maritalStatus: 'single',
      citizenStatus: 'CA',
    },
    property: {
      address: '1 King St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 1A1',
      ownership: 'family',
    },
    price: { total: 500_000, downPaymentCash: 25_000 },
    employment: { status: 'unemployed' },
  }
  it.each<[string, Parameters<typeof nextStep>, string]>([
    ['an empty draft starts with the applicant', ['draft', {}, [], 0], 'applicant'],
    [
      'an incomplete co-applicant comes next',
      ['draft', complete, [{ firstName: 'C' }], 0],
      'coApplicant',
    ],
    ['the price after the property', ['draft', { ...complete, price: undefined }, [], 0], 'price'],
    ['a complete form asks for documents', ['draft', complete, [], 0], 'documents'],
    ['with documents it is ready to submit', ['draft', complete, [], 1], 'submit'],
    ['submitted: choose a lender', ['submitted', complete, [], 1], 'chooseLender'],
    ['lender chosen: done', ['lender_chosen', complete, [], 1], 'done'],
  ])('%s', (_name, args, expected) => {
    expect(nextStep(...args)).toBe(expected)
  })
})
