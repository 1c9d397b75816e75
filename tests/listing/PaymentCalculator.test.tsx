import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { amortizationSchedule } from '../../contract/mortgage/payment'
import { useNamespace } from '../../src/app/useNamespace'
import { PaymentCalculator } from '../../src/features/listing/PaymentCalculator'
import { detailStrings } from '../../src/features/listing/strings'
import { formatPrice } from '../../src/lib/format'
import { renderWithProviders } from '../renderWithProviders'

const LIST_PRICE = 1_000_000

function Calculator() {
  useNamespace('detail', detailStrings)
  return <PaymentCalculator listPrice={LIST_PRICE} />
}

/** The payment the calculators page would show: the same Canadian rules, semi-annual compounding. */
const expected = (principal: number, rate: number, years: number) =>
  formatPrice(
    amortizationSchedule({
      principal,
      annualRatePercent: rate,
      amortizationYears: years,
      compounding: 'semiAnnual',
      frequency: 'monthly',
    }).payment,
    'en',
  )

describe("the listing page's mortgage payment calculator: the calculators page's, compact", () => {
  it('starts from the list price, 20 % down, 5 % and 25 years, without chart or schedule', async () => {
    await renderWithProviders(<Calculator />)
    const section = within(screen.getByRole('region', { name: 'Mortgage Payment Calculator' }))
    expect(section.getByRole('textbox', { name: 'Home price' })).toHaveValue('1,000,000')
    expect(section.getByRole('textbox', { name: 'Down payment' })).toHaveValue('200,000')
    expect(section.getByRole('textbox', { name: 'Interest rate (%)' })).toHaveValue('5')
    expect(section.getByRole('textbox', { name: 'Amortization (years)' })).toHaveValue('25')
    expect(section.getByTestId('payment-result')).toHaveTextContent(
      `${expected(800_000, 5, 25)} per month`,
    )
    expect(section.getByText('$800,000')).toBeInTheDocument()
    expect(section.queryByRole('table')).not.toBeInTheDocument()
    expect(section.queryByRole('radiogroup')).not.toBeInTheDocument()
  })

  it('refuses nonsense with the same field messages and keeps the last result, marked stale', async () => {
    const { user } = await renderWithProviders(<Calculator />)
    const section = within(screen.getByRole('region', { name: 'Mortgage Payment Calculator' }))
    const down = section.getByRole('textbox', { name: 'Down payment' })
    await user.clear(down)
    await user.paste('1200000')
    expect(section.getByText('The down payment must be less than the price.')).toBeInTheDocument()
    expect(section.getByTestId('payment-result')).toHaveTextContent(expected(800_000, 5, 25))
    expect(section.getByRole('status')).toHaveTextContent(/last valid entries/)

    await user.clear(down)
    await user.paste('250000')
    const rate = section.getByRole('textbox', { name: 'Interest rate (%)' })
    await user.clear(rate)
    expect(section.getByText('Enter an amount.')).toBeInTheDocument()
    expect(section.getByTestId('payment-result')).toHaveTextContent(expected(750_000, 5, 25))
    await user.paste('4.5')
    expect(section.getByRole('status')).toHaveTextContent('')
    expect(section.getByTestId('payment-result')).toHaveTextContent(expected(750_000, 4.5, 25))
  })
})
