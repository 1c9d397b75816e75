import { expect, test } from './fixtures'
import { standingTorontoHome } from './standingHome'
import type { Page } from '@playwright/test'

const isPhone = () => test.info().project.name === 'phone'

test.describe.configure({ timeout: 90_000 })

/** The listing overlay never covers the pin it was opened from, once the map has moved. */
async function expectPinBesideOverlay(page: Page, key: string) {
  const overlay = page.getByRole('region', { name: 'Selected listing' })
  const pin = page.locator(`.hw-marker[data-listing="${key}"] .hw-marker__body`)
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([overlay.boundingBox(), pin.boundingBox()])
      if (!a || !b) return 'not shown'
      const apart =
        b.x + b.width <= a.x ||
        a.x + a.width <= b.x ||
        b.y + b.height <= a.y ||
        a.y + a.height <= b.y
      return apart ? 'apart' : 'covered'
    })
    .toBe('apart')
}

test('a pin reached by keyboard announces its price, and choosing it focuses its card', async ({
  page,
  visit,
  request,
}) => {
  // A Toronto house, then the map at street level around it (single pins, no clusters).
  const home = await standingTorontoHome(request)
  // A wide screen's panel starts closed here (the address says so), so the test opens it.
  await visit(`/map/${String(home.map.latitude)};${String(home.map.longitude)}?z=18&panel=0`)
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-pins-status', 'loaded')
  const pins = page.locator('.hw-marker[data-listing]')
  await expect(pins.first().locator('.hw-marker__body')).toBeVisible()
  await expect(pins.first()).toHaveAttribute('role', 'button')
  await expect(pins.first()).toHaveAttribute('aria-label', /^\$[\d,]+/)
  await expect(pins.first()).toHaveAttribute('tabindex', '0')

  if (isPhone()) {
    // The panel covers the whole phone screen; Enter on a pin opens its overlay with focus.
    const chosen = await pins.first().getAttribute('data-listing')
    await pins.first().focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Selected listing' })).toBeFocused()
    if (!chosen) throw new Error('the first pin names no listing')
    // The map keeps its zoom, and the overlay (at most half the map) leaves the pin in view.
    await expect(page).toHaveURL(/[?&]z=18(&|$)/)
    await expectPinBesideOverlay(page, chosen)
    await page.screenshot({ path: test.info().outputPath('pin-phone.png') })
    return
  }

  // Pressed at once: the control and its tooltip are in place from the first render.
  await page.getByRole('button', { name: 'Show results' }).click()
  const panel = page.getByRole('region', { name: 'Results' })
  await expect(panel.getByRole('article').first()).toBeVisible()
  const keys = await panel
    .locator('[data-listing]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing') ?? ''))
  const onMap = await pins.evaluateAll((markers) =>
    markers.map((marker) => marker.getAttribute('data-listing') ?? ''),
  )
  const key = keys.find((candidate) => onMap.includes(candidate))
  if (!key) throw new Error('no card with a single pin in view')

  // Tab reaches the pin; Enter chooses it: the overlay opens and its card takes focus.
  const pin = page.locator(`.hw-marker[data-listing="${key}"]`)
  await pin.focus()
  await expect(pin).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${key.split('/')[0] ?? ''}/`))
  await expect(page.getByRole('region', { name: 'Selected listing' })).toBeVisible()
  await expect(panel.locator(`[data-listing="${key}"]`)).toBeFocused()
  await expectPinBesideOverlay(page, key)
  await page.screenshot({ path: test.info().outputPath('pin-focus.png') })
})

test("'View On Map' opens the home at a modest zoom, its overlay clear of it", async ({
  page,
  visit,
  request,
}) => {
  const home = await standingTorontoHome(request)
  // The link the listing page's 'View On Map' makes.
  await visit(
    `/map/${String(home.map.latitude)};${String(home.map.longitude)}/${home.mlsNumber}/${String(home.boardId)}?z=15`,
  )
  const map = page.getByTestId('map')
  await expect(map).toHaveAttribute('data-pins-status', 'loaded')
  const overlay = page.getByRole('region', { name: 'Selected listing' })
  await expect(overlay.getByRole('link', { name: 'View details' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]z=15(&|$)/)
  const [mapBox, overlayBox] = await Promise.all([map.boundingBox(), overlay.boundingBox()])
  if (!mapBox || !overlayBox) throw new Error('no map or overlay')
  // The home is placed in the middle of what the overlay leaves free: above it on a phone,
  // right of it on a wide screen; a pin (about 24 px tall) there is clear of it.
  if (isPhone()) {
    expect(overlayBox.height).toBeLessThanOrEqual(mapBox.height / 2)
    const homeY = mapBox.y + mapBox.height / 2 - Math.min(368, mapBox.height / 2) / 2
    expect(overlayBox.y).toBeGreaterThan(homeY + 24)
  } else {
    const homeX = mapBox.x + mapBox.width / 2 + 178
    expect(overlayBox.x + overlayBox.width).toBeLessThan(homeX - 30)
  }
  const pin = page.locator(`.hw-marker[data-listing="${home.mlsNumber}/${String(home.boardId)}"]`)
  if ((await pin.count()) > 0)
    await expectPinBesideOverlay(page, `${home.mlsNumber}/${String(home.boardId)}`)
  await page.screenshot({ path: test.info().outputPath('view-on-map.png') })
})

test('the keyless map draws Lake Ontario from the local service', async ({ page, visit }) => {
  const lake = page.waitForResponse((response) => response.url().endsWith('/geo/lake'))
  await visit('/map/43.62;-79.38?z=11')
  expect((await lake).status()).toBe(200)
  await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
  await page.screenshot({ path: test.info().outputPath('lake.png') })
})

test('the list page suggests the same search elsewhere', async ({ page, visit }) => {
  await visit('/list/on/toronto?type=lease')
  const similar = page.getByRole('region', { name: 'Similar searches' })
  await expect(similar).toBeVisible()
  const city = similar.getByRole('region', { name: 'Other cities' }).getByRole('link').first()
  const name = ((await city.textContent()) ?? '').split(' · ')[0] ?? ''
  expect(name).not.toBe('')
  await city.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes for lease in ${name}, ON`)
  await expect(page).toHaveURL(/type=lease/)
  await expect(page.getByRole('article').first()).toBeVisible()
})
