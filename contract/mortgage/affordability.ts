import { downPaymentFromPercent, insurancePremium, minimumDownPayment } from './downPayment'
import { monthlyPayment, monthlyRate } from './payment'
import { MORTGAGE_RULES } from './rules'

const { debtRatios: RATIOS, qualifying: QUALIFYING } = MORTGAGE_RULES

/**
 * The rate a borrower must qualify at: the contract rate plus 2 points,
 * never below the federal minimum qualifying rate.
 */
export function qualifyingRate(contractRatePercent: number): number {
  return Math.max(
    Math.max(0, contractRatePercent) + QUALIFYING.bufferPoints,
    QUALIFYING.floorPercent,
  )
}

/** The principal a level monthly payment repays (the annuity's present value). */
export function principalForPayment(
  payment: number,
  annualRatePercent: number,
  amortizationYears: number,
): number {
  const months = Math.round(amortizationYears * 12)
  if (!(payment > 0) || !(months > 0)) return 0
  const rate = monthlyRate(annualRatePercent, 'semiAnnual')
  if (rate < 1e-9) return payment * months
  return (payment * (1 - (1 + rate) ** -months)) / rate
}

export interface AffordabilityInput {
  readonly annualIncome: number
  /** Car loans, credit cards, other monthly debt payments. */
  readonly monthlyDebts: number
  readonly annualPropertyTax: number
  readonly monthlyHeating: number
  readonly monthlyCondoFees: number
  readonly annualRatePercent: number
  readonly amortizationYears: number
  readonly downPaymentPercent: number
}

export type AffordabilityLimit = 'grossDebtService' | 'totalDebtService' | 'downPayment'

export interface Affordability {
  readonly qualifyingRatePercent: number
  /** The largest principal-and-interest payment the ratios allow, at the qualifying rate. */
  readonly maxQualifyingPayment: number
  readonly maxPrice: number
  readonly downPayment: number
  readonly insurancePremium: number
  /** The loan, insurance premium included. */
  readonly mortgage: number
  /** The payment at the contract rate on that mortgage. */
  readonly monthlyPayment: number
  readonly limitedBy: AffordabilityLimit
}

/**
 * The most a buyer can pay for a home: the housing costs (payment at the qualifying rate,
 * property tax, heating and half the condo fees) stay within 38.5 % of gross monthly income and,
 * with other debts, within 43.5 %; the down payment (price times percent) meets the federal
 * minimum; and under 20 % down the insurance premium is added to the loan.
 */
export function affordability(input: AffordabilityInput): Affordability {
  const monthlyIncome = Math.max(0, input.annualIncome) / 12
  const housingCosts =
    Math.max(0, input.annualPropertyTax) / 12 +
    Math.max(0, input.monthlyHeating) +
    Math.max(0, input.monthlyCondoFees) / 2
  const gdsRoom = (monthlyIncome * RATIOS.grossDebtServicePercent) / 100 - housingCosts
  const tdsRoom =
    (monthlyIncome * RATIOS.totalDebtServicePercent) / 100 -
    housingCosts -
    Math.max(0, input.monthlyDebts)
  const maxQualifyingPayment = Math.max(0, Math.min(gdsRoom, tdsRoom))
  const rate = qualifyingRate(input.annualRatePercent)
  const maxLoan = principalForPayment(maxQualifyingPayment, rate, input.amortizationYears)

  const loanFor = (price: number) => {
    const down = downPaymentFromPercent(price, input.downPaymentPercent)
    const premium = insurancePremium(price, down, input.amortizationYears).premium
    return { down, premium, loan: price - down + premium }
  }
  const meetsMinimum = (price: number) =>
    downPaymentFromPercent(price, input.downPaymentPercent) >= minimumDownPayment(price) - 0.005
  const fits = (price: number) => meetsMinimum(price) && loanFor(price).loan <= maxLoan

  // Both conditions only get harder as the price rises: bisect on whole dollars.
  let low = 0
  let high = MORTGAGE_RULES.limits.maxPrice + 1
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (fits(middle)) low = middle
    else high = middle
  }
  const maxPrice = low
  const { down, premium, loan } = loanFor(maxPrice)
  const nextDollarMeetsMinimum = meetsMinimum(maxPrice + 1)
  const limitedBy: AffordabilityLimit = !nextDollarMeetsMinimum
    ? 'downPayment'
    : tdsRoom < gdsRoom
      ? 'totalDebtService'
      : 'grossDebtService'
  return {
    qualifyingRatePercent: rate,
    maxQualifyingPayment,
    maxPrice,
    downPayment: down,
    insurancePremium: premium,
    mortgage: loan,
    monthlyPayment: monthlyPayment({
      principal: loan,
      annualRatePercent: input.annualRatePercent,
      amortizationYears: input.amortizationYears,
    }),
    limitedBy,
  }
}
