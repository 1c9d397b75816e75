import type { ApplicationFields, SignerFields } from '../../../contract/application'
import { missingEmployment } from '../../../contract/applicationRules'
import { amountText } from '../../../contract/mortgage/validation'
import {
  dateProblem,
  integer,
  isCanadianPostalCode,
  normalizePhone,
  normalizePostalCode,
  typedAmount,
  percentFromCash,
} from './inputValues'

/**
 * What each step of the pre-approval form holds (text, as the inputs do) and how it maps to the
 * application's fields and back.
 */

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

/** Each step's fields that hold amounts, which are read as the customer's language writes numbers. */
export const PROPERTY_AMOUNTS = [
  'monthlyPayment',
] as const satisfies readonly (keyof PropertyForm)[]
export const PRICE_AMOUNTS = [
  'total',
  'downPaymentCash',
  'downPaymentPercent',
] as const satisfies readonly (keyof PriceForm)[]
export const EMPLOYMENT_AMOUNTS = [
  'annualIncome',
  'anticipatedBonus',
] as const satisfies readonly (keyof EmploymentForm)[]
export const OTHER_AMOUNTS = [
  'mortgageBalance',
  'mortgageRate',
] as const satisfies readonly (keyof OtherForm)[]

const str = (value: number | string | undefined) => (value === undefined ? '' : String(value))
/** A saved amount as the visitor's language writes it in an input (`7,5` in French). */
const amount = (value: number | undefined, language: string) =>
  value === undefined ? '' : amountText(value, language)
/** Drops empty strings and undefined values so what is sent holds only what was typed. */
function compact<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== ''),
  ) as T
}
const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim())

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

export function propertyToForm(
  property: ApplicationFields['property'],
  language: string,
): PropertyForm {
  return {
    address: property?.address ?? '',
    unit: property?.unit ?? '',
    city: property?.city ?? '',
    province: property?.province ?? '',
    postalCode: property?.postalCode ?? '',
    ownership: property?.ownership ?? '',
    monthlyPayment: amount(property?.monthlyPayment, language),
    otherProperties:
      property?.otherProperties === undefined ? '' : property.otherProperties ? 'yes' : 'no',
    moveIn: property?.moveIn ?? '',
  }
}

type Property = NonNullable<ApplicationFields['property']>

export function formToProperty(form: PropertyForm, language: string): Property {
  const postal = normalizePostalCode(form.postalCode)
  return compact({
    address: trimmed(form.address),
    unit: trimmed(form.unit),
    city: trimmed(form.city),
    province: trimmed(form.province) as Property['province'],
    postalCode: isCanadianPostalCode(postal) ? postal : undefined,
    ownership: trimmed(form.ownership) as Property['ownership'],
    monthlyPayment:
      form.ownership === 'family' ? undefined : typedAmount(form.monthlyPayment, language),
    otherProperties: form.otherProperties === '' ? undefined : form.otherProperties === 'yes',
    moveIn: /^\d{4}-\d{2}-\d{2}$/.test(form.moveIn) ? form.moveIn : undefined,
  })
}

export function priceToForm(price: ApplicationFields['price'], language: string): PriceForm {
  return {
    total: amount(price?.total, language),
    downPaymentCash: amount(price?.downPaymentCash, language),
    downPaymentPercent: amount(price?.downPaymentPercent, language),
  }
}

export function formToPrice(
  form: PriceForm,
  language: string,
): NonNullable<ApplicationFields['price']> {
  const total = typedAmount(form.total, language)
  const cash = typedAmount(form.downPaymentCash, language)
  const percent = percentFromCash(total, cash) ?? typedAmount(form.downPaymentPercent, language)
  return compact({
    total,
    downPaymentCash: cash,
    downPaymentPercent: percent !== undefined && percent <= 100 ? percent : undefined,
  })
}

export function employmentToForm(
  employment: ApplicationFields['employment'],
  language: string,
): EmploymentForm {
  return {
    status: employment?.status ?? '',
    startMonth: str(employment?.startMonth),
    startYear: str(employment?.startYear),
    employer: employment?.employer ?? '',
    jobTitle: employment?.jobTitle ?? '',
    compensationType: employment?.compensationType ?? '',
    annualIncome: amount(employment?.annualIncome, language),
    anticipatedBonus: amount(employment?.anticipatedBonus, language),
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

export function formToEmployment(form: EmploymentForm, language: string): Employment {
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
    annualIncome: typedAmount(form.annualIncome, language),
    anticipatedBonus: typedAmount(form.anticipatedBonus, language),
  }
  return compact(
    Object.fromEntries(
      Object.entries(employment).filter(([key]) => shown.has(key as keyof EmploymentForm)),
    ) as Employment,
  )
}

export function otherToForm(other: ApplicationFields['other'], language: string): OtherForm {
  return {
    lender: other?.lender ?? '',
    mortgageBalance: amount(other?.mortgageBalance, language),
    mortgageRate: amount(other?.mortgageRate, language),
    rateType: other?.rateType ?? '',
  }
}

type Other = NonNullable<ApplicationFields['other']>

/** The current mortgage is kept only for an owned home (ownership 'own'). */
export function formToOther(
  form: OtherForm,
  ownership: string | undefined,
  language: string,
): Other {
  const owned = ownership === 'own'
  const balance = owned ? typedAmount(form.mortgageBalance, language) : undefined
  const rate = typedAmount(form.mortgageRate, language)
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
