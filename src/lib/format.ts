const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
})

/** Whole dollars with thousand separators: $1,249,000 (both specs, section 9). */
export function formatPrice(amount: number): string {
  return wholeDollars.format(Math.round(amount))
}

/** A lease price is per month: $2,450/mo. */
export function formatListingPrice(amount: number, type: 'Sale' | 'Lease'): string {
  return type === 'Lease' ? `${formatPrice(amount)}/mo` : formatPrice(amount)
}
