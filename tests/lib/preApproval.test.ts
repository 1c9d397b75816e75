import { describe, expect, it } from 'vitest'
import {
  applicantProblems,
  coApplicantProblems,
  employmentProblems,
  priceProblems,
  propertyProblems,
} from '../../src/lib/preApproval/fieldProblems'
import {
  cashFromPercent,
  downPaymentShortfall,
  isCanadianPostalCode,
  normalizePhone,
  normalizePostalCode,
  percentFromCash,
} from '../../src/lib/preApproval/inputValues'
import {
  employmentFieldsShown,
  formToEmployment,
  formToPerson,
  formToPrice,
  formToProperty,
  personToForm,
  propertyToForm,
  signerToForm,
  type ApplicantForm,
  type EmploymentForm,
  type PropertyForm,
} from '../../src/lib/preApproval/stepForms'

const applicant: ApplicantForm = {
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.ca',
  phone: '(416) 555-0134',
  dobMonth: '3',
  dobDay: '14',
  dobYear: '1988',
  maritalStatus: 'married',
  citizenStatus: 'CA',
  password: '',
  confirm: '',
}
const today = new Date('2026-11-23T12:00:00Z')

describe('Canadian postal codes (property postal code)', () => {
  it.each([
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['M5J 2Y1', true],
    ['  H2X 1Y4 ', true],
    ['T2P-1J9', false],
    ['D1A 0B1', false], // D is never used
    ['W1A 0B1', false], // W never starts a code
    ['K1A 0B', false],
    ['12345', false],
    ['', false],
  ])('%j → %s', (code, valid) => {
    expect(isCanadianPostalCode(code)).toBe(valid)
  })

  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['m5j 2y1', 'M5J 2Y1'],
    ['nope', 'nope'],
  ])('normalizes %j to %j', (code, normalized) => {
    expect(normalizePostalCode(code)).toBe(normalized)
  })
})

describe('down payment cash and percent kept in sync (at least 5 % down)', () => {
  it.each([
    [600_000, 120_000, 20],
    [600_000, 20_000, 3.33],
    [450_000, 22_500, 5],
    [0, 10_000, undefined],
    [600_000, undefined, undefined],
  ])('price %d, cash %s → %s %%', (price, cash, percent) => {
    expect(percentFromCash(price, cash)).toBe(percent)
  })

  it.each([
    [600_000, 20, 120_000],
    [600_000, 5.5, 33_000],
    [999_999, 10, 100_000],
    [undefined, 10, undefined],
  ])('price %s at %d %% → %s cash', (price, percent, cash) => {
    expect(cashFromPercent(price, percent)).toBe(cash)
  })

  it.each([
    // 5 % of the first $500,000, 10 % above it, 20 % from $1.5 million.
    [400_000, 20_000, undefined],
    [400_000, 19_999, { minimum: 20_000 }],
    [600_000, 35_000, undefined],
    [600_000, 30_000, { minimum: 35_000 }],
    [1_500_000, 299_999, { minimum: 300_000 }],
  ])('price %d with %d down → %j', (price, cash, shortfall) => {
    expect(downPaymentShortfall(price, cash)).toEqual(shortfall)
  })

  it('the price step keeps cash and the computed percent, and says when it is short', () => {
    expect(
      formToPrice({ total: '$600,000', downPaymentCash: '120,000', downPaymentPercent: '' }, 'en'),
    ).toEqual({ total: 600_000, downPaymentCash: 120_000, downPaymentPercent: 20 })
    expect(
      priceProblems({ total: '600000', downPaymentCash: '30000', downPaymentPercent: '5' }, 'en'),
    ).toEqual({ downPaymentCash: { code: 'downPaymentMinimum', minimum: 35_000 } })
    expect(priceProblems({ total: '', downPaymentCash: '', downPaymentPercent: '' }, 'en')).toEqual(
      {
        total: { code: 'required' },
        downPaymentCash: { code: 'required' },
      },
    )
  })

  it('reads a French price and percent as French writes them', () => {
    const french = { total: '600 000 $', downPaymentCash: '', downPaymentPercent: '7,5' }
    // 7,5 % of 600 000 $, not 75 %.
    expect(formToPrice(french, 'fr')).toEqual({ total: 600_000, downPaymentPercent: 7.5 })
    expect(
      priceProblems({ total: '600 000', downPaymentCash: '45 000', downPaymentPercent: '' }, 'fr'),
    ).toEqual({})
  })
})

describe('applicant and co-applicant (every required field says "is required")', () => {
  const empty = { ...personToForm(undefined), password: '', confirm: '' }

  it('an empty applicant has every person field required', () => {
    expect(Object.keys(applicantProblems(empty, { guest: false, today })).sort()).toEqual(
      [
        'citizenStatus',
        'dobDay',
        'dobMonth',
        'dobYear',
        'email',
        'firstName',
        'lastName',
        'maritalStatus',
        'phone',
      ].sort(),
    )
  })

  it.each([
    [{}, {}],
    [{ email: 'amira@' }, { email: { code: 'email' } }],
    [{ phone: '555-1234' }, { phone: { code: 'phone' } }],
    [{ dobMonth: '2', dobDay: '30' }, { dobDay: { code: 'date' } }],
    [{ dobYear: '2030' }, { dobYear: { code: 'future' } }],
  ] as const)('%j → %j', (change, problems) => {
    expect(applicantProblems({ ...applicant, ...change }, { guest: false, today })).toEqual(
      problems,
    )
  })

  it('a guest also needs a password and the same confirmation', () => {
    expect(applicantProblems(applicant, { guest: true, today })).toEqual({
      password: { code: 'required' },
    })
    expect(
      applicantProblems(
        { ...applicant, password: 'Secret#1', confirm: 'x' },
        { guest: true, today },
      ),
    ).toEqual({ password: { code: 'passwordMismatch' } })
  })

  it('maps to the contract person and back (phone as its 10 digits)', () => {
    const person = formToPerson(applicant)
    expect(person).toEqual({
      firstName: 'Amira',
      lastName: 'Haddad',
      email: 'amira@example.ca',
      phone: '4165550134',
      dob: { month: 3, day: 14, year: 1988 },
      maritalStatus: 'married',
      citizenStatus: 'CA',
    })
    expect(personToForm(person)).toMatchObject({ dobMonth: '3', phone: '4165550134' })
  })

  it.each([
    ['416-555-0134', '4165550134'],
    ['+1 (416) 555-0134', '4165550134'],
    ['555-0134', '555-0134'],
  ])('phone %j → %j', (typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent)
  })

  it('a co-applicant is optional; once there, the relation is required too', () => {
    expect(coApplicantProblems(signerToForm(undefined), today)).toEqual({})
    const problems = coApplicantProblems({ ...signerToForm(undefined), hasCoApplicant: 'yes' })
    expect(problems.relation).toEqual({ code: 'required' })
    expect(problems.firstName).toEqual({ code: 'required' })
  })
})

describe('property (13 provinces, postal code, ownership)', () => {
  const property: PropertyForm = {
    address: '88 Harbour St',
    unit: '',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'm5j2y1',
    ownership: 'rent_out',
    monthlyPayment: '2,400',
    otherProperties: 'no',
    moveIn: '2027-03-01',
  }

  it('maps to the contract and back', () => {
    const fields = formToProperty(property, 'en')
    expect(fields).toEqual({
      address: '88 Harbour St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5J 2Y1',
      ownership: 'rent_out',
      monthlyPayment: 2400,
      otherProperties: false,
      moveIn: '2027-03-01',
    })
    expect(propertyToForm(fields, 'en')).toMatchObject({
      postalCode: 'M5J 2Y1',
      otherProperties: 'no',
    })
  })

  it.each([
    [{}, {}],
    [{ postalCode: 'M5J 2Y' }, { postalCode: { code: 'postalCode' } }],
    [{ monthlyPayment: '' }, { monthlyPayment: { code: 'required' } }],
    [{ ownership: 'family', monthlyPayment: '' }, {}],
    [{ ownership: '' }, { ownership: { code: 'required' } }],
    [
      { address: ' ', city: '' },
      { address: { code: 'required' }, city: { code: 'required' } },
    ],
  ] as const)('%j → %j', (change, problems) => {
    expect(propertyProblems({ ...property, ...change }, 'en')).toEqual(problems)
  })
})

describe('employment (status, start, employer, title, compensation, income, bonus)', () => {
  const job: EmploymentForm = {
    status: 'full_time',
    startMonth: '9',
    startYear: '2019',
    employer: 'Maple Health',
    jobTitle: 'Pharmacist',
    compensationType: 'annual_salary',
    annualIncome: '160000',
    anticipatedBonus: '',
  }

  it.each([
    ['', ['status']],
    [
      'full_time',
      [
        'status',
        'startMonth',
        'startYear',
        'employer',
        'jobTitle',
        'compensationType',
        'annualIncome',
        'anticipatedBonus',
      ],
    ],
    ['pension', ['status', 'annualIncome']],
    ['unemployed', ['status']],
  ])('status %j shows %j', (status, fields) => {
    expect([...employmentFieldsShown(status)].sort()).toEqual([...fields].sort())
  })

  it.each([
    [{}, {}],
    [{ compensationType: 'annual_salary_bonus' }, { anticipatedBonus: { code: 'required' } }],
    [
      { employer: '', annualIncome: '' },
      { employer: { code: 'required' }, annualIncome: { code: 'required' } },
    ],
    [{ startYear: '19' }, { startYear: { code: 'startYear' } }],
    [{ startYear: '2031' }, { startYear: { code: 'future' } }],
    [{ status: 'pension', employer: '' }, {}],
  ] as const)('%j → %j', (change, problems) => {
    expect(employmentProblems({ ...job, ...change }, 'en', today)).toEqual(problems)
  })

  it('drops what the status does not ask for', () => {
    expect(formToEmployment({ ...job, status: 'pension', annualIncome: '30000' }, 'en')).toEqual({
      status: 'pension',
      annualIncome: 30_000,
    })
  })
})
