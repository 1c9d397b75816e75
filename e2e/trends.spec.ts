import { expect, expectAccessible, test } from './fixtures'

/** The dollars an English axis tick names: $87.5K is 87,500, $1.05M is 1,050,000. */
function tickDollars(text: string): number {
  const [, digits = '', unit = ''] = /^\$([\d.,]+)([KM]?)$/.exec(text) ?? []
  const scale = unit === 'M' ? 1_000_000 : unit === 'K' ? 1000 : 1
  return Math.round(Number(digits.replaceAll(',', '')) * scale)
}

const chartPoints = async (page: import('@playwright/test').Page, id: string) =>
  Number(await page.getByTestId(`${id}-chart`).getAttribute('data-points'))

test('trends: Toronto by default, switch city and older data, the charts follow', async ({
  page,
  visit,
}, testInfo) => {
  await visit('/trends')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market trends in Toronto')
  await expect(page.getByTestId('days-chart')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Average Days on Market & Property Listings' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Average Price & Sales Volume Over Time' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Top 5 Property Types' })).toBeVisible()
  await expect(page.getByText(/data is provided by a listings data provider/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Listings' })).toHaveAttribute(
    'href',
    /\/list\/toronto$/,
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Map Search' })).toHaveAttribute(
    'href',
    /\/map\/toronto$/,
  )
  // The price axis's ticks stand a step apart and read so ($1.05M between $700K and $1.4M, not
  // $1.1M): the dollar ticks, read back, differ by one step.
  await page.getByTestId('price-chart').scrollIntoViewIfNeeded()
  const ticks = page.getByTestId('price-chart').locator('.recharts-cartesian-axis-tick-value')
  await expect(ticks.first()).toBeVisible()
  const dollars = (await ticks.allTextContents()).filter((text) => text.startsWith('$'))
  expect(dollars.length, dollars.join(' ')).toBeGreaterThanOrEqual(3)
  const values = dollars.map(tickDollars).sort((a, b) => a - b)
  const steps = new Set(values.slice(1).map((value, index) => value - (values[index] ?? 0)))
  expect([...steps], dollars.join(' ')).toHaveLength(1)
  const recentMonths = await chartPoints(page, 'price')
  expect(recentMonths).toBeGreaterThanOrEqual(6)
  expect(recentMonths).toBeLessThanOrEqual(8)
  await expectAccessible(page)
  // The agent panel shows from medium width up only.
  const wide = (page.viewportSize()?.width ?? 0) >= 900
  await expect(page.getByRole('heading', { name: 'Contact Agent' })).toBeVisible({ visible: wide })
  await page.screenshot({ path: testInfo.outputPath('trends-toronto.png'), fullPage: true })

  const torontoPrice = await page.getByTestId('tile-avgSoldPrice').innerText()
  await page.getByRole('combobox', { name: 'City' }).selectOption('Oakville')
  await expect(page).toHaveURL(/city=oakville/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market trends in Oakville')
  await expect(page.getByTestId('price-chart')).toBeVisible()
  await expect(page.getByTestId('tile-avgSoldPrice')).not.toHaveText(torontoPrice)
  await expect(page.getByRole('link', { name: 'View Listings' })).toHaveAttribute(
    'href',
    /\/list\/oakville$/,
  )

  await page.getByRole('switch', { name: 'Include older data (7 years)' }).click()
  await expect(page).toHaveURL(/olderData=true/)
  await expect(page.getByTestId('price-chart')).toBeVisible()
  await expect.poll(() => chartPoints(page, 'price')).toBeGreaterThan(60)
  await expect(page.getByTestId('insights-seasonal')).toContainText('Across the years')
  await page.screenshot({ path: testInfo.outputPath('trends-older.png'), fullPage: true })

  // The URL carries the view: reloading shows the same filters.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market trends in Oakville')
  await expect(page.getByRole('switch', { name: 'Include older data (7 years)' })).toBeChecked()
})
