import { expect, expectAccessible, test } from './fixtures'

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
