import type { Page } from '@playwright/test'
import { centerShowing } from '../src/lib/mapCenter'
import { expect, test } from './fixtures'
import { standingTorontoHome } from './standingHome'

test.describe.configure({ timeout: 90_000 })

/**
 * Where the filter bar and its search field (a phone's search button and place chip) stand, and
 * how far the page is scrolled.
 */
async function barPlace(page: Page) {
  const bar = page.getByRole('search')
  const field = bar
    .getByRole('combobox')
    .or(bar.getByRole('link', { name: 'Search by city, address or MLS number' }))
    .first()
  const chip = bar.getByRole('button', { name: /^Remove .* from the search$/ })
  const [barBox, fieldBox, chipBox, scrollY] = await Promise.all([
    bar.boundingBox(),
    field.boundingBox(),
    // The chip shows only while a place is chosen.
    chip.count().then((shown) => (shown > 0 ? chip.boundingBox() : null)),
    page.evaluate(() => window.scrollY),
  ])
  return { barBox, fieldBox, chipBox, scrollY }
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
      // Closed by the address (a wide screen opens it by default), so the test opens it.
      await visit('/map/43.6532;-79.3832?z=13&panel=0')
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
      // The home stands 150 px right of the middle, clear of where the listing overlay opens
      // (the left 356 px of the half-width map) once the panel is open.
      const start = centerShowing(home.map, 17, { x: 150, y: 0 })
      await visit(`/map/${String(start.latitude)};${String(start.longitude)}?z=17&panel=0`)
      await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
      const before = await barPlace(page)
      await page.getByRole('button', { name: 'Show results' }).click()
      const panel = page.getByRole('region', { name: 'Results' })
      await expect(panel.getByRole('article').first()).toBeVisible()
      // The last single pin whose card the panel lists: often below the panel's fold.
      const keys = await panel
        .locator('[data-listing]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing') ?? ''))
      // Its pin stands clear of where the listing overlay opens (the map's left 356 px), so
      // choosing it moves nothing and the panel keeps its page.
      const mapBox = await page.getByTestId('map').boundingBox()
      if (!mapBox) throw new Error('no map')
      const clearOfOverlay = await page.locator('.hw-marker[data-listing]').evaluateAll(
        (markers, box) =>
          markers
            .filter((marker) => {
              const pin = marker.getBoundingClientRect()
              const x = pin.left + pin.width / 2
              const y = pin.top + pin.height / 2
              return (
                x >= box.x + 356 + 40 &&
                x <= box.x + box.width - 40 &&
                y >= box.y + 40 &&
                y <= box.y + box.height - 40
              )
            })
            .map((marker) => marker.getAttribute('data-listing') ?? ''),
        mapBox,
      )
      const key = keys.findLast((candidate) => clearOfOverlay.includes(candidate))
      if (!key) throw new Error('no card with a single pin in view beside the overlay')
      const pinBefore = await page.locator(`.hw-marker[data-listing="${key}"]`).boundingBox()
      // Chosen by keyboard, as a pin's neighbours or names may lie over it for a pointer.
      await page.locator(`.hw-marker[data-listing="${key}"]`).focus()
      await page.keyboard.press('Enter')
      await expect(panel.locator(`[data-listing="${key}"]`)).toBeFocused()
      await expect(panel.locator(`[data-listing="${key}"]`)).toBeInViewport()
      expect(await barPlace(page)).toEqual(before)
      // The map stayed where it was: the pin has not moved (its look may change once visited).
      const pinAfter = await page.locator(`.hw-marker[data-listing="${key}"]`).boundingBox()
      const middle = (box: typeof pinAfter) =>
        box && { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height) }
      expect(middle(pinAfter)).toEqual(middle(pinBefore))
    })
  })
}

/**
 * On a phone the results are a sheet over the map, opened from the List button: opening it moves
 * nothing above the map either (the bar keeps its place, its search button and place chip whole).
 */
for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
]) {
  test.describe(`phone ${String(size.width)}×${String(size.height)}`, () => {
    test.skip(() => test.info().project.name !== 'phone', 'the phone project runs it')
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size)
    })

    test('the list sheet leaves the filter bar in place', async ({ page, visit }) => {
      await visit('/map/toronto')
      await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
      const before = await barPlace(page)
      expect(before.chipBox).not.toBeNull()
      await page.getByRole('button', { name: 'List', exact: true }).tap()
      await expect(
        page.getByRole('region', { name: 'Results' }).getByRole('article').first(),
      ).toBeVisible()
      expect(await barPlace(page)).toEqual(before)
      expect(before.scrollY).toBe(0)
      await page.screenshot({ path: test.info().outputPath('sheet.png') })
    })
  })
}
