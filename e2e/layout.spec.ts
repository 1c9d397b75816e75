import type { Page, TestInfo } from '@playwright/test'
import { signUp, uniqueEmail } from './accountSteps'
import { expect, test } from './fixtures'
import { LOCAL_ONLY, isRemote } from './env'
import { barWraps, brokenPhoneNumbers, overflowing, overlappingFields } from './layoutProblems'

/** Every width from the smallest phone the site supports to a wide desktop. */
const WIDTHS = [360, 390, 768, 1280, 1440] as const
const LANGUAGES = ['en', 'fr'] as const

const SCREENS = [
  '/',
  '/about',
  '/buying',
  '/selling',
  '/contact',
  '/calculators',
  '/trends',
  '/map',
  '/list/on/toronto',
  '/map/toronto',
  '/search',
  '/pre-approval',
  '/auth/login',
  '/auth/new-account',
  '/auth/verify',
  '/nowhere',
] as const

/** The phone's own search page: a wider screen goes home from it. */
const PHONE_ONLY = new Set<string>(['/search'])

/** The screens only a signed-in customer reaches: the profile and each of its tabs. */
const ACCOUNT_SCREENS = [
  '/auth/profile',
  '/auth/profile?tab=savedHomes',
  '/auth/profile?tab=savedSearches',
  '/auth/profile?tab=preApproval',
] as const

/** Two frames: the layout after a resize has been computed and painted. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

/**
 * The keyless map repainted for its new size: Leaflet redraws its canvases (roads, outlines) on
 * the `moveend` it fires a fifth of a second after a resize, so a picture taken at once would
 * show the map painted only as wide as it was before.
 */
const mapRepainted = (page: Page) =>
  page.waitForFunction(() => {
    const map = document.querySelector('.leaflet-container')
    if (!map) return true
    const canvases = [...map.querySelectorAll('canvas')]
    return canvases.every((canvas) => canvas.getBoundingClientRect().width >= map.clientWidth)
  })

/**
 * The screen as a visitor sees it once it has settled: the page shows its own language (no text
 * held for a French render), its controls are live (hydrated), and the map screen has drawn its
 * map and its count of homes in view.
 */
async function settled(page: Page, screen: string) {
  await expect(page.locator('h1').first()).toBeAttached()
  await expect(page.locator('html')).not.toHaveAttribute('data-language-hold')
  await expect(page.locator('fieldset[disabled][role="presentation"]')).toHaveCount(0)
  if (screen.startsWith('/map')) {
    await expect(page.locator('.leaflet-container')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible()
  }
}

/**
 * Opens each screen at 1440 px in the language (a phone-only one at 390 px), then narrows it
 * through every width (a phone-only one through the phone widths): what
 * leaves the viewport, as 'screen at width: control (left–right)', and each screen's title.
 * Keeps a picture at 390 and 1440 px.
 */
async function walkScreens(
  page: Page,
  screens: readonly string[],
  language: string,
  testInfo: TestInfo,
) {
  const problems: string[] = []
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const screen of screens) {
    const phoneOnly = PHONE_ONLY.has(screen)
    await page.setViewportSize(
      phoneOnly ? { width: 390, height: 800 } : { width: 1440, height: 900 },
    )
    await page.goto(`/real-estate${screen}`)
    await settled(page, screen)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    titles.set(screen, await page.title())
    descriptions.set(
      screen,
      (await page.locator('meta[name="description"]').last().getAttribute('content')) ?? '',
    )
    for (const width of WIDTHS.filter((each) => !phoneOnly || each < 768)) {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 900 })
      await painted(page)
      for (const overflow of await overflowing(page)) {
        problems.push(
          `${screen} at ${String(width)} px: ${overflow.what} (${String(Math.round(overflow.left))}–${String(Math.round(overflow.right))})`,
        )
      }
      for (const wrap of [
        ...(await barWraps(page)),
        ...(await brokenPhoneNumbers(page)),
        ...(await overlappingFields(page.locator('body'))),
      ])
        problems.push(`${screen} at ${String(width)} px: ${wrap}`)
      if (width === 390 || width === 1440) {
        await mapRepainted(page)
        const file = `${screen.replace(/\W+/g, '_').slice(0, 60) || 'home'}-${String(width)}.png`
        await page.screenshot({ path: testInfo.outputPath(`${language}-${file}`) })
      }
    }
  }
  return { problems, titles, descriptions }
}

test.describe('layout', () => {
  test.skip(isRemote, LOCAL_ONLY)
  // The widths are set here, one page load per screen and language: the phone project adds nothing.
  test.skip(({ isMobile }) => isMobile, 'the desktop project runs it')
  test.setTimeout(300_000)

  for (const language of LANGUAGES) {
    test(`no control leaves the viewport, and each screen has its own title and description (${language})`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
      // A listing page too: the first home on the Toronto list.
      await page.goto('/real-estate/list/on/toronto')
      const firstHome = page.locator('a[href*="/detail/"]').first()
      await expect(firstHome).toBeVisible()
      const detail = (await firstHome.getAttribute('href')) ?? ''
      const screens = [...SCREENS, detail.replace(/^\/real-estate/, '')]

      const { problems, titles, descriptions } = await walkScreens(
        page,
        screens,
        language,
        testInfo,
      )
      expect(problems).toEqual([])
      // Every screen names and describes itself: no two share a title or a description.
      const distinct = new Set(titles.values())
      expect([...titles.entries()].filter(([, title]) => !title)).toEqual([])
      expect(distinct.size).toBe(titles.size)
      expect([...descriptions.entries()].filter(([, text]) => !text)).toEqual([])
      expect(new Set(descriptions.values()).size).toBe(descriptions.size)
      // In French, the listing page's too: a French price and words, not the English ones.
      if (language === 'fr') {
        const listing = screens.at(-1) ?? ''
        expect(titles.get(listing)).toMatch(/\s\$ \| Homewise Immobilier$/)
        expect(descriptions.get(listing)).not.toMatch(/\bfor (sale|lease)\b/)
      }
    })

    test(`the map's filter bar keeps one row with a place chosen and every filter set (${language})`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
      // The longest pills: a price range, a period for Active and Sold, home types and more.
      const screen =
        '/map/toronto?minPrice=450000&maxPrice=1500000&days=30&sold=1&soldDays=90&beds=2&baths=2'
      const { problems } = await walkScreens(page, [screen], language, testInfo)
      expect(problems).toEqual([])
    })

    test(`no control leaves the viewport on a customer's screens (${language})`, async ({
      page,
    }, testInfo) => {
      // Signed up in English (the steps read English labels), then the site in the language.
      await signUp(page, uniqueEmail(`layout.${language}`))
      await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible()
      await page.evaluate((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
      const { problems } = await walkScreens(page, ACCOUNT_SCREENS, language, testInfo)
      expect(problems).toEqual([])
    })
  }
})
