import type { Application, ApplicationFields, Match } from '../../contract/application'

/** The offers the fake service answers a submitted, qualifying application with. */
export const sampleOffers: Omit<Match, 'id' | 'status'>[] = [
  {
    lender: 'td',
    rate: 4.49,
    rateType: 'fixed',
    termYears: 5,
    mortgage: 480_000,
    monthlyPayment: 2_652,
    amortizationYears: 30,
  },
  {
    lender: 'eq_bank',
    rate: 4.19,
    rateType: 'variable',
    termYears: 5,
    mortgage: 480_000,
    monthlyPayment: 2_571,
    amortizationYears: 30,
  },
]

/**
 * The pre-approval calls of the customer service for component tests: one caller's applications
 * in memory, the shared required-field rules on submit, 401 without a bearer token, and 404 for
 * an id that is not theirs. `offers` decides what a submit matches.
 */

/** A complete application's fields: a price of $600,000 with $120,000 down, $160,000 full time. */
export const completeFields: ApplicationFields = {
  applicant: {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira@example.ca',
    phone: '4165550134',
    dob: { month: 3, day: 14, year: 1988 },
    maritalStatus: 'married',
    citizenStatus: 'CA',
  },
  property: {
    address: '88 Harbour St',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 2Y1',
    ownership: 'rent_out',
    monthlyPayment: 2400,
    otherProperties: false,
  },
  price: { total: 600_000, downPaymentCash: 120_000, downPaymentPercent: 20 },
  employment: {
    status: 'full_time',
    startMonth: 9,
    startYear: 2019,
    employer: 'Maple Health',
    jobTitle: 'Pharmacist',
    compensationType: 'annual_salary',
    annualIncome: 160_000,
  },
  other: { lender: 'td' },
}

export function application(id: number, changes: Partial<Application> = {}): Application {
  return {
    id,
    status: 'draft',
    fields: completeFields,
    signers: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...changes,
  }
}
