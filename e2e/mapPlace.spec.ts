import { expect, test } from './fixtures'

const isPhone = () => test.info().project.name === 'phone'
const BOX = 'Search by city, address or MLS number'

test.describe('the chosen place on the map', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a city address names its place, and a chosen street is marked on the map', async ({
    page,
    visit,
  }) => {
    await visit('/map/toronto')
    // On a phone the chip stands in the bar beside the search button, on a wide screen in the box.
    await expect(page.getByRole('button', { name: 'Remove Toronto from the search' })).toBeVisible()

    if (isPhone()) await page.getByRole('link', { name: BOX }).tap()
    const box = page.getByRole('combobox', { name: BOX })
    await box.click()
    await page.keyboard.type('King St W')
    await page
      .getByRole('option', { name: /^King St W/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/map\/[\d.]+;-[\d.]+/)
    await expect(
      page.getByRole('button', { name: 'Remove King St W from the search' }),
    ).toBeVisible()
    await expect(page.locator('.leaflet-container')).toHaveAttribute(
      'data-chosen-street',
      'King St W',
    )
    await page.screenshot({ path: test.info().outputPath('king-st-w.png') })
  })
})
