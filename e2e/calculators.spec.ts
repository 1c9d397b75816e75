import { expect, test } from './fixtures'

test('calculators: payment, affordability and closing costs compute and validate', async ({
  page,
  visit,
}, testInfo) => {
  await visit('/calculators')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage calculators')

  // $640,000 at 5 % compounded semi-annually over 25 years: 640 x $5.816 = $3,722 a month.
  const payment = page.getByTestId('payment-result')
  await expect(payment).toHaveText('$3,722 per month')
  await page.getByRole('combobox', { name: 'Payment frequency' }).click()
  await page.getByRole('option', { name: 'Accelerated bi-weekly' }).click()
  await expect(payment).toHaveText('$1,861 every two weeks')
  await expect(page.getByRole('table', { name: 'Yearly amortization schedule' })).toBeVisible()

  const down = page.getByRole('textbox', { name: 'Down payment' }).first()
  await down.fill('20000')
  await expect(
    page.getByText('The minimum down payment for this price is $55,000 (6.9 %).').first(),
  ).toBeVisible()
  await down.fill('80,000')
  await expect(payment).not.toHaveText('$1,861 every two weeks')

  // Nonsense is refused with a field message, and the last result stays: nothing moves, not
  // even where the note that the result is stale wraps (a phone).
  const height = () => page.evaluate(() => document.documentElement.scrollHeight)
  const resultTop = () =>
    payment.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  const heightBefore = await height()
  const topBefore = await resultTop()
  const shown = (await payment.textContent()) ?? ''
  await down.fill('900000')
  await expect(page.getByText('The down payment must be less than the price.')).toBeVisible()
  await expect(payment).toHaveText(shown)
  const rate = page.getByRole('textbox', { name: 'Interest rate (%)' }).first()
  await down.fill('80,000')
  await rate.fill('')
  await expect(page.getByText('Enter an amount.').first()).toBeVisible()
  await expect(page.getByText(/Showing your last valid entries/).first()).toBeVisible()
  expect(Math.abs((await resultTop()) - topBefore)).toBeLessThanOrEqual(1)
  expect(Math.abs((await height()) - heightBefore)).toBeLessThanOrEqual(1)
  await rate.fill('5')

  // $800,000 in Toronto, 20 % down: $12,475 Ontario + $12,475 Toronto + $3,400 other.
  const closing = page.getByRole('region', { name: 'Closing costs' })
  await expect(closing.getByTestId('closing-total')).toContainText('$28,350')
  await closing.getByRole('checkbox', { name: 'First-time home buyer' }).check()
  // Less the $4,000 and $4,475 rebates.
  await expect(closing.getByTestId('closing-total')).toContainText('$19,875')
  await closing.getByRole('switch', { name: 'The home is in the City of Toronto' }).click()
  await expect(closing.getByTestId('closing-total')).toContainText('$11,875')

  const affordability = page.getByRole('region', { name: 'Affordability' })
  const before = await affordability.getByTestId('affordability-result').innerText()
  await affordability
    .getByRole('textbox', { name: 'Gross household income (per year)' })
    .fill('180000')
  await expect(affordability.getByTestId('affordability-result')).not.toHaveText(before)
  await affordability.getByRole('textbox', { name: 'Down payment (%)' }).fill('3')
  await expect(affordability.getByText('Enter at least 5 %.')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('calculators.png'), fullPage: true })
})
