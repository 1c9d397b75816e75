import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const isPhone = () => test.info().project.name === 'phone'
const BOX = 'Search by city, address or MLS number'

test('on a phone, typing at once after tapping the home search box keeps every letter', async ({
  page,
  visit,
}) => {
  test.skip(!isPhone(), "the home box hands over to the phone's search page")
  await visit('/')
  await page.getByRole('combobox', { name: BOX }).tap()
  // No wait for the search page: the letters follow the tap at once.
  await page.keyboard.type('Liberty')
  await expect(page).toHaveURL(/\/search\?q=Liberty$/)
  await expect(page.getByRole('combobox', { name: BOX })).toHaveValue('Liberty')
  // The neighbourhood, not an address on a Liberty street inside it.
  await expect(page.getByRole('option', { name: /^Liberty Village Neighbourhood/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('typed.png') })
})

test('on a phone, the search page offers the popular cities until there is text to look up', async ({
  page,
  visit,
}) => {
  test.skip(!isPhone(), 'the search page is the phone’s')
  await visit('/search')
  const cities = page.getByRole('navigation', { name: 'Popular Cities' })
  await expect(cities.getByRole('link')).toHaveCount(10)
  await page.screenshot({ path: test.info().outputPath('popular.png') })
  // One letter looks nothing up: the cities stay until the groups can take their place.
  await page.getByRole('combobox', { name: BOX }).fill('M')
  await expect(cities).toBeVisible()
  await page.getByRole('combobox', { name: BOX }).fill('Mis')
  await expect(cities).toBeHidden()
  await expect(page.getByRole('option', { name: /Mississauga/ }).first()).toBeVisible()
  await page.getByRole('combobox', { name: BOX }).fill('')
  await cities.getByRole('link', { name: 'Mississauga' }).tap()
  await expect(page).toHaveURL(/\/list\/on\/mississauga$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mississauga')
})

test("the phone filter drawer's count is the map's count in view", async ({ page, visit }) => {
  test.skip(!isPhone(), 'the drawer is the phone’s')
  await visit('/map/toronto')
  const inView = page.getByRole('status').filter({ hasText: /homes? in view/ })
  await expect(inView).toHaveText(/^[\d,]+ homes? in view$/)
  const shown = (await inView.textContent())?.match(/^[\d,]+/)?.[0]
  await page.getByRole('button', { name: 'Filters' }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer.getByRole('button', { name: /^See [\d,]+ homes?$/ })).toHaveText(
    new RegExp(`^See ${shown ?? 'none'} homes?$`),
  )
  await page.screenshot({ path: test.info().outputPath('drawer.png') })
})

/** The N of the list's '1–8 of N listings'. */
async function listedCount(page: Page): Promise<number> {
  const heading = page.getByText(/^1–\d+ of [\d,]+ listings?$/)
  await expect(heading).toBeVisible()
  return Number((await heading.textContent())?.split(' of ')[1]?.split(' ')[0]?.replace(/,/g, ''))
}

test('Active with a Sold period lists both kinds; the phone drawer offers the period', async ({
  page,
  visit,
}) => {
  await visit('/list/on/toronto')
  const activeOnly = await listedCount(page)
  if (isPhone()) {
    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer
      .getByRole('radiogroup', { name: 'Sold within' })
      .getByRole('radio', { name: '90 days' })
      .check()
    await expect(drawer.getByRole('checkbox', { name: 'Sold' })).toBeChecked()
    await expect(drawer.getByRole('radiogroup', { name: 'Days on market' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('drawer-sold-within.png') })
    await drawer.getByRole('button', { name: /^See [\d,]+ homes?$/ }).click()
  } else {
    await page.getByRole('button', { name: 'Sold', exact: true }).click()
    await page
      .getByRole('radiogroup', { name: 'Sold within' })
      .getByRole('radio', { name: '90 days' })
      .check()
    await page.keyboard.press('Escape')
  }
  await expect(page).toHaveURL(/sold=1/)
  await expect(page).toHaveURL(/soldDays=90/)
  // The active listings stay: the sold period adds recent sales to them.
  await expect.poll(() => listedCount(page)).toBeGreaterThan(activeOnly)
  await page.screenshot({ path: test.info().outputPath('active-and-sold.png'), fullPage: true })
})
