import type { ApplicationFields } from '../../../contract/application'

/** The application's parts in the order the staff read them. */
export const SECTIONS = ['applicant', 'property', 'price', 'employment', 'other'] as const
export type Section = (typeof SECTIONS)[number]

/** Fields that hold dollars, shown as prices. */
const MONEY = new Set([
  'monthlyPayment',
  'total',
  'downPaymentCash',
  'annualIncome',
  'anticipatedBonus',
  'mortgageBalance',
])

/** One answer as the staff view shows it: the field's key and its value, typed. */
export type Fact =
  | { readonly key: string; readonly kind: 'text'; readonly value: string }
  | { readonly key: string; readonly kind: 'money'; readonly value: number }
  | { readonly key: string; readonly kind: 'yesNo'; readonly value: boolean }

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A part's answers in the order they were given: a date of birth as one ISO date, dollars as
 * money, yes/no as such, anything else as its text. Unanswered fields are left out.
 */
export function factsOf(fields: ApplicationFields, section: Section): Fact[] {
  const part = fields[section] as Record<string, unknown> | undefined
  if (!part) return []
  return Object.entries(part).flatMap(([key, value]): Fact[] => {
    if (value === undefined || value === null || value === '') return []
    if (key === 'dob' && typeof value === 'object') {
      const { year, month, day } = value as { year: number; month: number; day: number }
      return [{ key, kind: 'text', value: `${String(year)}-${pad(month)}-${pad(day)}` }]
    }
    if (typeof value === 'boolean') return [{ key, kind: 'yesNo', value }]
    if (typeof value === 'number' && MONEY.has(key)) return [{ key, kind: 'money', value }]
    if (typeof value === 'string' || typeof value === 'number') {
      return [{ key, kind: 'text', value: String(value) }]
    }
    return []
  })
}
