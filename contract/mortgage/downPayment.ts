import { MORTGAGE_RULES, type PremiumTier } from './rules'

const { downPayment: DOWN, insurance: INSURANCE } = MORTGAGE_RULES

/**
 * The smallest down payment the federal rules allow for a purchase price: 5 % of the first
 * $500,000, 10 % of the rest below $1.5 million, and 20 % of the whole price from $1.5 million
 * ("at least 5 %", with the tiered rule for higher prices).
 */
export function minimumDownPayment(price: number): number {
  if (!(price > 0)) return 0
  if (price >= DOWN.insuredPriceCap) return (price * DOWN.uninsuredPercent) / 100
  const first = Math.min(price, DOWN.firstTierLimit)
  const rest = Math.max(0, price - DOWN.firstTierLimit)
  return (first * DOWN.firstTierPercent + rest * DOWN.secondTierPercent) / 100
}

/** The down payment is the price times the percent. */
export function downPaymentFromPercent(price: number, percent: number): number {
  return (Math.max(0, price) * Math.max(0, percent)) / 100
}

export interface InsurancePremium {
  /** Whether default insurance applies: a down payment under 20 % of the price. */
  readonly required: boolean
  readonly loanToValuePercent: number
  readonly premiumPercent: number
  /** Added to the mortgage. */
  readonly premium: number
}

const NO_PREMIUM = { required: false, premiumPercent: 0, premium: 0 }

function tierFor(ltvPercent: number): PremiumTier | undefined {
  // Compare in hundredths of a point so 95.00 % (5 % down) lands in the 95 % tier.
  const ltv = Math.round(ltvPercent * 100) / 100
  return INSURANCE.tiers.find((tier) => ltv <= tier.maxLtvPercent)
}

/**
 * The mortgage default insurance premium (CMHC table) for a purchase. Nothing is due with 20 %
 * or more down; a price of $1.5 million or more cannot be insured (the down payment rule then
 * already requires 20 %). Amortizations over 25 years add the surcharge.
 */
export function insurancePremium(
  price: number,
  downPayment: number,
  amortizationYears: number = MORTGAGE_RULES.defaults.amortizationYears,
): InsurancePremium {
  const loan = Math.max(0, price - downPayment)
  const ltv = price > 0 ? (loan / price) * 100 : 0
  if (loan === 0 || ltv <= 100 - INSURANCE.requiredBelowDownPercent) {
    return { ...NO_PREMIUM, loanToValuePercent: ltv }
  }
  const tier = tierFor(ltv)
  if (!tier || price >= DOWN.insuredPriceCap) return { ...NO_PREMIUM, loanToValuePercent: ltv }
  const surcharge =
    amortizationYears > INSURANCE.longAmortizationYears
      ? INSURANCE.longAmortizationSurchargePoints
      : 0
  const premiumPercent = tier.premiumPercent + surcharge
  return {
    required: true,
    loanToValuePercent: ltv,
    premiumPercent,
    premium: (loan * premiumPercent) / 100,
  }
}

/** Ontario sales tax on the insurance premium, paid in cash at closing. */
export function salesTaxOnPremium(premium: number): number {
  return (Math.max(0, premium) * MORTGAGE_RULES.ontarioSalesTaxOnPremiumPercent) / 100
}
