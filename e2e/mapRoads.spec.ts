import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

/** The keyless map's basemap is painted: pins loaded and the view's roads drawn. */
async function painted(page: Page) {
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-pins-status', 'loaded')
  const container = page.locator('.leaflet-container')
  await expect(container).toHaveAttribute('data-roads-painted')
  const wanted = await container.getAttribute('data-roads-wanted')
  await expect(container).toHaveAttribute('data-roads-painted', wanted ?? '')
}

const labels = (page: Page, kind: string) => page.locator(`.hw-map-label--${kind}`)

/** How many names sit on a pin or under the map's toolbar (every label's box should miss theirs). */
const coveredLabels = (page: Page) =>
  page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect())
    const covers = [...boxes('.hw-marker__body'), ...boxes('[role="toolbar"]')]
    return boxes('.hw-map-label').filter((label) =>
      covers.some(
        (cover) =>
          label.left < cover.right &&
          label.right > cover.left &&
          label.top < cover.bottom &&
          label.bottom > cover.top,
      ),
    ).length
  })

test.describe('keyless map geography', () => {
  test.describe.configure({ timeout: 90_000 })

  test('shows highways and city names at zoom 10, neighbourhoods at 13, streets at 16, none on a pin or a control', async ({
    page,
    visit,
  }) => {
    await visit('/map/43.70;-79.42?z=10')
    await painted(page)
    await expect(labels(page, 'city').first()).toBeVisible()
    // A phone's narrow view is crowded with clusters: road names may find no free stretch there.
    const desktop = test.info().project.name === 'desktop'
    if (desktop) await expect(labels(page, 'highway').first()).toBeVisible()
    expect(await coveredLabels(page)).toBe(0)
    await page.screenshot({ path: test.info().outputPath('roads-10.png') })

    await visit('/map/43.7615;-79.4111?z=13')
    await painted(page)
    await expect(labels(page, 'neighbourhood').first()).toBeVisible()
    if (desktop) await expect(labels(page, 'arterial').first()).toBeVisible()
    expect(await coveredLabels(page)).toBe(0)
    await page.screenshot({ path: test.info().outputPath('roads-13.png') })

    await visit('/map/43.6555;-79.4005?z=16')
    await painted(page)
    if (desktop) {
      await expect(labels(page, 'street').or(labels(page, 'arterial')).first()).toBeVisible()
    }
    expect(await coveredLabels(page)).toBe(0)
    await page.screenshot({ path: test.info().outputPath('roads-16.png') })
  })

  test('the satellite button turns the map dark with light roads, and back', async ({
    page,
    visit,
  }) => {
    await visit('/map/43.6532;-79.3832?z=14')
    await painted(page)
    const container = page.locator('.leaflet-container')
    const land = () => container.evaluate((element) => getComputedStyle(element).backgroundColor)
    const plain = await land()
    await page.getByRole('button', { name: 'Satellite view' }).click()
    await expect.poll(land).not.toBe(plain)
    await page.screenshot({ path: test.info().outputPath('roads-satellite.png') })
    await page.getByRole('button', { name: 'Satellite view' }).click()
    await expect.poll(land).toBe(plain)
  })
})
