import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { standingTorontoHome } from './standingHome'

test.describe.configure({ timeout: 90_000 })

/** Where the filter bar and its search field stand, and how far the page is scrolled. */
async function barPlace(page: Page) {
  const bar = page.getByRole('search')
  const [barBox, fieldBox, scrollY] = await Promise.all([
    bar.boundingBox(),
    bar.getByRole('combobox').first().boundingBox(),
    page.evaluate(() => window.scrollY),
  ])
  return { barBox, fieldBox, scrollY }
}

/**
 * Opening the results panel beside the map moves nothing above it: the filter bar (its pills and
 * search field) keeps its place and size and the page does not scroll, also when a chosen pin's
 * card is brought into view in the panel (the page below the map is taller than the screen).
 */
for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  const name = `${String(size.width)}×${String(size.height)}`
  test.describe(name, () => {
    test.skip(() => test.info().project.name === 'phone', 'the panel covers the map on a phone')
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size)
    })

    test('the results panel leaves the filter bar in place', async ({ page, visit }) => {
      await visit('/map/43.6532;-79.3832?z=13')
      await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
      const before = await barPlace(page)
      await page.getByRole('button', { name: 'Show results' }).click()
      await expect(
        page.getByRole('region', { name: 'Results' }).getByRole('article').first(),
      ).toBeVisible()
      expect(await barPlace(page)).toEqual(before)
      expect(before.scrollY).toBe(0)
    })

    test("a chosen pin's card comes into view without moving the page", async ({
      page,
      visit,
      request,
    }) => {
      const home = await standingTorontoHome(request)
      await visit(`/map/${String(home.map.latitude)};${String(home.map.longitude)}?z=17`)
      await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
      const before = await barPlace(page)
      await page.getByRole('button', { name: 'Show results' }).click()
      const panel = page.getByRole('region', { name: 'Results' })
      await expect(panel.getByRole('article').first()).toBeVisible()
      // The last single pin whose card the panel lists: often below the panel's fold.
      const keys = await panel
        .locator('[data-listing]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing') ?? ''))
      const onMap = await page
        .locator('.hw-marker[data-listing]')
        .evaluateAll((markers) =>
          markers.map((marker) => marker.getAttribute('data-listing') ?? ''),
        )
      const key = keys.findLast((candidate) => onMap.includes(candidate))
      if (!key) throw new Error('no card with a single pin in view')
      // Chosen by keyboard, as a pin's neighbours or names may lie over it for a pointer.
      await page.locator(`.hw-marker[data-listing="${key}"]`).focus()
      await page.keyboard.press('Enter')
      await expect(panel.locator(`[data-listing="${key}"]`)).toBeFocused()
      await expect(panel.locator(`[data-listing="${key}"]`)).toBeInViewport()
      expect(await barPlace(page)).toEqual(before)
    })
  })
}
