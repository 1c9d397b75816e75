import { LOCAL_ONLY, isRemote } from './env'
import { signUp, uniqueEmail } from './accountSteps'
import { expect, test } from './fixtures'

test.skip(isRemote, LOCAL_ONLY)

test('a signed-in customer sees in full a listing that guests see blurred', async ({
  page,
  visit,
}) => {
  test.slow()
  // As a guest: the first page of the cheapest Toronto homes that holds a private listing.
  let listPath = ''
  const blurred = page.getByRole('link', { name: /LOGIN TO VIEW/i })
  for (let n = 1; n <= 6; n += 1) {
    listPath = `/list/on/toronto?sortBy=listPriceAsc${n > 1 ? `&page=${String(n)}` : ''}`
    if (n === 1) await visit(listPath)
    else await page.goto(`/real-estate${listPath}`)
    await expect(page.getByRole('article')).toHaveCount(8)
    if ((await blurred.count()) > 0) break
  }
  const articles = page.getByRole('article')
  const index = await articles.evaluateAll((cards) =>
    cards.findIndex((card) => /LOGIN TO VIEW/i.test(card.textContent)),
  )
  expect(index).toBeGreaterThanOrEqual(0)
  const guestText = await articles.nth(index).innerText()

  // Signed in (a new customer of the local pool), the same card is open, with its street address.
  await signUp(page, uniqueEmail('search'), `/real-estate${listPath}`)
  await expect(page).toHaveURL(/\/list\/on\/toronto/)
  await expect(articles).toHaveCount(8)
  await expect(blurred).toHaveCount(0)
  const card = articles.nth(index)
  await expect(card).not.toContainText(/LOGIN TO VIEW/i)
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /\/real-estate\/.+/)
  expect(await card.innerText()).not.toBe(guestText)
  await page.screenshot({ path: test.info().outputPath('signed-in-list.png'), fullPage: true })
})
