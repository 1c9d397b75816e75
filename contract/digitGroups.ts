/**
 * How Canadian English and Canadian French group a number's thousands: 1,249,000 and 1 249 000,
 * the French with no-break spaces (U+00A0, as fr-CA's Intl writes them) so a number never wraps.
 */
export const THOUSANDS_SEPARATOR = { en: ',', fr: '\u00a0' } as const

/** A run of digits grouped by thousands with `separator`. */
export function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator)
}
