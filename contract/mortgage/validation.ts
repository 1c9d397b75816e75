import { groupDigits, THOUSANDS_SEPARATOR } from '../digitGroups'
import { minimumDownPayment } from './downPayment'
import { MORTGAGE_RULES } from './rules'

/** Why a calculator input was refused; the screen turns each into a message. */
export type InputProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'notANumber' }
  | { readonly kind: 'negative' }
  | { readonly kind: 'tooSmall'; readonly min: number }
  | { readonly kind: 'tooLarge'; readonly max: number }
  | { readonly kind: 'belowMinimumDown'; readonly minimum: number; readonly minimumPercent: number }

export interface NumberRule {
  readonly min?: number
  readonly max: number
  /** Zero is allowed unless `min` says otherwise. */
  readonly required?: boolean
}

/** Whether a language writes its decimal mark as a comma (French: 5,25 %). */
const writesDecimalComma = (language: string) => language.startsWith('fr')

/**
 * Reads a typed amount: digits with optional separators, spaces and a dollar or percent sign.
 * English groups thousands with commas ($500,000); French groups them with spaces and writes its
 * decimal mark as a comma (5,25 %), and a point is read as a decimal mark in both.
 */
export function parseAmount(text: string, language = 'en'): number | undefined {
  const unspaced = text.replace(/[\s\u00a0\u202f$%]/g, '')
  const cleaned = writesDecimalComma(language)
    ? unspaced.replace(',', '.')
    : unspaced.replace(/,/g, '')
  if (cleaned === '') return undefined
  if (!/^-?\d*(\.\d+)?$/.test(cleaned) || cleaned === '-') return Number.NaN
  return Number(cleaned)
}

/**
 * A number written into an input as the language writes it, its thousands grouped so a price reads
 * at a glance: `800,000` and `7.5` in English, `800 000` (a no-break space) and `7,5` in French.
 * `parseAmount` reads every one of them back.
 */
export function amountText(value: number, language: string): string {
  const written = String(value)
  // Beyond 21 digits JavaScript writes an exponent, which has no groups to mark.
  if (!/^-?\d+(\.\d+)?$/.test(written)) return written
  const [whole = '', fraction] = written.split('.')
  const comma = writesDecimalComma(language)
  const grouped = groupDigits(whole, THOUSANDS_SEPARATOR[comma ? 'fr' : 'en'])
  if (fraction === undefined) return grouped
  return `${grouped}${comma ? ',' : '.'}${fraction}`
}

/**
 * A typed amount written again the way `amountText` writes it once the visitor leaves the input
 * (`800000` becomes `800,000`); text that is not an acceptable amount stays as typed, so the
 * input's message can name what is wrong with it.
 */
export function regroupedAmount(text: string, language: string): string {
  const value = parseAmount(text, language)
  return value === undefined || Number.isNaN(value) || value < 0
    ? text
    : amountText(value, language)
}

/**
 * A typed amount written again for a visitor who has switched language: read as the language it
 * was typed in writes numbers, then written as the new one does (an English `600,000` would read
 * as 600 in French, where the comma is the decimal mark). Text that is not a number stays as typed.
 */
export function retypedAmount(text: string, typedIn: string, language: string): string {
  if (writesDecimalComma(typedIn) === writesDecimalComma(language)) return text
  const value = parseAmount(text, typedIn)
  return value === undefined || Number.isNaN(value) ? text : amountText(value, language)
}

/**
 * A form's values typed in one language, with each of its named amounts written again as another
 * language writes them (`retypedAmount`); the other fields stay as typed.
 */
export function retypedForm<Form extends object>(
  values: Form,
  amounts: readonly (keyof Form & string)[],
  typedIn: string,
  language: string,
): Form {
  const retyped = { ...values }
  for (const field of amounts) {
    const text = values[field]
    if (typeof text === 'string') {
      retyped[field] = retypedAmount(text, typedIn, language) as Form[typeof field]
    }
  }
  return retyped
}

/** Checks one typed amount against its rule; the number when it is acceptable. */
export function checkAmount(
  text: string,
  rule: NumberRule,
  language = 'en',
): { readonly value: number } | { readonly problem: InputProblem } {
  const value = parseAmount(text, language)
  if (value === undefined) {
    return rule.required === false ? { value: 0 } : { problem: { kind: 'required' } }
  }
  if (Number.isNaN(value)) return { problem: { kind: 'notANumber' } }
  if (value < 0) return { problem: { kind: 'negative' } }
  if (rule.min !== undefined && value < rule.min) {
    return { problem: { kind: 'tooSmall', min: rule.min } }
  }
  if (value > rule.max) return { problem: { kind: 'tooLarge', max: rule.max } }
  return { value }
}

/** The down payment against the federal minimum for the price. */
export function checkDownPayment(price: number, downPayment: number): InputProblem | undefined {
  const minimum = minimumDownPayment(price)
  if (downPayment + 0.005 >= minimum) return undefined
  return {
    kind: 'belowMinimumDown',
    minimum: Math.ceil(minimum),
    minimumPercent: price > 0 ? Math.round((minimum / price) * 1000) / 10 : 0,
  }
}

const { limits: LIMITS } = MORTGAGE_RULES

/** The accepted range of each kind of calculator input. */
export const INPUT_RULES = {
  price: { min: 1, max: LIMITS.maxPrice },
  income: { min: 1, max: LIMITS.maxIncome },
  monthlyAmount: { max: LIMITS.maxMonthlyAmount, required: false },
  annualAmount: { max: LIMITS.maxMonthlyAmount * 12, required: false },
  ratePercent: { max: LIMITS.maxRatePercent },
  amortizationYears: { min: LIMITS.minAmortizationYears, max: LIMITS.maxAmortizationYears },
  downPaymentPercent: { max: 100 },
  downPayment: { max: LIMITS.maxPrice },
} as const satisfies Record<string, NumberRule>
