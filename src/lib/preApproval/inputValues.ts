import { MIN_DOWN_PAYMENT_PERCENT } from '../../../contract/applicationChoices'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { parseAmount } from '../../../contract/mortgage/validation'

/**
 * What the pre-approval form's inputs hold, read as values: postal codes, phones, amounts,
 * whole numbers, dates and the down payment's percent. Inputs hold text, as the inputs do.
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

/**
 * An amount typed the way the visitor's language writes it (`$600,000`, `600 000 $`, `7,5` in
 * French), read by the calculators' parser; undefined when empty, not a number or negative.
 */
export function typedAmount(value: string, language: string): number | undefined {
  const amount = parseAmount(value, language)
  return amount !== undefined && Number.isFinite(amount) && amount >= 0 ? amount : undefined
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

/** A whole number typed in an input (surrounding spaces allowed); undefined for anything else. */
export const integer = (value: string) => {
  if (!/^\s*\d+\s*$/.test(value)) return undefined
  return Number(value)
}

/** Whether a calendar date does not exist (Feb 30 does not). */
export function dateProblem(month: number, day: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day
  )
}
