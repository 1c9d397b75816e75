/**
 * Mortgage payment maths (second spec, section 2 "Calculators"; first spec, section 9 for the
 * detail page's estimate). Every payment shown anywhere in the app comes from this module.
 */

/**
 * Canadian law (Interest Act, s. 6) makes fixed-rate mortgages quote a rate compounded
 * semi-annually; variable-rate products usually compound monthly.
 */
export type Compounding = 'semiAnnual' | 'monthly'

/** Below this monthly rate the annuity formula divides by almost zero: repay principal evenly. */
const NEAR_ZERO_RATE = 1e-9

const MONTHS_PER_YEAR = 12

/** The effective monthly rate for a nominal annual rate given in percent. */
export function monthlyRate(annualRatePercent: number, compounding: Compounding): number {
  const nominal = Math.max(0, annualRatePercent) / 100
  if (compounding === 'monthly') return nominal / MONTHS_PER_YEAR
  return (1 + nominal / 2) ** (1 / 6) - 1
}

export interface PaymentTerms {
  readonly principal: number
  /** Nominal annual rate in percent, e.g. 5 for 5 %. */
  readonly annualRatePercent: number
  readonly amortizationYears: number
  readonly compounding?: Compounding
}

/**
 * The level monthly payment that repays `principal` over the amortization. Never negative; a
 * zero or missing term or principal pays nothing.
 */
export function monthlyPayment({
  principal,
  annualRatePercent,
  amortizationYears,
  compounding = 'semiAnnual',
}: PaymentTerms): number {
  const months = Math.round(amortizationYears * MONTHS_PER_YEAR)
  if (!(principal > 0) || !(months > 0)) return 0
  const rate = monthlyRate(annualRatePercent, compounding)
  if (rate < NEAR_ZERO_RATE) return principal / months
  return (principal * rate) / (1 - (1 + rate) ** -months)
}

/** The detail page's estimate (first spec, section 9): 20 % down, 5 %, 25 years. */
export const ESTIMATE_DEFAULTS = {
  downPaymentPercent: 20,
  annualRatePercent: 5,
  amortizationYears: 25,
} as const

export function estimatedMonthlyPayment(listPrice: number): number {
  const principal = listPrice * (1 - ESTIMATE_DEFAULTS.downPaymentPercent / 100)
  return monthlyPayment({
    principal,
    annualRatePercent: ESTIMATE_DEFAULTS.annualRatePercent,
    amortizationYears: ESTIMATE_DEFAULTS.amortizationYears,
  })
}
