import type { ApplicationFields } from '../../../contract/application'
import {
  missingApplicant,
  missingEmployment,
  missingOther,
  missingPrice,
  missingProperty,
  missingSigner,
} from '../../../contract/applicationRules'
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../contract/lead'
import {
  dateProblem,
  downPaymentShortfall,
  integer,
  isCanadianPostalCode,
  normalizePhone,
  typedAmount,
} from './inputValues'
import {
  employmentFieldsShown,
  formToEmployment,
  formToOther,
  formToPerson,
  formToPrice,
  formToProperty,
  formToSigner,
  type ApplicantForm,
  type CoApplicantForm,
  type EmploymentForm,
  type OtherForm,
  type PersonForm,
  type PriceForm,
  type PropertyForm,
} from './stepForms'

/**
 * Which problem each field of the pre-approval form has. 'Is required' comes from the shared
 * rules in contract/applicationRules, so the SPA and the customer service agree on what is missing.
 */

type Property = NonNullable<ApplicationFields['property']>

/**
 * A problem's code; the SPA shows `errors.<code>` (and `required.<field>` for 'required').
 * 'downPaymentMinimum' carries the minimum in dollars.
 */
export type Problem =
  | { readonly code: 'required' }
  | { readonly code: 'email' | 'phone' | 'postalCode' | 'date' | 'number' | 'rate' | 'future' }
  | { readonly code: 'startYear' | 'moveIn' | 'percent' }
  | { readonly code: 'downPaymentMinimum'; readonly minimum: number }
  | { readonly code: 'passwordMismatch' }

export type Problems<Form> = Partial<Record<keyof Form, Problem>>

/** Contract paths (`dob.month`) to input names (`dobMonth`). */
const INPUT_OF: Record<string, string> = {
  'dob.month': 'dobMonth',
  'dob.day': 'dobDay',
  'dob.year': 'dobYear',
}

function required<Form extends object>(
  form: Form,
  missing: readonly { field: string }[],
  problems: Problems<Form>,
): Problems<Form> {
  const result: Problems<Form> = {}
  for (const { field } of missing) {
    const input = (INPUT_OF[field] ?? field) as keyof Form
    // Something typed that does not convert (a birth date that does not exist) is not 'missing'.
    const typed = form[input]
    if (typeof typed === 'string' && typed.trim() !== '') continue
    result[input] = { code: 'required' }
  }
  // A format problem on a filled field is more useful than 'required' on its empty conversion.
  return { ...result, ...problems }
}

function personProblems(form: PersonForm, today: Date): Problems<PersonForm> {
  const problems: Problems<PersonForm> = {}
  if (form.email.trim() && !new RegExp(EMAIL_PATTERN).test(form.email.trim())) {
    problems.email = { code: 'email' }
  }
  if (form.phone.trim() && !new RegExp(PHONE_PATTERN).test(normalizePhone(form.phone))) {
    problems.phone = { code: 'phone' }
  }
  const month = integer(form.dobMonth)
  const day = integer(form.dobDay)
  const year = integer(form.dobYear)
  if (form.dobYear.trim() && (!year || year < 1900)) problems.dobYear = { code: 'date' }
  if (form.dobDay.trim() && (!day || day > 31)) problems.dobDay = { code: 'date' }
  if (month && day && year && year >= 1900 && dateProblem(month, day, year)) {
    problems.dobDay = { code: 'date' }
  } else if (month && day && year && new Date(Date.UTC(year, month - 1, day)) > today) {
    problems.dobYear = { code: 'future' }
  }
  return problems
}

export function applicantProblems(
  form: ApplicantForm,
  options: { readonly guest: boolean; readonly today?: Date },
): Problems<ApplicantForm> {
  const fields = { applicant: formToPerson(form) }
  const problems: Problems<ApplicantForm> = personProblems(form, options.today ?? new Date())
  if (options.guest) {
    if (!form.password) problems.password = { code: 'required' }
    else if (form.password !== form.confirm) problems.password = { code: 'passwordMismatch' }
  }
  return required(form, missingApplicant(fields), problems)
}

export function coApplicantProblems(
  form: CoApplicantForm,
  today: Date = new Date(),
): Problems<CoApplicantForm> {
  if (form.hasCoApplicant !== 'yes') return {}
  return required(form, missingSigner(formToSigner(form), 0), personProblems(form, today))
}

export function propertyProblems(form: PropertyForm, language: string): Problems<PropertyForm> {
  const problems: Problems<PropertyForm> = {}
  if (form.postalCode.trim() && !isCanadianPostalCode(form.postalCode)) {
    problems.postalCode = { code: 'postalCode' }
  }
  if (form.monthlyPayment.trim() && typedAmount(form.monthlyPayment, language) === undefined) {
    problems.monthlyPayment = { code: 'number' }
  }
  if (form.moveIn && !/^\d{4}-\d{2}-\d{2}$/.test(form.moveIn)) problems.moveIn = { code: 'date' }
  return required(form, missingProperty({ property: formToProperty(form, language) }), problems)
}

export function priceProblems(form: PriceForm, language: string): Problems<PriceForm> {
  const problems: Problems<PriceForm> = {}
  const price = formToPrice(form, language)
  if (form.total.trim() && price.total === undefined) problems.total = { code: 'number' }
  if (form.downPaymentCash.trim() && price.downPaymentCash === undefined) {
    problems.downPaymentCash = { code: 'number' }
  }
  const shortfall = downPaymentShortfall(price.total, price.downPaymentCash)
  if (shortfall) problems.downPaymentCash = { code: 'downPaymentMinimum', ...shortfall }
  else if (price.total !== undefined && (price.downPaymentCash ?? 0) > price.total) {
    problems.downPaymentCash = { code: 'percent' }
  }
  return required(form, missingPrice({ price }), problems)
}

export function employmentProblems(
  form: EmploymentForm,
  language: string,
  today: Date = new Date(),
): Problems<EmploymentForm> {
  const problems: Problems<EmploymentForm> = {}
  const employment = formToEmployment(form, language)
  const shown = employmentFieldsShown(form.status)
  if (shown.has('startYear') && form.startYear.trim() && employment.startYear === undefined) {
    problems.startYear = { code: 'startYear' }
  } else if (employment.startYear && employment.startYear > today.getUTCFullYear()) {
    problems.startYear = { code: 'future' }
  }
  for (const key of ['annualIncome', 'anticipatedBonus'] as const) {
    if (shown.has(key) && form[key].trim() && employment[key] === undefined) {
      problems[key] = { code: 'number' }
    }
  }
  return required(form, missingEmployment({ employment }), problems)
}

export function otherProblems(
  form: OtherForm,
  ownership: string | undefined,
  language: string,
): Problems<OtherForm> {
  const problems: Problems<OtherForm> = {}
  if (ownership === 'own') {
    if (form.mortgageBalance.trim() && typedAmount(form.mortgageBalance, language) === undefined) {
      problems.mortgageBalance = { code: 'number' }
    }
    const rate = typedAmount(form.mortgageRate, language)
    if (form.mortgageRate.trim() && (rate === undefined || rate > 30)) {
      problems.mortgageRate = { code: 'rate' }
    }
  }
  const fields = { property: { ownership: ownership as Property['ownership'] } }
  const other = formToOther(form, ownership, language)
  return required(form, missingOther({ ...fields, other }), problems)
}
