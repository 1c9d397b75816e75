import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import { signUp, uniqueEmail, userPoolAnswers } from './accountSteps'
import { LOCAL_ONLY, basePath, isRemote, localServiceUrl } from './env'
import { expect, test } from './fixtures'

/**
 * The local service's admin routes need its service key: `REALTY_SERVICE_KEY` when set, else the
 * key a development start keeps in its data folder (`npm run serve`'s is server/data).
 */
const serviceKey = () =>
  process.env.REALTY_SERVICE_KEY ??
  readFileSync(fileURLToPath(new URL('../server/data/service-key', import.meta.url)), 'utf8').trim()

/** The local mail catcher `npm run serve` starts: its inbox in a browser, its API for polling. */
const INBOX_URL = 'http://127.0.0.1:1080'

interface CaughtMail {
  readonly id: string
  readonly subject: string
  readonly html: string
  readonly to: readonly { address: string }[]
}

interface NewListing {
  readonly mlsNumber: string
  readonly boardId: number
  readonly type: string
  readonly class: string
}

test.skip(isRemote, LOCAL_ONLY)

test.beforeAll(userPoolAnswers)

/** Everything the catcher holds for one address (each project signs up its own customer). */
async function mailsTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const response = await request.get(
    `${INBOX_URL}/api/email?to.address=${encodeURIComponent(email)}`,
  )
  return response.ok() ? ((await response.json()) as CaughtMail[]) : []
}

/**
 * The feed's next new Toronto home for sale: a relisted home may come back as a lease or a
 * commercial unit, which a home search does not match, so ticks continue until one qualifies.
 */
async function newTorontoHomeForSale(request: APIRequestContext): Promise<NewListing> {
  for (let tries = 0; tries < 30; tries += 1) {
    const response = await request.post(`${localServiceUrl}/admin/feed/tick`, {
      data: { kind: 'new', city: 'Toronto' },
      headers: { 'x-service-key': serviceKey() },
    })
    expect(response.ok()).toBe(true)
    const { events } = (await response.json()) as { events: { listing?: NewListing }[] }
    const listing = events[0]?.listing
    if (listing?.type === 'Sale' && listing.class !== 'CommercialProperty') return listing
  }
  throw new Error('the feed made no new Toronto home for sale in 30 events')
}

/** Tabs on wide screens; on phones the side menu drawer, opened by the current section's button. */
async function openSavedSearches(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    await page.getByRole('tab', { name: 'Saved Searches' }).click()
    return
  }
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').click()
  await page.getByRole('button', { name: 'Saved Searches', exact: true }).click()
}

test('a saved search with instant alerts e-mails a new matching home, and one click stops it', async ({
  page,
}) => {
  // Sign-up, the alert job's next run (every 2 s here) and three pages in two sites.
  test.slow()
  const email = uniqueEmail('alerts')
  const searchName = `Toronto alerts ${test.info().project.name}`
  await signUp(page, email, `${basePath}/list/on/toronto?maxPrice=none`)
  await expect(page).toHaveURL(/\/list\/on\/toronto\?maxPrice=none$/)

  await page.getByRole('button', { name: 'Save this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await dialog.getByRole('textbox', { name: 'Search name' }).fill(searchName)
  await dialog.getByRole('combobox', { name: 'Alerts' }).click()
  await page.getByRole('option', { name: 'Instant' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  // The market moves: a new home for sale in Toronto.
  const listing = await newTorontoHomeForSale(page.request)

  // The job's next run mails it; the inbox API says when it has arrived.
  let mail: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(page.request, email)).find((m) => m.html.includes(listing.mlsNumber))
        return mail?.subject
      },
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`update.* for “${searchName}”`))

  // The inbox as a newcomer sees it: the message in the list, then open.
  await page.goto(`${INBOX_URL}/`)
  await page
    .getByText(mail?.subject ?? '')
    .first()
    .click()
  const body = page.frameLocator('iframe[title="Email HTML content"]')
  const viewHome = body.locator(`a[href*="/${listing.mlsNumber}/"]`).first()
  await expect(viewHome).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('inbox.png'), fullPage: true })

  // The e-mail's link leads to the listing page.
  const homeUrl = (await viewHome.getAttribute('href')) ?? ''
  expect(homeUrl).toContain(`${basePath}/detail/on/toronto/`)
  await page.goto(homeUrl)
  await expect(page.getByRole('main')).toContainText(listing.mlsNumber)

  // Unsubscribing: the e-mail's link alone stops this search's alerts, with no other click.
  await page.goto(`${INBOX_URL}/#/email/${mail?.id ?? ''}`)
  const stopLink = body.getByRole('link', { name: 'Stop alerts for this search' })
  await expect(stopLink).toBeVisible()
  await page.goto((await stopLink.getAttribute('href')) ?? '')
  await expect(
    page.getByRole('heading', { name: `Alerts for “${searchName}” are off` }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('unsubscribed.png'), fullPage: true })

  await page.goto(`${basePath}/auth/profile`)
  await openSavedSearches(page)
  await expect(page.getByRole('combobox', { name: `Alerts for ${searchName}` })).toHaveText('Off')
})
