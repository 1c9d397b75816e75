import { Type, type Static } from 'typebox'
import { EMAIL_PATTERN, LEAD_LIMITS, PHONE_PATTERN } from './lead'
import {
  MARITAL_STATUS,
  COAPPLICANT_RELATION,
  CITIZENSHIP,
  EMPLOYMENT,
  COMPENSATION,
  OWNERSHIP,
  PROVINCES,
  LENDERS,
  RATE_TYPES,
  APPLICATION_STATUS,
  MIN_DOWN_PAYMENT_PERCENT,
  DOCUMENT_TYPES,
  DOCUMENT_MAX_BYTES,
} from './applicationChoices'

/**
 * The pre-approval application: the applicant form's fields and the
 * enumerations each choice field takes. Every
 * field is optional so a customer can save as they go; what is sent is checked field by field.
 */

const oneOf = <const Values extends string[]>(values: readonly [...Values], title: string) =>
  Type.Enum(values, { title })
const text = (title: string, maxLength = 100) =>
  Type.String({ title, minLength: 1, maxLength, pattern: '\\S' })
const money = (title: string) => Type.Number({ title, minimum: 0, maximum: 1e9 })
const year = (title: string) => Type.Integer({ title, minimum: 1900, maximum: 2100 })
const month = (title: string) => Type.Integer({ title, minimum: 1, maximum: 12 })

export const Person = Type.Object(
  {
    firstName: Type.Optional(text('First name', LEAD_LIMITS.nameMax)),
    lastName: Type.Optional(text('Last name', LEAD_LIMITS.nameMax)),
    email: Type.Optional(
      Type.String({ title: 'Email', maxLength: LEAD_LIMITS.emailMax, pattern: EMAIL_PATTERN }),
    ),
    phone: Type.Optional(Type.String({ title: 'Phone', pattern: PHONE_PATTERN })),
    dob: Type.Optional(
      Type.Object(
        {
          month: month('Birth month'),
          day: Type.Integer({ title: 'Birth day', minimum: 1, maximum: 31 }),
          year: year('Birth year'),
        },
        { additionalProperties: false },
      ),
    ),
    maritalStatus: Type.Optional(oneOf(MARITAL_STATUS, 'Marital status')),
    citizenStatus: Type.Optional(oneOf(CITIZENSHIP, 'Citizenship')),
  },
  { additionalProperties: false },
)

export const ApplicationFields = Type.Object(
  {
    applicant: Type.Optional(Person),
    property: Type.Optional(
      Type.Object(
        {
          address: Type.Optional(text('Address', 200)),
          unit: Type.Optional(text('Unit', 20)),
          city: Type.Optional(text('City')),
          province: Type.Optional(oneOf(PROVINCES, 'Province')),
          postalCode: Type.Optional(
            Type.String({ title: 'Postal code', pattern: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$' }),
          ),
          ownership: Type.Optional(oneOf(OWNERSHIP, 'Ownership')),
          monthlyPayment: Type.Optional(money('Monthly payment')),
          otherProperties: Type.Optional(Type.Boolean({ title: 'Other properties' })),
          moveIn: Type.Optional(
            Type.String({ title: 'Move-in', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    price: Type.Optional(
      Type.Object(
        {
          total: Type.Optional(money('Price')),
          downPaymentCash: Type.Optional(money('Down payment')),
          downPaymentPercent: Type.Optional(
            Type.Number({ title: 'Down payment percent', minimum: 0, maximum: 100 }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    employment: Type.Optional(
      Type.Object(
        {
          status: Type.Optional(oneOf(EMPLOYMENT, 'Employment status')),
          startMonth: Type.Optional(month('Start month')),
          startYear: Type.Optional(year('Start year')),
          employer: Type.Optional(text('Employer')),
          jobTitle: Type.Optional(text('Job title')),
          compensationType: Type.Optional(oneOf(COMPENSATION, 'Compensation')),
          annualIncome: Type.Optional(money('Annual income')),
          anticipatedBonus: Type.Optional(money('Anticipated bonus')),
        },
        { additionalProperties: false },
      ),
    ),
    /** The current home's mortgage, when it is owned (ownership 'own'). */
    other: Type.Optional(
      Type.Object(
        {
          lender: Type.Optional(oneOf(LENDERS, 'Current lender')),
          mortgageBalance: Type.Optional(money('Mortgage balance')),
          mortgageRate: Type.Optional(
            Type.Number({ title: 'Mortgage rate', minimum: 0, maximum: 30 }),
          ),
          rateType: Type.Optional(oneOf(RATE_TYPES, 'Rate type')),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type ApplicationFields = Static<typeof ApplicationFields>

export const SignerFields = Type.Object(
  {
    ...Person.properties,
    relation: oneOf(COAPPLICANT_RELATION, 'Co-applicant relation'),
  },
  { additionalProperties: false },
)
export type SignerFields = Static<typeof SignerFields>

export const Signer = Type.Object({ ...SignerFields.properties, id: Type.Integer() })
export type Signer = Static<typeof Signer>

export const Application = Type.Object({
  id: Type.Integer(),
  status: oneOf(APPLICATION_STATUS, 'Status'),
  fields: ApplicationFields,
  signers: Type.Array(Signer),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type Application = Static<typeof Application>

export const DocumentRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '^[^/\\\\\\u0000-\\u001f]+$' }),
    contentType: oneOf(DOCUMENT_TYPES, 'Content type'),
    size: Type.Integer({ minimum: 1, maximum: DOCUMENT_MAX_BYTES }),
  },
  { additionalProperties: false },
)

export const ApplicationDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('uploaded')]),
  createdAt: Type.String(),
})
export type ApplicationDocument = Static<typeof ApplicationDocument>

export const UploadTicket = Type.Object({
  document: ApplicationDocument,
  /**
   * PUT the file's bytes here: the customer service's own address (send the bearer token too),
   * or a presigned link of the document store (send nothing but `headers`).
   */
  uploadUrl: Type.String(),
  method: Type.Literal('PUT'),
  /** Send the bytes with exactly these headers (the content type, and what the store signed). */
  headers: Type.Record(Type.String(), Type.String()),
  /** The link takes the bytes until then (a quarter of an hour). */
  expiresAt: Type.String(),
})

export const Match = Type.Object({
  id: Type.Integer(),
  /** One of LENDERS (never 'other'). */
  lender: Type.String(),
  /** The contract rate, percent. */
  rate: Type.Number(),
  rateType: oneOf(RATE_TYPES, 'Rate type'),
  termYears: Type.Integer(),
  /** The loan, insurance premium included. */
  mortgage: Type.Number(),
  /** The monthly payment at the contract rate over the amortization. */
  monthlyPayment: Type.Number(),
  amortizationYears: Type.Integer(),
  status: Type.Union([Type.Literal('offered'), Type.Literal('accepted'), Type.Literal('declined')]),
})
export type Match = Static<typeof Match>

/**
 * How the application was judged when it was submitted: the stress-test rate of the best offer
 * and the largest price the income carries at it, and what limited that price.
 */
export const Assessment = Type.Object({
  qualifyingRate: Type.Number(),
  maxPrice: Type.Number(),
  limitedBy: Type.Union([
    Type.Literal('grossDebtService'),
    Type.Literal('totalDebtService'),
    Type.Literal('downPayment'),
  ]),
})
export type Assessment = Static<typeof Assessment>

export const Matches = Type.Object({
  matches: Type.Array(Match),
  /** Null until the application is submitted. */
  assessment: Type.Union([Assessment, Type.Null()]),
})
export type Matches = Static<typeof Matches>

/** The form's steps in order, then what follows the form. */
export const FORM_STEPS = [
  'applicant',
  'coApplicant',
  'property',
  'price',
  'employment',
  'other',
] as const
export type FormStep = (typeof FORM_STEPS)[number]
export const NEXT_STEPS = [...FORM_STEPS, 'documents', 'submit', 'chooseLender', 'done'] as const
export type NextStep = (typeof NEXT_STEPS)[number]

/** One of the caller's applications as the dashboard lists it. */
export const ApplicationSummary = Type.Object({
  id: Type.Integer(),
  status: oneOf(APPLICATION_STATUS, 'Status'),
  /** The first step with something missing, or what comes after the form. */
  nextStep: oneOf(NEXT_STEPS, 'Next step'),
  city: Type.Union([Type.String(), Type.Null()]),
  price: Type.Union([Type.Number(), Type.Null()]),
  updatedAt: Type.String(),
})
export type ApplicationSummary = Static<typeof ApplicationSummary>

export const MatchUpdate = Type.Object(
  { status: Type.Union([Type.Literal('accepted'), Type.Literal('declined')]) },
  { additionalProperties: false },
)

export const Referrals = Type.Object({
  /** The caller's code, to give to friends; a lead sent with it counts as their referral. */
  code: Type.String(),
  referrals: Type.Array(
    Type.Object({ date: Type.String(), city: Type.Union([Type.String(), Type.Null()]) }),
  ),
})

/** A row id in a path: a 32-bit integer, as ids are on every customer database engine. */
const rowId = () => Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })

export const ApplicationParams = Type.Object({ id: rowId() })
export const SignerParams = Type.Object({ id: rowId(), signerId: rowId() })
export const DocumentParams = Type.Object({ id: rowId(), documentId: rowId() })
export const MatchParams = Type.Object({ id: rowId(), matchId: rowId() })

/**
 * The down payment rule on what was sent: undefined when it holds (or cannot be judged yet),
 * otherwise the reason.
 */
export function downPaymentProblem(price: ApplicationFields['price']): string | undefined {
  if (!price?.total) return undefined
  const percent =
    price.downPaymentPercent ??
    (price.downPaymentCash === undefined ? undefined : (price.downPaymentCash / price.total) * 100)
  if (percent === undefined || percent >= MIN_DOWN_PAYMENT_PERCENT) return undefined
  return `The down payment must be at least ${String(MIN_DOWN_PAYMENT_PERCENT)}% of the price.`
}

export const APPLICATION_PATHS = {
  application: '/application',
  /** POST /application/{id}/submit: checks the application is complete and computes matches. */
  submit: 'submit',
  referrals: '/user/referrals',
} as const
