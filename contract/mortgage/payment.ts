/**
 * Mortgage payment maths for the calculators page and the detail page's estimate.
 * Every payment shown anywhere in the app comes from this module.
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

/** The detail page's estimate: 20 % down, 5 %, 25 years. */
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

/**
 * How often payments are made. Bi-weekly and weekly divide the year's interest exactly;
 * accelerated bi-weekly pays half the monthly payment every two weeks (26 halves a year, one
 * extra monthly payment), which shortens the amortization.
 */
export const PAYMENT_FREQUENCIES = ['monthly', 'biWeekly', 'acceleratedBiWeekly', 'weekly'] as const
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number]

export const PERIODS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  monthly: 12,
  biWeekly: 26,
  acceleratedBiWeekly: 26,
  weekly: 52,
}

/** The effective rate per payment period, equivalent to the nominal rate and its compounding. */
export function periodicRate(
  annualRatePercent: number,
  compounding: Compounding,
  periodsPerYear: number,
): number {
  const nominal = Math.max(0, annualRatePercent) / 100
  const perYear = compounding === 'monthly' ? MONTHS_PER_YEAR : 2
  return (1 + nominal / perYear) ** (perYear / periodsPerYear) - 1
}

export interface FrequencyTerms extends PaymentTerms {
  readonly frequency: PaymentFrequency
}

/** The level payment made at the chosen frequency; never negative. */
export function periodicPayment(terms: FrequencyTerms): number {
  const { principal, annualRatePercent, amortizationYears, frequency } = terms
  const compounding = terms.compounding ?? 'semiAnnual'
  if (frequency === 'monthly') return monthlyPayment(terms)
  if (frequency === 'acceleratedBiWeekly') return monthlyPayment(terms) / 2
  const periods = Math.round(amortizationYears * PERIODS_PER_YEAR[frequency])
  if (!(principal > 0) || !(periods > 0)) return 0
  const rate = periodicRate(annualRatePercent, compounding, PERIODS_PER_YEAR[frequency])
  if (rate < NEAR_ZERO_RATE) return principal / periods
  return (principal * rate) / (1 - (1 + rate) ** -periods)
}

export interface ScheduleYear {
  readonly year: number
  readonly principalPaid: number
  readonly interestPaid: number
  /** What is still owed at the end of the year. */
  readonly balance: number
}

export interface AmortizationSchedule {
  readonly payment: number
  readonly years: readonly ScheduleYear[]
  readonly totalInterest: number
  readonly totalPaid: number
  /** Payments until the loan is repaid (fewer than the amortization when accelerated). */
  readonly paymentCount: number
}

/**
 * The loan repaid payment by payment, summed by year. The last payment is only what is left,
 * so accelerated schedules end early and nothing is overpaid.
 */
export function amortizationSchedule(terms: FrequencyTerms): AmortizationSchedule {
  const payment = periodicPayment(terms)
  const perYear = PERIODS_PER_YEAR[terms.frequency]
  const rate = periodicRate(terms.annualRatePercent, terms.compounding ?? 'semiAnnual', perYear)
  const maxPeriods = Math.round(terms.amortizationYears * perYear)
  const years: ScheduleYear[] = []
  let balance = Math.max(0, terms.principal)
  let totalInterest = 0
  let totalPaid = 0
  let paymentCount = 0
  let yearPrincipal = 0
  let yearInterest = 0
  // A cent of rounding left at the end is forgiven rather than becoming an extra payment.
  while (balance > 0.005 && paymentCount < maxPeriods && payment > 0) {
    const interest = balance * rate
    const paid = Math.min(payment, balance + interest)
    balance = Math.max(0, balance + interest - paid)
    yearInterest += interest
    yearPrincipal += paid - interest
    totalInterest += interest
    totalPaid += paid
    paymentCount += 1
    const endOfYear = paymentCount % perYear === 0
    if (endOfYear || balance <= 0.005 || paymentCount === maxPeriods) {
      years.push({
        year: Math.ceil(paymentCount / perYear),
        principalPaid: yearPrincipal,
        interestPaid: yearInterest,
        balance: balance <= 0.005 ? 0 : balance,
      })
      yearPrincipal = 0
      yearInterest = 0
    }
  }
  return { payment, years, totalInterest, totalPaid, paymentCount }
}
