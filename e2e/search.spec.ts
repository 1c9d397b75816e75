import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

const REALTY = 'http://127.0.0.1:8787'
const isPhone = () => test.info().project.name === 'phone'

/** The search box: in the filter bar on desktop, on the /search page on phones. */
async function searchFor(page: Page, text: string) {
  if (isPhone()) {
    await page.getByRole('link', { name: 'Search by city, address or MLS number' }).click()
    await expect(page).toHaveURL(/\/search$/)
  }
  const box = page.getByRole('combobox', { name: 'Search by city, address or MLS number' })
  await box.fill(text)
  return box
}

test.describe('map screen', () => {
  // A few hundred markers make the axe pass slow on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('the keyless map shows clusters that split when clicked', async ({ page, visit }) => {
    await visit('/map/43.6532;-79.3832?z=12')
    const map = page.getByTestId('map')
    await expect(map).toHaveAttribute('data-pins-status', 'loaded')
    const clusters = page.locator('.hw-marker[data-variant="cluster"]')
    await expect(clusters.first().locator('.hw-marker__body')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /homes in view/ })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('map-12.png') })

    // A cluster announces its count; Enter on it zooms in by 2.
    const first = clusters.first()
    await expect(first).toHaveAttribute('aria-label', /listings here, zoom in/)
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/z=14/)
    await expect(map).toHaveAttribute('data-pins-status', 'loaded')
    // Focus stays on the map, on a marker of the new view; Tab meets the markers in
    // reading order (rows top to bottom, each left to right), not by cluster size.
    await expect(page.locator('.hw-marker:focus')).toHaveCount(1)
    const places = await page
      .locator('.leaflet-marker-pane .hw-marker[tabindex]')
      .evaluateAll((markers) =>
        // Where Leaflet placed each marker on its layer (as the map orders them).
        markers.map((marker) => {
          const [, x = '0', y = '0'] =
            /translate3d\((-?[\d.]+)px,\s*(-?[\d.]+)px/.exec(
              (marker as HTMLElement).style.transform,
            ) ?? []
          return {
            row: Math.floor(Number(y) / 32),
            left: Number(x),
            focused: marker === document.activeElement,
          }
        }),
      )
    expect(places.filter((place) => place.focused)).toHaveLength(1)
    const inReadingOrder = places.every((place, index) => {
      const next = places[index + 1]
      return !next || place.row < next.row || (place.row === next.row && place.left <= next.left)
    })
    expect(inReadingOrder).toBe(true)

    // Zoomed to 16, single pins appear with their price as their name.
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await expect(page).toHaveURL(/z=16/)
    await expect(map).toHaveAttribute('data-pins-status', 'loaded')
    const pin = page.locator('.hw-marker[data-variant="active"]').first()
    await expect(pin.locator('.hw-marker__body')).toBeVisible()
    await expect(pin).toHaveAttribute('aria-label', /\$/)
    await page.screenshot({ path: test.info().outputPath('map-16.png') })

    // Panning the map asks for the new view's pins.
    const before = await map.getAttribute('data-pins-painted')
    const box = await map.boundingBox()
    if (!box) throw new Error('no map box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 100, { steps: 8 })
    await page.mouse.up()
    await expect(map).not.toHaveAttribute('data-pins-painted', before ?? '')
    await expect(map).toHaveAttribute('data-pins-status', 'loaded')
  })

  test('Sale/Lease and Sold toggles change the search and the URL', async ({ page, visit }) => {
    await visit('/map/43.6532;-79.3832?z=13')
    if (isPhone()) {
      // A phone's bar leaves Sale/Lease to its drawer (the chosen place's chip needs the room).
      await expect(page.getByRole('group', { name: 'Sale or lease' })).toHaveCount(0)
      await page.getByRole('button', { name: 'Filters' }).click()
      const drawer = page.getByRole('dialog')
      await drawer.getByRole('button', { name: 'Lease', exact: true }).click()
      await drawer.getByRole('checkbox', { name: 'Leased' }).check()
      await expect(drawer.getByRole('button', { name: /^See [\d,]+ homes?$/ })).toBeVisible()
      await page.screenshot({ path: test.info().outputPath('drawer.png') })
      await drawer.getByRole('button', { name: /^See [\d,]+ homes?$/ }).click()
      await expect(page).toHaveURL(/type=lease/)
    } else {
      await page.getByRole('button', { name: 'Lease', exact: true }).click()
      await expect(page).toHaveURL(/type=lease/)
      await expect(page.getByRole('button', { name: /Price: \$1,000 – \$5,000/ })).toBeVisible()
      await page.getByRole('button', { name: 'Leased', exact: true }).click()
      await page.getByRole('checkbox', { name: 'Show' }).check()
      await page.keyboard.press('Escape')
    }
    await expect(page).toHaveURL(/sold=1/)
    await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
  })
})

test.describe('search box', () => {
  test('typing a city reaches its list', async ({ page, visit }) => {
    await visit('/list/on/toronto')
    const box = await searchFor(page, 'Mississ')
    await expect(page.getByRole('option', { name: /Mississauga/ }).first()).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('suggestions.png') })
    await box.press('ArrowDown')
    await page.getByRole('option', { name: /Mississauga.*City/ }).click()
    if (isPhone()) {
      // From /search (not a list path) a city opens the map; its List switch opens the list.
      await expect(page).toHaveURL(/\/map\/mississauga/)
      await page.getByRole('link', { name: 'List' }).first().click()
    }
    await expect(page).toHaveURL(/\/list\/on\/mississauga/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Homes for sale in Mississauga, ON',
    )
  })

  test('typing an MLS number reaches its detail page', async ({ page, visit, request }) => {
    const response = await request.get(`${REALTY}/listings?resultsPerPage=20&status=A`)
    const { listings } = (await response.json()) as {
      listings: {
        mlsNumber: string
        boardId: number
        permissions: { displayAddressOnInternet: string; displayPublic: string }
      }[]
    }
    // A listing a guest may see: one that withholds its address sends a guest to sign in
    // instead, sometimes before the detail address could be seen at all.
    const listing = listings.find(
      ({ permissions }) =>
        permissions.displayAddressOnInternet === 'Y' && permissions.displayPublic === 'Y',
    )
    if (!listing) throw new Error('no public listing')
    await visit('/map')
    await searchFor(page, listing.mlsNumber)
    const option = page.getByRole('option', { name: new RegExp(listing.mlsNumber) })
    await expect(option).toBeVisible()
    await option.click()
    await expect(page).toHaveURL(
      new RegExp(`/detail/.+/${listing.mlsNumber}/${String(listing.boardId)}$`),
    )
  })
})

test.describe('list page', () => {
  test('pages and sorts the list', async ({ page, visit }) => {
    await visit('/list/on/toronto')
    await expect(page.getByRole('article')).toHaveCount(8)
    await expect(page.getByText(/^1–8 of [\d,]+ listings$/)).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^9–16 of [\d,]+ listings$/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Most Expensive' }).click()
    await expect(page).toHaveURL(/sortBy=listPriceDesc/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.getByText(/^1–8 of [\d,]+ listings$/)).toBeVisible()
  })

  test('a shared URL restores the same search', async ({ page, visit }) => {
    await visit('/list/on/toronto?type=lease&sold=1&sortBy=listPriceAsc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Homes for lease in Toronto, ON',
    )
    // A phone shows Sale/Lease in its Filters drawer.
    if (isPhone()) await page.getByRole('button', { name: 'Filters' }).click()
    await expect(page.getByRole('button', { name: 'Lease', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    if (isPhone()) await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Least Expensive')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Homes for lease in Toronto, ON',
    )
    await expect(page).toHaveURL(/type=lease/)
    await expect(page).toHaveURL(/sold=1/)
  })

  test('guests see blurred cards for listings that keep their address private', async ({
    page,
    visit,
  }) => {
    await visit('/list/on/toronto?sortBy=listPriceAsc')
    await expect(page.getByRole('article')).toHaveCount(8)
    const blurred = page.getByRole('link', { name: /LOGIN TO VIEW/i })
    const pages = page.getByRole('navigation', { name: 'Pages' })
    for (let n = 2; n <= 6 && (await blurred.count()) === 0; n += 1) {
      await pages.getByRole('button', { name: `Go to page ${String(n)}` }).click()
      await expect(page.getByText(new RegExp(`^${String((n - 1) * 8 + 1)}–`))).toBeVisible()
    }
    await expect(blurred.first()).toBeVisible()
    await expect(blurred.first()).toHaveAttribute('href', /\/auth\/login\?redirect=/)
  })
})
