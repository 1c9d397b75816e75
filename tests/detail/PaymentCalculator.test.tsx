import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { monthlyPayment } from '../../contract/mortgage/payment'
import { useNamespace } from '../../src/app/useNamespace'
import { PaymentCalculator } from '../../src/features/detail/PaymentCalculator'
import { detailStrings } from '../../src/features/detail/strings'
import { formatPrice } from '../../src/lib/format'
import { renderWithProviders } from '../renderWithProviders'

const LIST_PRICE = 1_000_000

function Calculator() {
  useNamespace('detail', detailStrings)
  return <PaymentCalculator listPrice={LIST_PRICE} />
}

/** The payment the panel shows, from the app's one payment function. */
const expected = (price: number, downPercent: number, rate: number, years: number) =>
  formatPrice(
    monthlyPayment({
      principal: price * (1 - downPercent / 100),
      annualRatePercent: rate,
      amortizationYears: years,
    }),
  )

/** The panel under the fields that reads the payment out. */
function result() {
  const panel = screen.getByText('Monthly payment').parentElement
  if (!panel) throw new Error('no payment panel')
  return within(panel)
}

describe("the listing page's mortgage payment calculator", () => {
  it('starts from the list price, 20 % down, 5 % and 25 years (first spec, section 2)', async () => {
    await renderWithProviders(<Calculator />)
    expect(screen.getByRole('heading', { name: 'Mortgage Payment Calculator' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Home price' })).toHaveValue('1000000')
    expect(screen.getByRole('textbox', { name: 'Down payment (%)' })).toHaveValue('20')
    expect(screen.getByRole('textbox', { name: 'Interest rate (%)' })).toHaveValue('5')
    expect(screen.getByRole('combobox', { name: 'Amortization (years)' })).toHaveTextContent(
      '25 years',
    )
    expect(result().getByText(expected(LIST_PRICE, 20, 5, 25))).toBeInTheDocument()
    expect(result().getByText('Mortgage amount $800,000')).toBeInTheDocument()
  })

  it('follows each field, keeping only the digits typed', async () => {
    const { user } = await renderWithProviders(<Calculator />)
    const down = screen.getByRole('textbox', { name: 'Down payment (%)' })
    await user.clear(down)
    await user.type(down, '1a0')
    expect(down).toHaveValue('10')
    const rate = screen.getByRole('textbox', { name: 'Interest rate (%)' })
    await user.clear(rate)
    await user.type(rate, '4.5')
    await user.click(screen.getByRole('combobox', { name: 'Amortization (years)' }))
    await user.click(await screen.findByRole('option', { name: '30 years' }))
    expect(result().getByText(expected(LIST_PRICE, 10, 4.5, 30))).toBeInTheDocument()
    expect(result().getByText('Mortgage amount $900,000')).toBeInTheDocument()
  })
})
