/*
 * `npm start` serves the app from Vite's development server: modules compiled on request, React's
 * development build, no rendered pages. Every other spec opens the production build; this one
 * opens the development server Playwright starts beside it, so a change that breaks only
 * development (a plugin, a module the dev server cannot serve, a warning React gives only there)
 * is seen before someone runs the README's first command.
 */
import { LOCAL_ONLY, isRemote } from './env'
import { expect, test } from './fixtures'

/** The development server's origin; the local services allow it (CORS_ORIGINS in the config). */
const DEV_SERVER = 'http://localhost:5174/real-estate'

test.skip(isRemote, LOCAL_ONLY)

test('the app runs from the development server: home, a list with its homes, a listing', async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== 'desktop',
    'one width is enough: development serves every screen the same modules',
  )
  // The dev server compiles each module on its first request: the first page takes longer.
  test.slow()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto(`${DEV_SERVER}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  await page.goto(`${DEV_SERVER}/list/on/toronto`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Toronto, ON')
  await expect(page.getByRole('article')).toHaveCount(8)
  // The first home a guest may open (a withheld one sends a guest to sign in first).
  await page.locator('article a[href*="/detail/"]').first().click()
  // A listing's address ends with its MLS number and board: /detail/…/C5019067/2.
  await expect(page).toHaveURL(/\/real-estate\/detail\/.+\/\w+\/\d+$/)
  const mlsNumber = new URL(page.url()).pathname.split('/').at(-2) ?? ''
  await expect(page.getByRole('main')).toContainText(mlsNumber)
  expect(errors).toEqual([])
})
