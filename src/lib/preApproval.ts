import {
  MIN_DOWN_PAYMENT_PERCENT,
  type ApplicationFields,
  type FormStep,
  type SignerFields,
} from '../../contract/application'
import {
  missingApplicant,
  missingEmployment,
  missingOther,
  missingPrice,
  missingProperty,
  missingSigner,
} from '../../contract/applicationRules'
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../contract/lead'
import { minimumDownPayment } from '../../contract/mortgage/downPayment'

/**
 * The pre-approval form's pure rules: what each step's inputs
 * hold (text, as the inputs do), how they map to the application's fields and back, and which
 * problem each field has. 'Is required' comes from the shared rules in contract/applicationRules,
 * so the SPA and the customer service agree on what is missing.
 */

/** A Canadian postal code: letter, digit, letter, optional space, digit, letter, digit. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i

/**
 * Canada Post never uses D, F, I, O, Q or U, and W and Z never start a code; the contract's
 * looser pattern (any letter) is what the server checks, so this one is always accepted there.
 */
export function isCanadianPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim())
}

/** `k1a0b1` → `K1A 0B1`; anything that is not a postal code is returned trimmed. */
export function normalizePostalCode(value: string): string {
  const compact = value.trim().replace(/\s+/g, '').toUpperCase()
  return isCanadianPostalCode(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim()
}

/**
 * A phone typed any common way (`416-555-1234`, `+1 416 555 1234`) as the 10 digits the service
 * takes; anything else is returned trimmed (and then refused by the pattern).
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 && /[\d]/.test(value) && !/[a-z]/i.test(value)
    ? national
    : value.trim()
}

/** Dollars typed with separators or a sign (`$600,000`) as a number; undefined when empty or not one. */
export function parseAmount(value: string): number | undefined {
  const cleaned = value.replace(/[\s$,]/g, '')
  if (cleaned === '') return undefined
  const amount = Number(cleaned)
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The down payment's percent of the price, to two decimals; undefined when it cannot be known. */
export function percentFromCash(total: number | undefined, cash: number | undefined) {
  if (!total || total <= 0 || cash === undefined) return undefined
  return round2((cash / total) * 100)
}

/** The down payment in whole dollars for a percent of the price. */
export function cashFromPercent(total: number | undefined, percent: number | undefined) {
  if (!total || total <= 0 || percent === undefined) return undefined
  return Math.round((total * percent) / 100)
}

/** Why a down payment is too small: under 5 %, or under the tiered federal minimum. */
export function downPaymentShortfall(
  total: number | undefined,
  cash: number | undefined,
): { readonly minimum: number } | undefined {
  if (!total || total <= 0 || cash === undefined) return undefined
  const minimum = Math.max(minimumDownPayment(total), (total * MIN_DOWN_PAYMENT_PERCENT) / 100)
  return cash < minimum - 0.005 ? { minimum: Math.ceil(minimum) } : undefined
}

/* ---------- What each step's inputs hold ---------- */

export interface PersonForm {
  firstName: string
  lastName: string
  email: string
  phone: string
  dobMonth: string
  dobDay: string
  dobYear: string
  maritalStatus: string
  citizenStatus: string
}

export interface ApplicantForm extends PersonForm {
  /** Only for a guest, whose account the step creates. */
  password: string
  confirm: string
}

export interface CoApplicantForm extends PersonForm {
  /** 'yes' when there is a co-applicant. */
  hasCoApplicant: 'yes' | 'no'
  relation: string
}

export interface PropertyForm {
  address: string
  unit: string
  city: string
  province: string
  postalCode: string
  ownership: string
  monthlyPayment: string
  otherProperties: 'yes' | 'no' | ''
  moveIn: string
}

export interface PriceForm {
  total: string
  downPaymentCash: string
  downPaymentPercent: string
}

export interface EmploymentForm {
  status: string
  startMonth: string
  startYear: string
  employer: string
  jobTitle: string
  compensationType: string
  annualIncome: string
  anticipatedBonus: string
}

export interface OtherForm {
  lender: string
  mortgageBalance: string
  mortgageRate: string
  rateType: string
}

const str = (value: number | string | undefined) => (value === undefined ? '' : String(value))
/** Drops empty strings and undefined values so what is sent holds only what was typed. */
function compact<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== ''),
  ) as T
}
const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim())
const integer = (value: string) => {
  if (!/^\s*\d+\s*$/.test(value)) return undefined
  return Number(value)
}

type Person = NonNullable<ApplicationFields['applicant']>

export function personToForm(person: Partial<Person> | undefined): PersonForm {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    dobMonth: str(person?.dob?.month),
    dobDay: str(person?.dob?.day),
    dobYear: str(person?.dob?.year),
    maritalStatus: person?.maritalStatus ?? '',
    citizenStatus: person?.citizenStatus ?? '',
  }
}

/** The person as the contract has it; a birth date is sent only once month, day and year are all valid. */
export function formToPerson(form: PersonForm): Person {
  const month = integer(form.dobMonth)
  const day = integer(form.dobDay)
  const year = integer(form.dobYear)
  const dob =
    month && day && year && !dateProblem(month, day, year) ? { month, day, year } : undefined
  return compact({
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    email: trimmed(form.email),
    phone: trimmed(normalizePhone(form.phone)),
    dob,
    maritalStatus: (trimmed(form.maritalStatus) as Person['maritalStatus']) ?? undefined,
    citizenStatus: (trimmed(form.citizenStatus) as Person['citizenStatus']) ?? undefined,
  })
}

export function propertyToForm(property: ApplicationFields['property']): PropertyForm {
  return {
    address: property?.address ?? '',
    unit: property?.unit ?? '',
    city: property?.city ?? '',
    province: property?.province ?? '',
    postalCode: property?.postalCode ?? '',
    ownership: property?.ownership ?? '',
    monthlyPayment: str(property?.monthlyPayment),
    otherProperties:
      property?.otherProperties === undefined ? '' : property.otherProperties ? 'yes' : 'no',
    moveIn: property?.moveIn ?? '',
  }
}

type Property = NonNullable<ApplicationFields['property']>

export function formToProperty(form: PropertyForm): Property {
  const postal = normalizePostalCode(form.postalCode)
  return compact({
    address: trimmed(form.address),
    unit: trimmed(form.unit),
    city: trimmed(form.city),
    province: trimmed(form.province) as Property['province'],
    postalCode: isCanadianPostalCode(postal) ? postal : undefined,
    ownership: trimmed(form.ownership) as Property['ownership'],
    monthlyPayment: form.ownership === 'family' ? undefined : parseAmount(form.monthlyPayment),
    otherProperties: form.otherProperties === '' ? undefined : form.otherProperties === 'yes',
    moveIn: /^\d{4}-\d{2}-\d{2}$/.test(form.moveIn) ? form.moveIn : undefined,
  })
}

export function priceToForm(price: ApplicationFields['price']): PriceForm {
  return {
    total: str(price?.total),
    downPaymentCash: str(price?.downPaymentCash),
    downPaymentPercent: str(price?.downPaymentPercent),
  }
}

export function formToPrice(form: PriceForm): NonNullable<ApplicationFields['price']> {
  const total = parseAmount(form.total)
  const cash = parseAmount(form.downPaymentCash)
  const percent = percentFromCash(total, cash) ?? parseAmount(form.downPaymentPercent)
  return compact({
    total,
    downPaymentCash: cash,
    downPaymentPercent: percent !== undefined && percent <= 100 ? percent : undefined,
  })
}

export function employmentToForm(employment: ApplicationFields['employment']): EmploymentForm {
  return {
    status: employment?.status ?? '',
    startMonth: str(employment?.startMonth),
    startYear: str(employment?.startYear),
    employer: employment?.employer ?? '',
    jobTitle: employment?.jobTitle ?? '',
    compensationType: employment?.compensationType ?? '',
    annualIncome: str(employment?.annualIncome),
    anticipatedBonus: str(employment?.anticipatedBonus),
  }
}

type Employment = NonNullable<ApplicationFields['employment']>

/**
 * The employment inputs a status asks for: a job's start, employer, title, pay and bonus; only
 * the income for a pension, social assistance or investments; nothing more when unemployed. The
 * shared rules decide (a field is shown when it would be required, and the bonus with any job).
 */
export function employmentFieldsShown(status: string): ReadonlySet<keyof EmploymentForm> {
  const shown = new Set<keyof EmploymentForm>(['status'])
  if (!status) return shown
  const asked = missingEmployment({ employment: { status: status as Employment['status'] } })
  for (const { field } of asked) shown.add(field as keyof EmploymentForm)
  if (shown.has('compensationType')) shown.add('anticipatedBonus')
  return shown
}

export function formToEmployment(form: EmploymentForm): Employment {
  const shown = employmentFieldsShown(form.status)
  const month = integer(form.startMonth)
  const year = integer(form.startYear)
  const employment: Employment = {
    status: trimmed(form.status) as Employment['status'],
    startMonth: month && month <= 12 ? month : undefined,
    startYear: year && year >= 1900 && year <= 2100 ? year : undefined,
    employer: trimmed(form.employer),
    jobTitle: trimmed(form.jobTitle),
    compensationType: trimmed(form.compensationType) as Employment['compensationType'],
    annualIncome: parseAmount(form.annualIncome),
    anticipatedBonus: parseAmount(form.anticipatedBonus),
  }
  return compact(
    Object.fromEntries(
      Object.entries(employment).filter(([key]) => shown.has(key as keyof EmploymentForm)),
    ) as Employment,
  )
}

export function otherToForm(other: ApplicationFields['other']): OtherForm {
  return {
    lender: other?.lender ?? '',
    mortgageBalance: str(other?.mortgageBalance),
    mortgageRate: str(other?.mortgageRate),
    rateType: other?.rateType ?? '',
  }
}

type Other = NonNullable<ApplicationFields['other']>

/** The current mortgage is kept only for an owned home (ownership 'own'). */
export function formToOther(form: OtherForm, ownership: string | undefined): Other {
  const owned = ownership === 'own'
  const balance = owned ? parseAmount(form.mortgageBalance) : undefined
  const rate = parseAmount(form.mortgageRate)
  const owing = balance !== undefined && balance > 0
  return compact({
    lender: trimmed(form.lender) as Other['lender'],
    mortgageBalance: balance,
    mortgageRate: owing && rate !== undefined && rate <= 30 ? rate : undefined,
    rateType: owing ? (trimmed(form.rateType) as Other['rateType']) : undefined,
  })
}

export function signerToForm(signer: Partial<SignerFields> | undefined): CoApplicantForm {
  return {
    ...personToForm(signer),
    hasCoApplicant: signer ? 'yes' : 'no',
    relation: signer?.relation ?? '',
  }
}

export function formToSigner(form: CoApplicantForm): Partial<SignerFields> {
  return compact({
    ...formToPerson(form),
    relation: trimmed(form.relation) as SignerFields['relation'] | undefined,
  })
}

/* ---------- Problems, field by field ---------- */

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

/** A calendar date that exists (Feb 30 does not). */
function dateProblem(month: number, day: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day
  )
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

export function propertyProblems(form: PropertyForm): Problems<PropertyForm> {
  const problems: Problems<PropertyForm> = {}
  if (form.postalCode.trim() && !isCanadianPostalCode(form.postalCode)) {
    problems.postalCode = { code: 'postalCode' }
  }
  if (form.monthlyPayment.trim() && parseAmount(form.monthlyPayment) === undefined) {
    problems.monthlyPayment = { code: 'number' }
  }
  if (form.moveIn && !/^\d{4}-\d{2}-\d{2}$/.test(form.moveIn)) problems.moveIn = { code: 'date' }
  return required(form, missingProperty({ property: formToProperty(form) }), problems)
}

export function priceProblems(form: PriceForm): Problems<PriceForm> {
  const problems: Problems<PriceForm> = {}
  const price = formToPrice(form)
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
  today: Date = new Date(),
): Problems<EmploymentForm> {
  const problems: Problems<EmploymentForm> = {}
  const employment = formToEmployment(form)
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

export function otherProblems(form: OtherForm, ownership: string | undefined): Problems<OtherForm> {
  const problems: Problems<OtherForm> = {}
  if (ownership === 'own') {
    if (form.mortgageBalance.trim() && parseAmount(form.mortgageBalance) === undefined) {
      problems.mortgageBalance = { code: 'number' }
    }
    const rate = parseAmount(form.mortgageRate)
    if (form.mortgageRate.trim() && (rate === undefined || rate > 30)) {
      problems.mortgageRate = { code: 'rate' }
    }
  }
  const fields = { property: { ownership: ownership as Property['ownership'] } }
  return required(form, missingOther({ ...fields, other: formToOther(form, ownership) }), problems)
}

/** The steps of the flow: the form's steps, then documents and review. */
export const FLOW_STEPS = [
  'applicant',
  'coApplicant',
  'property',
  'price',
  'employment',
  'other',
  'documents',
  'review',
] as const
export type FlowStep = (typeof FLOW_STEPS)[number]

export function isFlowStep(value: string | null | undefined): value is FlowStep {
  return (FLOW_STEPS as readonly string[]).includes(value ?? '')
}

/** Where the dashboard's next step lands in the flow ('submit' is the review step). */
export function flowStepFor(next: string): FlowStep | 'matches' {
  if (next === 'submit') return 'review'
  if (next === 'chooseLender' || next === 'done') return 'matches'
  return isFlowStep(next) ? next : 'applicant'
}

/** Form steps parsed from the server's 400 on submit (`property.postalCode is required`). */
export function stepsInMessage(message: string): FormStep[] {
  const steps = new Set<FormStep>()
  for (const match of message.matchAll(
    /\b(applicant|coApplicant|property|price|employment|other)\b[.[]/g,
  )) {
    steps.add(match[1] as FormStep)
  }
  return [...steps]
}

/** Why a file cannot be sent (uploads are checked for size and type). */
export function documentProblem(
  file: { readonly type: string; readonly size: number },
  types: readonly string[],
  maxBytes: number,
): 'docType' | 'docSize' | 'docEmpty' | undefined {
  if (!types.includes(file.type)) return 'docType'
  if (file.size === 0) return 'docEmpty'
  if (file.size > maxBytes) return 'docSize'
  return undefined
}
