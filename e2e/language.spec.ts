import { expect, test, type Page } from '@playwright/test'
import { basePath } from './env'

/**
 * The build renders each page in English. A visitor who reads French must never see that English
 * heading, not even for one frame before the French strings load, and revealing the French page
 * must not move anything.
 */
const PAGES = [
  { path: '/', english: 'Find the home that fits your life' },
  { path: '/about', english: 'A GTA brokerage built around one promise: no surprises' },
  { path: '/trends', english: 'Market trends in Toronto' },
  { path: '/list/on/toronto', english: 'Homes for sale in Toronto, ON' },
] as const

interface FirstFrames {
  /** The text of every visible h1 in each frame, from the first. */
  readonly headings: readonly string[]
  /** Whether each frame, from the first, showed the page's main content and a level-one heading. */
  readonly shown: readonly boolean[]
  /** The page's layout shifts so far, without those that follow input (CLS's sum). */
  readonly shift: number
}

/**
 * Before any of the page's own scripts: remembers the language, then records, before every
 * frame is painted, which level-one headings that frame shows, and adds up layout shifts.
 */
async function watchFirstFrames(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('language', chosen)
    const watched = window as unknown as {
      firstFrames: { headings: string[]; shown: boolean[]; shift: number }
    }
    watched.firstFrames = { headings: [], shown: [], shift: 0 }
    const look = () => {
      let shown = false
      for (const heading of document.querySelectorAll('h1')) {
        if (heading.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          watched.firstFrames.headings.push(heading.textContent.trim())
          shown = true
        }
      }
      const main = document.querySelector('main')
      watched.firstFrames.shown.push(
        shown && (main?.checkVisibility({ visibilityProperty: true }) ?? false),
      )
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) watched.firstFrames.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, language)
}

const firstFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<FirstFrames>((resolve) => {
        // Two more frames, so the reveal's own frame and any shift it caused are counted.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            resolve((window as unknown as { firstFrames: FirstFrames }).firstFrames)
          }),
        )
      }),
  )

for (const screen of PAGES) {
  const { path, english } = screen
  test.describe(path, () => {
    test('a French visitor never sees the English heading, and nothing shifts', async ({
      page,
    }) => {
      await watchFirstFrames(page, 'fr')
      await page.goto(`${basePath}${path}`)
      const heading = page.getByRole('heading', { level: 1 }).first()
      await expect(heading).toBeVisible()
      await expect(heading).not.toHaveText(english)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      // The shifts counted include those after the page's data arrives (the list's cards).
      await page.waitForLoadState('networkidle')
      const frames = await firstFrames(page)
      expect(frames.headings.length).toBeGreaterThan(0)
      expect(frames.headings.filter((text) => text === english)).toEqual([])
      // Once revealed, the page stays: no frame hides it again while its data arrives.
      expect(frames.shown.slice(frames.shown.indexOf(true))).not.toContain(false)
      expect(frames.shift).toBeLessThanOrEqual(0.02)
    })

    // The same watch sees the English heading at once for an English visitor: it would catch a flash.
    test('an English visitor sees the rendered heading from the first frames', async ({ page }) => {
      await watchFirstFrames(page, 'en')
      await page.goto(`${basePath}${path}`)
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible()
      const frames = await firstFrames(page)
      expect(frames.headings[0]).toBe(english)
    })
  })
}
