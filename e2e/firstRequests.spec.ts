import { expect, test, type Page } from '@playwright/test'
import { basePath, isRemote, LOCAL_ONLY, localServiceUrl } from './env'

/** Every request the page makes to the realty service whose address starts with `prefix`. */
function requestsTo(page: Page, prefix: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${localServiceUrl}${prefix}`)) seen.push(request.url())
  })
  return seen
}

test.describe("a page's first requests start with its HTML", () => {
  test.skip(isRemote, LOCAL_ONLY)

  test("the list page's first search is asked once, and its listings show", async ({ page }) => {
    const searches = requestsTo(page, '/listings?')
    await page.goto(`${basePath}/list/on/toronto`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Homes for sale in Toronto, ON' }),
    ).toBeVisible()
    await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible()
    const named = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(named).toHaveLength(1)
    // The preload is the only request for that address: the app took its answer.
    expect(searches.filter((url) => url === named[0])).toHaveLength(1)
  })

  test("the map's lake and outlines are asked once each", async ({ page }) => {
    const geometry = requestsTo(page, '/geo/lake')
    const outlines = requestsTo(page, '/polygons?type=')
    await page.goto(`${basePath}/map`)
    await expect(page.getByRole('heading', { level: 1, name: 'Home Search' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(geometry.filter((url) => url.endsWith('/geo/lake'))).toHaveLength(1)
    expect(outlines.filter((url) => url.endsWith('type=city'))).toHaveLength(1)
    expect(outlines.filter((url) => url.endsWith('type=neighbourhood'))).toHaveLength(1)
  })
})
