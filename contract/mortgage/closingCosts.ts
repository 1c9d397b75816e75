import { salesTaxOnPremium } from './downPayment'
import { MORTGAGE_RULES, type TransferTaxRules } from './rules'

/** A progressive tax: each bracket's rate applies to the part of the price inside it. */
export function bracketTax(amount: number, rules: TransferTaxRules): number {
  if (!(amount > 0)) return 0
  let tax = 0
  rules.brackets.forEach((bracket, index) => {
    const upper = rules.brackets[index + 1]?.from ?? Infinity
    const inBracket = Math.min(amount, upper) - bracket.from
    if (inBracket > 0) tax += (inBracket * bracket.ratePercent) / 100
  })
  return Math.round(tax * 100) / 100
}

export interface TransferTax {
  readonly tax: number
  readonly rebate: number
  /** What is paid: the tax less the first-time-buyer rebate, never negative. */
  readonly net: number
}

function withRebate(tax: number, rules: TransferTaxRules, firstTimeBuyer: boolean): TransferTax {
  const rebate = firstTimeBuyer ? Math.min(tax, rules.firstTimeBuyerMaxRebate) : 0
  return { tax, rebate, net: tax - rebate }
}

/** Ontario land transfer tax on a home, less the first-time homebuyer refund. */
export function ontarioLandTransferTax(price: number, firstTimeBuyer = false): TransferTax {
  const rules = MORTGAGE_RULES.ontarioLandTransferTax
  return withRebate(bracketTax(price, rules), rules, firstTimeBuyer)
}

/** Toronto municipal land transfer tax, due on top of Ontario's for a Toronto address. */
export function torontoLandTransferTax(price: number, firstTimeBuyer = false): TransferTax {
  const rules = MORTGAGE_RULES.torontoMunicipalLandTransferTax
  return withRebate(bracketTax(price, rules), rules, firstTimeBuyer)
}

export interface ClosingCostInput {
  readonly price: number
  readonly inToronto: boolean
  readonly firstTimeBuyer: boolean
  /** The default insurance premium, whose sales tax is due at closing (0 with 20 % down). */
  readonly insurancePremium: number
  readonly legalFees: number
  readonly titleInsurance: number
  readonly homeInspection: number
  readonly adjustments: number
}

export interface ClosingCosts {
  readonly provincial: TransferTax
  /** Undefined outside Toronto. */
  readonly municipal: TransferTax | undefined
  readonly premiumSalesTax: number
  readonly other: number
  readonly total: number
}

/** Everything due in cash at closing besides the down payment. */
export function closingCosts(input: ClosingCostInput): ClosingCosts {
  const provincial = ontarioLandTransferTax(input.price, input.firstTimeBuyer)
  const municipal = input.inToronto
    ? torontoLandTransferTax(input.price, input.firstTimeBuyer)
    : undefined
  const premiumSalesTax = salesTaxOnPremium(input.insurancePremium)
  const other = [input.legalFees, input.titleInsurance, input.homeInspection, input.adjustments]
    .map((amount) => Math.max(0, amount))
    .reduce((sum, amount) => sum + amount, 0)
  return {
    provincial,
    municipal,
    premiumSalesTax,
    other,
    total: provincial.net + (municipal?.net ?? 0) + premiumSalesTax + other,
  }
}
