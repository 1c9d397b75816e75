/**
 * Numbers and money as each language writes them. English Canadian: $1,249,000, $1.2M.
 * Canadian French: 1 249 000 $, 1,2 M$, with no-break spaces (U+00A0, as fr-CA's Intl writes
 * them) between digit groups and before the dollar sign, so a price never wraps.
 *
 * Numbers are written out rather than through Intl: the first Intl.NumberFormat a page creates
 * loads ICU's number data (about 15 ms on a desktop, 60 ms on a mid-range phone, 128 ms at a
 * phone's speed in a trace of the calculators' first render) inside a long task, and prices,
 * counts, rates and percentages are on first screens. tests/lib/format.test.ts checks them
 * against Intl.
 */

import { groupDigits, THOUSANDS_SEPARATOR } from '../../contract/digitGroups'

type NumberLanguage = 'en' | 'fr'

/** Any language tag ('fr', 'fr-CA', 'en-US') to the two ways of writing numbers the site has. */
const numberLanguage = (language: string): NumberLanguage =>
  language.startsWith('fr') ? 'fr' : 'en'

const NO_BREAK_SPACE = '\u00a0'
const DECIMAL_MARK: Record<NumberLanguage, string> = { en: '.', fr: ',' }

/** A run of digits grouped by thousands with the language's separator. */
const groupThousandsOf = (digits: string, language: NumberLanguage) =>
  groupDigits(digits, THOUSANDS_SEPARATOR[language])

/** A whole number's digits grouped by thousands: 1,249,000 in English, 1 249 000 in French. */
export function groupThousands(value: number, language: string): string {
  const whole = Math.round(value)
  const written = numberLanguage(language)
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString(`${written}-CA`)
  const digits = groupThousandsOf(String(Math.abs(whole)), written)
  return whole < 0 ? `-${digits}` : digits
}

/**
 * Dollars around a number already written, with an optional unit (K, M): $1,249,000 and $1.2M in
 * English, 1 249 000 $ and 1,2 M$ in French.
 */
export function withDollarSign(
  digits: string,
  negative: boolean,
  language: string,
  unit: CompactUnit | '' = '',
): string {
  const sign = negative ? '-' : ''
  if (numberLanguage(language) === 'en') return `${sign}$${digits}${unit}`
  return `${sign}${digits}${NO_BREAK_SPACE}${unit === 'K' ? 'k' : unit}$`
}

/** Whether the language writes the dollar sign after the amount (1 249 000 $) rather than before. */
export function dollarSignAfter(language: string): boolean {
  return numberLanguage(language) === 'fr'
}

/** Whole dollars with thousand separators: $1,249,000, or 1 249 000 $ in French. */
export function formatPrice(amount: number, language: string): string {
  const whole = Math.round(amount)
  return withDollarSign(
    groupThousands(Math.abs(whole), language),
    whole < 0,
    numberLanguage(language),
  )
}

const PER_MONTH: Record<NumberLanguage, string> = { en: '/mo', fr: '/mois' }

/** A lease price is per month: $2,450/mo, 2 450 $/mois. */
export function formatListingPrice(
  amount: number,
  type: 'Sale' | 'Lease',
  language: string,
): string {
  const price = formatPrice(amount, language)
  return type === 'Lease' ? `${price}${PER_MONTH[numberLanguage(language)]}` : price
}

/**
 * Up to `digits` decimals of a figure a person reads as a decimal (a price in millions, a rating
 * average), trailing zeros dropped, with the language's decimal mark: 1.25, 1,2. It rounds the
 * decimal the reader sees: $1,450,000 is $1.5M and an average of 4.85 is 4.9, where rounding the
 * binary number as Intl does would give 1.4 and 4.8 (1.45 is stored as 1.4499…).
 */
function shortDecimal(value: number, digits: number, language: NumberLanguage): string {
  const scale = 10 ** digits
  return String(Math.round(value * scale) / scale).replace('.', DECIMAL_MARK[language])
}

export type CompactUnit = 'K' | 'M'

export interface CompactOptions {
  /** Decimals kept on millions: $1.2M with 1, $1.25M with 2. */
  readonly millionDigits: number
  /** The smallest amount written in thousands; below it, whole dollars. */
  readonly thousandsFrom: number
}

/**
 * Dollars in a few characters, rounded as the options say: $1.25M, $850K, $950 in English;
 * 1,25 M$, 850 k$, 950 $ in French (the Office québécois de la langue française's "k$" and "M$").
 * A chart axis's ticks are written exactly instead (`formatAxisDollars`).
 */
export function formatCompactDollars(
  amount: number,
  language: string,
  { millionDigits, thousandsFrom }: CompactOptions,
): string {
  const written = numberLanguage(language)
  const size = Math.abs(amount)
  const thousands = Math.round(size / 1000)
  if (size >= 1_000_000 || thousands >= 1000) {
    const millions = shortDecimal(size / 1_000_000, millionDigits, written)
    return withDollarSign(millions, amount < 0, written, 'M')
  }
  if (size >= thousandsFrom) return withDollarSign(String(thousands), amount < 0, written, 'K')
  return formatPrice(amount, language)
}

/**
 * `value` to `digits` decimals, rounded as Intl rounds (half away from zero, on the number's exact
 * value, as `toFixed` does), grouped by thousands, with the language's decimal mark; trailing
 * zeros dropped unless `keepZeros`. A number too large for `toFixed` to write out goes through
 * Intl.
 */
function writeDecimal(
  value: number,
  digits: number,
  language: NumberLanguage,
  keepZeros: boolean,
): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return value.toLocaleString(`${language}-CA`, {
      maximumFractionDigits: digits,
      minimumFractionDigits: keepZeros ? digits : 0,
    })
  }
  const fixed = Math.abs(value).toFixed(digits)
  const [whole = '0', decimals = ''] = fixed.split('.')
  const fraction = keepZeros ? decimals : decimals.replace(/0+$/, '')
  const grouped = groupThousandsOf(whole, language)
  // A negative number that rounds to zero is written 0, not -0.
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : ''
  return `${sign}${grouped}${fraction === '' ? '' : DECIMAL_MARK[language]}${fraction}`
}

/** A plain number in the language's format, e.g. 5.25 or 5,25. */
export function formatNumber(value: number, language: string, fractionDigits = 2): string {
  return writeDecimal(value, fractionDigits, numberLanguage(language), false)
}

/** An interest rate as lenders quote it, always to two decimals: 4.10 %, 4,10 %. */
export function formatRate(percent: number, language: string): string {
  return `${writeDecimal(percent, 2, numberLanguage(language), true)}${NO_BREAK_SPACE}%`
}

/**
 * A rating average such as 4.9 with the language's decimal mark (4.9, 4,9), to one decimal, without
 * Intl for the same reason as groupThousands.
 */
export function formatAverage(value: number, language: string): string {
  return shortDecimal(value, 1, numberLanguage(language))
}
