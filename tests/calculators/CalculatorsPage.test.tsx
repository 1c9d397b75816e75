import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '../../src/app/i18n'
import { renderWithProviders } from '../renderWithProviders'

/** Whether a money field's dollar sign comes after its input (false: before it). */
function unitFollows(input: HTMLElement): boolean {
  const sign = within(input.parentElement ?? input).getByText('$')
  return Boolean(input.compareDocumentPosition(sign) & Node.DOCUMENT_POSITION_FOLLOWING)
}

describe('calculators page', { timeout: 60_000 }, () => {
  it('computes the default payment and explains refused inputs', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const payment = within(await screen.findByRole('region', { name: 'Mortgage payment' }))
    expect(payment.getByTestId('payment-result')).toHaveTextContent('$3,722 per month')
    // The lead names the day the latest rule took effect, not a year the data does not give.
    expect(
      screen.getByText(
        /^Canadian rules, with the federal and Ontario figures in force since 2024-12-15:/,
      ),
    ).toBeInTheDocument()

    const down = payment.getByRole('textbox', { name: 'Down payment' })
    await user.clear(down)
    await user.type(down, '20000')
    expect(
      payment.getByText('The minimum down payment for this price is $55,000 (6.9 %).'),
    ).toBeInTheDocument()
    // The last valid result stays where it was, marked stale, so nothing on the page moves.
    expect(payment.getByTestId('payment-result')).toHaveTextContent('$3,722 per month')
    expect(payment.getByRole('status')).toHaveTextContent(/last valid entries/)

    const rate = payment.getByRole('textbox', { name: 'Interest rate (%)' })
    await user.clear(rate)
    await user.type(rate, '-2')
    expect(payment.getByText('The amount cannot be negative.')).toBeInTheDocument()
    await user.clear(rate)
    expect(payment.getByText('Enter an amount.')).toBeInTheDocument()
    await user.type(rate, 'abc')
    expect(payment.getByText('Enter a number, digits only.')).toBeInTheDocument()
    await user.clear(rate)
    await user.type(rate, '30')
    expect(payment.getByText('Enter at most 25 %.')).toBeInTheDocument()

    const price = payment.getByRole('textbox', { name: 'Home price' })
    expect(unitFollows(price)).toBe(false)
    await user.clear(price)
    await user.type(price, '90000000')
    expect(payment.getByText('Enter at most $50,000,000.')).toBeInTheDocument()
  })

  it('writes dollar amounts with their thousands grouped, and regroups what was typed once left', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const payment = within(await screen.findByRole('region', { name: 'Mortgage payment' }))
    const price = payment.getByRole('textbox', { name: 'Home price' })
    const rate = payment.getByRole('textbox', { name: 'Interest rate (%)' })
    expect(price).toHaveValue('800,000')
    expect(payment.getByRole('textbox', { name: 'Down payment' })).toHaveValue('160,000')
    await user.clear(price)
    await user.type(price, '950000')
    expect(price).toHaveValue('950000')
    await user.click(rate)
    expect(price).toHaveValue('950,000')
    // A rate keeps the way it was typed; text that is not an amount stays for its message.
    await user.clear(rate)
    await user.type(rate, '4.50')
    await user.clear(price)
    await user.type(price, '95O000')
    await user.tab()
    expect(rate).toHaveValue('4.50')
    expect(price).toHaveValue('95O000')
    expect(payment.getByText('Enter a number, digits only.')).toBeInTheDocument()
  })

  it('refuses a down payment above the price and a blank rate, keeping the last result as stale', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const payment = within(await screen.findByRole('region', { name: 'Mortgage payment' }))
    const result = payment.getByTestId('payment-result')
    expect(payment.getByRole('status')).toHaveTextContent('')
    const down = payment.getByRole('textbox', { name: 'Down payment' })
    // Pasted at once: typed, its first digits would be a valid down payment on the way.
    await user.clear(down)
    await user.paste('900000')
    expect(payment.getByText('The down payment must be less than the price.')).toBeInTheDocument()
    expect(down).toHaveAttribute('aria-invalid', 'true')
    // Same element, same figures: no negative mortgage, no 'paid off in 0 years'.
    expect(payment.getByTestId('payment-result')).toBe(result)
    expect(result).toHaveTextContent('$3,722 per month')
    expect(payment.queryByText(/-\$/)).not.toBeInTheDocument()
    expect(payment.getByRole('status')).toHaveTextContent(
      'Showing your last valid entries: fix the field marked in red to update.',
    )
    await user.clear(down)
    await user.paste('160000')
    expect(payment.getByRole('status')).toHaveTextContent('')

    const rate = payment.getByRole('textbox', { name: 'Interest rate (%)' })
    await user.clear(rate)
    expect(payment.getByText('Enter an amount.')).toBeInTheDocument()
    expect(payment.getByRole('status')).toHaveTextContent(/last valid entries/)
    expect(payment.getByTestId('payment-result')).not.toHaveTextContent('$0')
    await user.type(rate, '5')
    expect(payment.getByRole('status')).toHaveTextContent('')
  })

  it('keeps the affordability and closing-costs results while a field is blank', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const afford = within(await screen.findByRole('region', { name: 'Affordability' }))
    const before = afford.getByTestId('affordability-result').textContent
    await user.clear(afford.getByRole('textbox', { name: 'Gross household income (per year)' }))
    expect(afford.getByTestId('affordability-result')).toHaveTextContent(before)
    expect(afford.getByRole('status')).toHaveTextContent(/last valid entries/)

    const closing = within(screen.getByRole('region', { name: 'Closing costs' }))
    await user.clear(closing.getByRole('textbox', { name: 'Purchase price' }))
    expect(closing.getByTestId('closing-total')).toHaveTextContent('$28,350')
    expect(closing.getByRole('status')).toHaveTextContent(/last valid entries/)
  })

  it('adds Toronto tax and takes off first-time buyer rebates', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const closing = within(await screen.findByRole('region', { name: 'Closing costs' }))
    expect(closing.getByTestId('closing-total')).toHaveTextContent('$28,350')
    await user.click(closing.getByRole('checkbox', { name: 'First-time home buyer' }))
    expect(closing.getByTestId('closing-total')).toHaveTextContent('$19,875')
    await user.click(closing.getByRole('switch', { name: 'The home is in the City of Toronto' }))
    expect(closing.getByTestId('closing-total')).toHaveTextContent('$11,875')
    expect(closing.queryByText('Toronto municipal land transfer tax')).not.toBeInTheDocument()
  })

  it('shows whole dollars in French format and reads a decimal comma', async () => {
    const { user } = await renderWithProviders(undefined, {
      route: '/calculators',
      language: 'fr',
    })
    const payment = within(await screen.findByRole('region', { name: 'Versement hypothécaire' }))
    expect(payment.getByTestId('payment-result').textContent).toMatch(/^3\s722\s\$ par mois$/)
    // The dollar sign follows the amount in French, as the result writes it.
    expect(unitFollows(payment.getByRole('textbox', { name: 'Prix de la propriété' }))).toBe(true)
    // A rate written the French way: 5,25 % is read as 5.25 %, not refused as 525 %.
    const rate = payment.getByRole('textbox', { name: 'Taux d’intérêt (%)' })
    await user.clear(rate)
    await user.type(rate, '5,25')
    expect(rate).not.toHaveAttribute('aria-invalid', 'true')
    expect(payment.getByTestId('payment-result').textContent).toMatch(/^3\s8\d\d\s\$ par mois$/)
  })

  it('keeps what was typed in English when the visitor switches to French', async () => {
    const { user, i18n } = await renderWithProviders(undefined, { route: '/calculators' })
    const payment = within(await screen.findByRole('region', { name: 'Mortgage payment' }))
    const price = payment.getByRole('textbox', { name: 'Home price' })
    await user.clear(price)
    await user.type(price, '900,000')
    const rate = payment.getByRole('textbox', { name: 'Interest rate (%)' })
    await user.clear(rate)
    await user.type(rate, '5.25')
    const inEnglish = payment.getByTestId('payment-result').textContent
    expect(inEnglish).toMatch(/^\$[\d,]+ per month$/)

    await act(() => changeLanguage(i18n, 'fr'))
    const enFrancais = within(await screen.findByRole('region', { name: 'Versement hypothécaire' }))
    // Read in French, 900,000 would be 900 dollars and 5.25 still 5.25: each is written again.
    expect(enFrancais.getByRole('textbox', { name: 'Prix de la propriété' })).toHaveValue(
      '900\u00a0000',
    )
    expect(enFrancais.getByRole('textbox', { name: 'Taux d’intérêt (%)' })).toHaveValue('5,25')
    const digits = (text: string) => text.replace(/\D/g, '')
    expect(digits(enFrancais.getByTestId('payment-result').textContent)).toBe(digits(inEnglish))
  })

  it('refuses a down payment under 5 % in affordability', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/calculators' })
    const region = within(await screen.findByRole('region', { name: 'Affordability' }))
    expect(region.getByTestId('affordability-result').textContent).toMatch(/^\$[\d,]+$/)
    const percent = region.getByRole('textbox', { name: 'Down payment (%)' })
    await user.clear(percent)
    await user.type(percent, '3')
    expect(region.getByText('Enter at least 5 %.')).toBeInTheDocument()
    expect(region.getByRole('status')).toHaveTextContent(/last valid entries/)
  })

  it('is linked from the Buying page and the footer', async () => {
    await renderWithProviders(undefined, { route: '/buying' })
    const main = within(await screen.findByRole('main'))
    expect(await main.findByRole('link', { name: 'Mortgage calculators' })).toHaveAttribute(
      'href',
      '/calculators',
    )
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Mortgage calculators' }),
    ).toHaveAttribute('href', '/calculators')
  })
})
