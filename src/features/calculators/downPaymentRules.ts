import { checkDownPayment, type InputProblem } from '../../../contract/mortgage/validation'

/** A calculator field's problem: an amount's own, or a down payment that is not below the price. */
export type CalculatorProblem = InputProblem | { readonly kind: 'downNotBelowPrice' }

/**
 * The down payment against the price: it must leave something to borrow (less than the price),
 * then meet the federal minimum. A down payment of the whole price or more would give a negative
 * or zero mortgage, paid off in 0 years.
 */
export function downPaymentProblem(
  price: number,
  downPayment: number,
): CalculatorProblem | undefined {
  if (downPayment >= price) return { kind: 'downNotBelowPrice' }
  return checkDownPayment(price, downPayment)
}
