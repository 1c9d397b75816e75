import { expect, test } from './fixtures'

test('the Toronto list page shows 8 homes a page and pages on', async ({ page, visit }) => {
  await visit('/list/on/toronto')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Toronto, ON')
  await expect(page.getByRole('article')).toHaveCount(8)
  await expect(page.getByText(/^1–8 of [\d,]+ listings$/)).toBeVisible()
  // Save this search's icon lines up with the heading's first letter.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  const icon = await page
    .getByRole('button', { name: 'Save this search' })
    .locator('svg')
    .boundingBox()
  expect(Math.abs((icon?.x ?? 0) - (heading?.x ?? 100))).toBeLessThanOrEqual(4)
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Go to page 2' })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/^9–16 of [\d,]+ listings$/)).toBeVisible()
  // Every card's square footage reads whole, four cards a row included.
  const sizes = page.locator('[data-fact="sqft"]')
  await expect(sizes.first()).toBeVisible()
  const cut = await sizes.evaluateAll((spans) =>
    spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
  )
  expect(cut).toEqual([])
  await page.screenshot({ path: test.info().outputPath('list.png'), fullPage: true })
})

test('a list without a place says so', async ({ page, visit }) => {
  await visit('/list')
  await expect(page.getByRole('heading', { name: 'No city or province selected.' })).toBeVisible()
})
