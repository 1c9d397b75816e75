import type { ApplicationFields, FormStep, NextStep, SignerFields } from './application'

/**
 * Which fields of a pre-approval application are still required ("Each
 * required applicant field has an 'is required' message"). One list shared by the SPA, which
 * shows the message under the field, and the customer service, which refuses to submit an
 * application with anything missing. Paths are dotted, relative to their step's object.
 */

/** Statuses that mean a paid job with a start date, an employer and a title. */
const EMPLOYED = new Set(['full_time', 'part_time', 'self_employed', 'parental_leave'])
/** Statuses with an income but no employer (pension, welfare, investment income). */
const OTHER_INCOME = new Set(['pension', 'welfare', 'investor'])
/** Compensation that carries a bonus or commission, which must then be estimated. */
const VARIABLE_PAY = new Set(['annual_salary_bonus', 'annual_salary_commission', 'commission'])

const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dob.month',
  'dob.day',
  'dob.year',
  'maritalStatus',
  'citizenStatus',
] as const

export interface MissingField {
  readonly step: FormStep
  /** Dotted path inside the step's object, e.g. `dob.month`; for signers, `relation` etc. */
  readonly field: string
  /** The co-applicant's index for the coApplicant step. */
  readonly signer?: number
}

const absent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function pick(object: object | undefined, path: string): unknown {
  let value: unknown = object
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function missingIn(step: FormStep, object: object | undefined, fields: readonly string[]) {
  return fields.filter((field) => absent(pick(object, field))).map((field) => ({ step, field }))
}

export function missingApplicant(fields: ApplicationFields): MissingField[] {
  return missingIn('applicant', fields.applicant, PERSON_FIELDS)
}

export function missingSigner(signer: Partial<SignerFields>, index: number): MissingField[] {
  return missingIn('coApplicant', signer, [...PERSON_FIELDS, 'relation']).map((missing) => ({
    ...missing,
    signer: index,
  }))
}

export function missingProperty(fields: ApplicationFields): MissingField[] {
  const property = fields.property
  const required = ['address', 'city', 'province', 'postalCode', 'ownership']
  // Living with family costs nothing a lender counts; rent and a mortgage are monthly payments.
  if (property?.ownership !== 'family') required.push('monthlyPayment')
  return missingIn('property', property, required)
}

export function missingPrice(fields: ApplicationFields): MissingField[] {
  return missingIn('price', fields.price, ['total', 'downPaymentCash'])
}

export function missingEmployment(fields: ApplicationFields): MissingField[] {
  const employment = fields.employment
  const status = employment?.status
  const required = ['status']
  if (status && EMPLOYED.has(status)) {
    required.push('startMonth', 'startYear', 'employer', 'jobTitle', 'compensationType')
    required.push('annualIncome')
    if (employment.compensationType && VARIABLE_PAY.has(employment.compensationType)) {
      required.push('anticipatedBonus')
    }
  } else if (status && OTHER_INCOME.has(status)) {
    required.push('annualIncome')
  }
  return missingIn('employment', employment, required)
}

/** The current home's mortgage: its balance when owned, its rate and rate type when one is owed. */
export function missingOther(fields: ApplicationFields): MissingField[] {
  if (fields.property?.ownership !== 'own') return []
  const required = ['mortgageBalance']
  if ((fields.other?.mortgageBalance ?? 0) > 0) required.push('mortgageRate', 'rateType')
  return missingIn('other', fields.other, required)
}

export function missingFields(
  fields: ApplicationFields,
  signers: readonly Partial<SignerFields>[] = [],
): MissingField[] {
  return [
    ...missingApplicant(fields),
    ...signers.flatMap((signer, index) => missingSigner(signer, index)),
    ...missingProperty(fields),
    ...missingPrice(fields),
    ...missingEmployment(fields),
    ...missingOther(fields),
  ]
}

/** Annual income a lender counts: salary or other income plus the anticipated bonus. */
export function qualifyingIncome(fields: ApplicationFields): number {
  const employment = fields.employment
  if (!employment?.status || employment.status === 'unemployed') return 0
  return (employment.annualIncome ?? 0) + (employment.anticipatedBonus ?? 0)
}

/**
 * What the customer should do next: the first form step with something missing, then sending it
 * (documents are asked for before submitting but are not required), then choosing a lender.
 */
export function nextStep(
  status: 'draft' | 'submitted' | 'lender_chosen',
  fields: ApplicationFields,
  signers: readonly Partial<SignerFields>[],
  documentCount: number,
): NextStep {
  if (status === 'lender_chosen') return 'done'
  if (status === 'submitted') return 'chooseLender'
  const first = missingFields(fields, signers)[0]
  if (first) return first.step
  return documentCount === 0 ? 'documents' : 'submit'
}
