import { basePath } from './env'
import { expect, test } from './fixtures'

test('a long page draws its later blocks as they near the screen, ready when the visitor gets there', async ({
  page,
}) => {
  await page.goto(`${basePath}/`)
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
    'auto',
  )
  const about = footer.getByRole('link', { name: 'About us' })
  await about.scrollIntoViewIfNeeded()
  await expect(about).toBeInViewport()
  await about.click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'A GTA brokerage built around one promise: no surprises',
    }),
  ).toBeVisible()
})

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
