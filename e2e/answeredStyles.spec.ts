import { expect, test, type Locator } from '@playwright/test'
import { detailPath } from '../src/lib/addressSlug'
import { find } from './detailListings'
import { basePath } from './env'

/**
 * The emotion classes (`css-…`) of the elements `scope` finds and their descendants that are not
 * among those the page's HTML carried (the names on its `data-emotion` tags).
 */
async function classesNotCarried(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((found) => {
    const carried = new Set<string>()
    for (const tag of document.querySelectorAll('style[data-emotion^="css "]')) {
      for (const name of (tag.getAttribute('data-emotion') ?? '').split(' ').slice(1)) {
        carried.add(`css-${name}`)
      }
    }
    const elements = found.flatMap((element) => [element, ...element.querySelectorAll('*')])
    const classes = elements.flatMap((element) => [...element.classList])
    return [...new Set(classes)].filter(
      (name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0' && !carried.has(name),
    )
  })
}

// The build renders each screen once more as its first answer fills it, for that render's styles:
// the answer's commit, the busiest of a phone's start-up, then inserts none of them.
test.describe('a screen filled by its first answer', () => {
  test("draws the list's cards with the styles its HTML carried", async ({ page }) => {
    await page.goto(`${basePath}/list/on/toronto`)
    // A board's notice under a card is the listing's own (the sample answer may have none).
    const card = page.getByRole('main').locator('article').filter({ hasNotText: 'Powered by' })
    await expect(card.first()).toBeVisible()
    expect(await classesNotCarried(card)).toEqual([])
  })

  test("draws a listing's summary with the styles its frame carried", async ({ page }) => {
    await page.goto(`${basePath}${detailPath(await find('status=A&type=sale'))}`)
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading).toBeVisible()
    await expect(page).not.toHaveTitle(/^Listing details/)
    // The heading's block: the address, the price, the home's rooms and its status.
    expect(await classesNotCarried(page.locator('main h1, main h1 ~ *'))).toEqual([])
  })
})
