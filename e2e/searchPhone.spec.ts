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
  await expect(page.getByRole('option', { name: /Liberty Village/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('typed.png') })
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
