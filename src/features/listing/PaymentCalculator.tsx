import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { calculatorStrings, PaymentCalculatorForm } from '../calculators'
import { Section } from './Section'

/**
 * The listing page's Mortgage Payment Calculator (homes for sale): the calculators page's payment
 * calculator in its compact layout, from the list price with 20 % down, 5 % and 25 years; the
 * same rules and the same field messages.
 */
export function PaymentCalculator({ listPrice }: { readonly listPrice: number }) {
  useNamespace('calculators', calculatorStrings)
  const { t } = useTranslation('detail')
  return (
    <Section title={t('calculator.title')}>
      <PaymentCalculatorForm idPrefix="listing-payment" initialPrice={listPrice} compact />
    </Section>
  )
}
