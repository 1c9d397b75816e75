/** The calculators' public face: the payment calculator the listing page shows compact. */
export { PaymentCalculatorForm, type PaymentCalculatorFormProps } from './PaymentCalculator'
export { calculatorStrings } from './strings'
