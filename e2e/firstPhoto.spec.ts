import { expect, test, type Page } from '@playwright/test'
import { detailPath } from '../src/lib/addressSlug'
import { find } from './detailListings'
import { basePath, isRemote, LOCAL_ONLY, localServiceUrl } from './env'
import { holdTheApp } from './holdTheApp'

/** The photo the skeleton's box shows, as its CSS image's address ('' while it shows none). */
const earlyPhoto = (page: Page) =>
  page
    .locator('[data-first-photo]')
    .evaluate((box) => /^url\("(.*)"\)$/.exec(getComputedStyle(box).backgroundImage)?.[1] ?? '')

/** Each Toronto list answer the page gets, with `change` made to its listings first. */
async function changeListAnswers(page: Page, change: (listings: Listing[]) => void) {
  await page.route(`${localServiceUrl}/listings?**`, async (route) => {
    const response = await route.fetch()
    const answer = (await response.json()) as { listings: Listing[] }
    change(answer.listings)
    await route.fulfill({ response, json: answer })
  })
}

interface Listing {
  permissions: { displayPublic: string; displayAddressOnInternet: string }
  images: string[]
}
const isPublic = ({ permissions }: Listing) =>
  permissions.displayPublic === 'Y' && permissions.displayAddressOnInternet === 'Y'

test.describe("a page's first photo shows before the app's code has run", () => {
  test.skip(isRemote, LOCAL_ONLY)
  // A list answer still being changed when a test ends is let go, not failed.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test("the list page's first home, then the same photo on its card", async ({ page }) => {
    // A guest gets no photo of a home its board keeps from the public: a public one leads.
    await changeListAnswers(page, (listings) => {
      listings.sort((one, other) => Number(isPublic(other)) - Number(isPublic(one)))
    })
    const release = await holdTheApp(page)
    await page.goto(`${basePath}/list/on/toronto`)
    await expect.poll(() => earlyPhoto(page)).toContain(`${localServiceUrl}/cdn/`)
    const photo = await earlyPhoto(page)
    expect(photo).toContain('class=small')
    release()
    await expect(page.locator('main article img').first()).toHaveAttribute('src', photo)
  })

  test('a home kept from the public first on the list: no photo before the app, none on its card', async ({
    page,
  }) => {
    // The list's first home becomes one its board keeps from the public, as a guest gets it:
    // its photos are not sent (they show the house).
    await changeListAnswers(page, ([first]) => {
      if (first) {
        first.permissions = { ...first.permissions, displayPublic: 'N' }
        first.images = []
      }
    })
    const release = await holdTheApp(page)
    const answered = page.waitForResponse(`${localServiceUrl}/listings?**`)
    await page.goto(`${basePath}/list/on/toronto`)
    await answered
    // The start script has its answer: its box, still there while the app is held, shows none.
    expect(await earlyPhoto(page)).toBe('')
    release()
    const card = page.locator('main article').first()
    await expect(card).toBeVisible()
    await expect(card.locator('img')).toHaveCount(0)
  })

  test("a listing's first photo, then the same photo in its gallery, its listing asked once", async ({
    page,
  }) => {
    const listing = await find('status=A&type=sale')
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${localServiceUrl}/listings/${listing.mlsNumber}?`)) {
        asked.push(request.url())
      }
    })
    const release = await holdTheApp(page)
    await page.goto(`${basePath}${detailPath(listing)}`)
    const photo = `${localServiceUrl}/cdn/${listing.images[0] ?? ''}?w=800&class=medium&f=webp`
    await expect.poll(() => earlyPhoto(page)).toBe(photo)
    const early = await page.locator('[data-first-photo]').boundingBox()
    release()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const gallery = page.locator(`main img[src="${photo}"]`).first()
    await expect(gallery).toBeVisible()
    // The skeleton held the photo where the page puts it: nothing moves when the page comes.
    const loaded = await gallery.boundingBox()
    expect(Math.abs((loaded?.y ?? 0) - (early?.y ?? -100))).toBeLessThanOrEqual(1)
    await page.waitForLoadState('networkidle')
    // The app took the start script's answer rather than asking again.
    expect(asked).toHaveLength(1)
  })
})
