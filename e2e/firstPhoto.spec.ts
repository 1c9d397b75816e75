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

test.describe("a page's first photo shows before the app's code has run", () => {
  test.skip(isRemote, LOCAL_ONLY)

  test("the list page's first home, then the same photo on its card", async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto(`${basePath}/list/on/toronto`)
    await expect.poll(() => earlyPhoto(page)).toContain(`${localServiceUrl}/cdn/`)
    const photo = await earlyPhoto(page)
    expect(photo).toContain('class=small')
    release()
    await expect(page.locator('main article img').first()).toHaveAttribute('src', photo)
  })

  test("a home kept from the public first on the list: its blurred photo is the page's largest paint, the card's adds none", async ({
    page,
  }) => {
    // The list's first home becomes one its board keeps from the public, as a guest gets it.
    await page.route(`${localServiceUrl}/listings?**`, async (route) => {
      const response = await route.fetch()
      const answer = (await response.json()) as { listings: { permissions: object }[] }
      const [first] = answer.listings
      if (first) first.permissions = { ...first.permissions, displayPublic: 'N' }
      await route.fulfill({ response, json: answer })
    })
    const release = await holdTheApp(page)
    await page.goto(`${basePath}/list/on/toronto`)
    await expect.poll(() => earlyPhoto(page)).toContain(`${localServiceUrl}/cdn/`)
    await expect(page.locator('[data-first-photo-locked]')).toHaveCount(1)
    const photo = await earlyPhoto(page)
    release()
    const card = page.locator('main article img').first()
    await expect(card).toHaveAttribute('src', photo)
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    // Each paint that outgrows the largest so far is a new entry: the blurred card, drawn in its
    // frame as the box drew it, must not be one (two frames after its photo has loaded).
    const largestPaints = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              new PerformanceObserver((list) => {
                resolve(
                  list.getEntries().map((entry) => {
                    const paint = entry as PerformanceEntry & { element: Element | null }
                    return paint.element?.tagName ?? 'gone'
                  }),
                )
              }).observe({ type: 'largest-contentful-paint', buffered: true })
            })
          })
        }),
    )
    expect(largestPaints).not.toContain('IMG')
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
