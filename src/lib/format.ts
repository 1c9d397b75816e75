/**
 * A whole number's digits grouped by thousands as English Canadian writes them: 1,249,000. Written
 * out rather than through Intl: the first Intl.NumberFormat a page creates loads ICU's number data
 * (about 15 ms on a desktop, 60 ms on a mid-range phone) inside the page's first long task, and
 * prices and counts are on every first screen.
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value)
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-CA')
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 ? `-${digits}` : digits
}

/** Whole dollars with thousand separators: $1,249,000 (both specs, section 9). */
export function formatPrice(amount: number): string {
  const whole = Math.round(amount)
  return whole < 0 ? `-$${groupThousands(-whole)}` : `$${groupThousands(whole)}`
}

/** A lease price is per month: $2,450/mo. */
export function formatListingPrice(amount: number, type: 'Sale' | 'Lease'): string {
  return type === 'Lease' ? `${formatPrice(amount)}/mo` : formatPrice(amount)
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/**
 * Whole dollars with the language's separators: $1,249,000 in English, 1 249 000 $ in French.
 */
export function formatDollars(amount: number, language: string): string {
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-CA'
  let format = moneyFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    })
    moneyFormats.set(locale, format)
  }
  return format.format(Math.round(amount))
}

/** A plain number in the language's format, e.g. 5.25 or 5,25. */
export function formatNumber(value: number, language: string, fractionDigits = 2): string {
  return new Intl.NumberFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

/** An interest rate as lenders quote it, always to two decimals: 4.10 %, 4,10 %. */
export function formatRate(percent: number, language: string): string {
  const french = language.startsWith('fr')
  const digits = new Intl.NumberFormat(french ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent)
  return `${digits}\u00a0%`
}

/** Short dollars for chart axes: $1.2M, 500 k$. */
export function formatCompactDollars(amount: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount)
}

/**
 * A rating average such as 4.9 with the language's decimal mark (4.9, 4,9), to one decimal, without
 * Intl for the same reason as groupThousands.
 */
export function formatAverage(value: number, language: string): string {
  const text = String(Math.round(value * 10) / 10)
  return language.startsWith('fr') ? text.replace('.', ',') : text
}
