import { basePath } from './env'
import { expect, test } from './fixtures'

test('a page opened afresh in the tab opens at its top, wherever the visitor left the last one', async ({
  page,
}) => {
  const hydrated = () => expect(page.locator('fieldset[disabled]')).toHaveCount(0)
  await page.goto(`${basePath}/about`)
  await hydrated()
  await page.evaluate(() => {
    window.scrollTo(0, 1500)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // Typed in, or opened from an e-mail: a load of its own, not the router's navigation.
  await page.goto(`${basePath}/buying`)
  await hydrated()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
