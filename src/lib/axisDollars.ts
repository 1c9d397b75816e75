import { formatNumber, formatPrice, withDollarSign } from './format'

/**
 * A chart axis's dollar tick in a few characters, exactly: ticks stand a step apart and must read
 * so ($1,050,000 between $700K and $1.4M is $1.05M, never $1.1M). Ticks are round figures, so
 * three decimals of a million and one of a thousand write them exactly, and the zeros dropped keep
 * them short: $1.4M, $87.5K, $950; 1,05 M$, 87,5 k$ in French.
 */
export function formatAxisDollars(amount: number, language: string): string {
  const size = Math.abs(amount)
  if (size < 1000) return formatPrice(amount, language)
  // From $999,950 the thousands would read $1000K: that is $1M.
  const inMillions = size >= 999_950
  const digits = inMillions
    ? formatNumber(size / 1_000_000, language, 3)
    : formatNumber(size / 1000, language, 1)
  return withDollarSign(digits, amount < 0, language, inMillions ? 'M' : 'K')
}
