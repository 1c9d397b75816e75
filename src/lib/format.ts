/**
 * Numbers and money as each language writes them. English Canadian: $1,249,000, $1.2M.
 * Canadian French: 1 249 000 $, 1,2 M$, with no-break spaces (U+00A0, as fr-CA's Intl writes
 * them) between digit groups and before the dollar sign, so a price never wraps.
 *
 * Whole numbers and prices are written out rather than through Intl: the first Intl.NumberFormat a
 * page creates loads ICU's number data (about 15 ms on a desktop, 60 ms on a mid-range phone)
 * inside the page's first long task, and prices and counts are on every first screen. Decimals
 * (rates, percentages) go through Intl, one cached formatter per locale and precision.
 */

type NumberLanguage = 'en' | 'fr'

/** Any language tag ('fr', 'fr-CA', 'en-US') to the two ways of writing numbers the site has. */
const numberLanguage = (language: string): NumberLanguage =>
  language.startsWith('fr') ? 'fr' : 'en'

const NO_BREAK_SPACE = '\u00a0'
const GROUP_SEPARATOR: Record<NumberLanguage, string> = { en: ',', fr: NO_BREAK_SPACE }
const DECIMAL_MARK: Record<NumberLanguage, string> = { en: '.', fr: ',' }

/** A whole number's digits grouped by thousands: 1,249,000 in English, 1 249 000 in French. */
export function groupThousands(value: number, language: string): string {
  const whole = Math.round(value)
  const written = numberLanguage(language)
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString(`${written}-CA`)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[written])
  return whole < 0 ? `-${digits}` : digits
}

/**
 * Dollars around a number already written, with an optional unit (K, M): $1,249,000 and $1.2M in
 * English, 1 249 000 $ and 1,2 M$ in French.
 */
function withDollarSign(
  digits: string,
  negative: boolean,
  language: NumberLanguage,
  unit: CompactUnit | '' = '',
): string {
  const sign = negative ? '-' : ''
  if (language === 'en') return `${sign}$${digits}${unit}`
  return `${sign}${digits}${NO_BREAK_SPACE}${unit === 'K' ? 'k' : unit}$`
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

/** Up to `digits` decimals, trailing zeros dropped, with the language's decimal mark: 1.25, 1,2. */
function shortDecimal(value: number, digits: number, language: NumberLanguage): string {
  const scale = 10 ** digits
  return String(Math.round(value * scale) / scale).replace('.', DECIMAL_MARK[language])
}

type CompactUnit = 'K' | 'M'

export interface CompactOptions {
  /** Decimals kept on millions: $1.2M with 1, $1.25M with 2. */
  readonly millionDigits: number
  /** The smallest amount written in thousands; below it, whole dollars. */
  readonly thousandsFrom: number
}

/**
 * Dollars in a few characters: $1.2M, $850K, $950 in English; 1,2 M$, 850 k$, 950 $ in French
 * (the Office québécois de la langue française's "k$" and "M$").
 */
export function formatCompactDollars(
  amount: number,
  language: string,
  { millionDigits, thousandsFrom }: CompactOptions = { millionDigits: 1, thousandsFrom: 1000 },
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

const numberFormats = new Map<string, Intl.NumberFormat>()

/** One Intl formatter per locale and options (named by `key`), made on first use and kept. */
function cachedFormat(
  language: string,
  key: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const locale = `${numberLanguage(language)}-CA`
  let format = numberFormats.get(`${locale}|${key}`)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(`${locale}|${key}`, format)
  }
  return format
}

/** A plain number in the language's format, e.g. 5.25 or 5,25. */
export function formatNumber(value: number, language: string, fractionDigits = 2): string {
  return cachedFormat(language, `max${String(fractionDigits)}`, {
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

/** An interest rate as lenders quote it, always to two decimals: 4.10 %, 4,10 %. */
export function formatRate(percent: number, language: string): string {
  const digits = cachedFormat(language, 'exactly2', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent)
  return `${digits}${NO_BREAK_SPACE}%`
}

/**
 * A rating average such as 4.9 with the language's decimal mark (4.9, 4,9), to one decimal, without
 * Intl for the same reason as groupThousands.
 */
export function formatAverage(value: number, language: string): string {
  return shortDecimal(value, 1, numberLanguage(language))
}
