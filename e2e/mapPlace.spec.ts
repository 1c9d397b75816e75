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
    // Beside the chip the box's hint would be cut short: it is not shown.
    if (!isPhone()) {
      const hint = await box.evaluate((input) => getComputedStyle(input, '::placeholder').opacity)
      expect(hint).toBe('0')
    }
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

  for (const language of ['en', 'fr']) {
    test(`the homes-in-view count stands above the map, over no pin (${language})`, async ({
      page,
      visit,
    }) => {
      if (isPhone()) await page.setViewportSize({ width: 390, height: 844 })
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
      await visit('/map/mississauga')
      const map = page.getByTestId('map')
      await expect(map).toHaveAttribute('data-pins-status', 'loaded')
      // The count stands above the map, not over its pins.
      const count = page.getByRole('status').filter({ hasText: /homes in view|propriétés/ })
      const [countBox, mapBox] = await Promise.all([count.boundingBox(), map.boundingBox()])
      expect(countBox && mapBox && countBox.y + countBox.height <= mapBox.y + 0.5).toBe(true)
      await page.screenshot({ path: test.info().outputPath(`chip-${language}.png`) })
    })
  }
})
