import { expect, test, type Page } from '@playwright/test'
import { detailPath } from '../src/lib/addressSlug'
import { find } from './detailListings'
import { basePath, localServiceUrl } from './env'
import { holdTheApp } from './holdTheApp'

/**
 * Each page the build renders (scripts/prerender.ts): its heading is in the HTML before any script
 * runs, the browser hydrates it without an error, and it answers a visitor afterwards.
 */
interface RenderedPage {
  readonly path: string
  readonly heading: string
  /** One interaction that needs the app's code, and what it shows. */
  readonly interact: (page: Page) => Promise<void>
  /** Its first render shows no fetched data: every style it uses came with the HTML. */
  readonly drawnAtBuild?: true
}

const opensShareMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Share' }).first().click()
  await expect(page.getByRole('menu')).toBeVisible()
}

const goesHomeByLogo = async (page: Page) => {
  await page.getByRole('link', { name: 'Homewise home' }).first().click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the home that fits your life' }),
  ).toBeVisible()
}

const PAGES: readonly RenderedPage[] = [
  {
    path: '/',
    heading: 'Find the home that fits your life',
    interact: opensShareMenu,
  },
  {
    path: '/about',
    // Not drawnAtBuild: its carousel turns into the running swiper, with styles of its own, as
    // soon as it nears the viewport.
    heading: 'A GTA brokerage built around one promise: no surprises',
    interact: opensShareMenu,
  },
  {
    path: '/contact',
    drawnAtBuild: true,
    heading: 'Contact us today!',
    interact: async (page) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /Connect with a realtor|Send to a realtor/ })
        .first()
        .click()
      await expect(page.getByText('This field is required.').first()).toBeVisible()
    },
  },
  {
    path: '/list/on/toronto',
    heading: 'Homes for sale in Toronto, ON',
    interact: goesHomeByLogo,
  },
  {
    path: '/calculators',
    drawnAtBuild: true,
    heading: 'Mortgage calculators',
    interact: goesHomeByLogo,
  },
  {
    path: '/trends',
    heading: 'Market trends in Toronto',
    interact: goesHomeByLogo,
  },
  {
    path: '/pre-approval',
    drawnAtBuild: true,
    heading: 'Mortgage pre-approval',
    interact: goesHomeByLogo,
  },
  {
    // The screen the build drew: a wide screen's results panel opens after hydration, with the
    // answer, and its cards bring their own styles then (a phone, which this guards, opens none).
    path: '/map?panel=0',
    drawnAtBuild: true,
    heading: 'Home Search',
    interact: goesHomeByLogo,
  },
  {
    // The form answers in place (its controls wait for hydration): no native submit, no reload.
    path: '/auth/login',
    drawnAtBuild: true,
    heading: 'Login',
    interact: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click()
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
      expect(new URL(page.url()).search).toBe('')
    },
  },
]

for (const rendered of PAGES) {
  test.describe(rendered.path, () => {
    test('shows its heading with JavaScript disabled', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${basePath}${rendered.path}`)
      await expect(page.getByRole('heading', { level: 1, name: rendered.heading })).toBeVisible()
      // One web-app manifest (a second link is a best-practices finding).
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
      await context.close()
    })

    // Until the app has hydrated the page, its placeholders and spinners hold still: each frame
    // of a running animation costs the phone a repaint while it is busiest starting the app.
    test('runs no animation before it has hydrated', async ({ page }) => {
      await page.route('**/assets/app-*.js', (route) => route.abort())
      await page.goto(`${basePath}${rendered.path}`)
      await expect(page.getByRole('heading', { level: 1, name: rendered.heading })).toBeVisible()
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName),
      )
      // Fields keep MUI's autofill detection: a 10 ms animation of nothing, which draws no frame,
      // once as each field is first styled (a loaded machine may still be running it here).
      expect(running.filter((name) => !name.startsWith('mui-auto-fill'))).toEqual([])
    })

    test('hydrates without an error and answers afterwards', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${basePath}${rendered.path}`)
      await page.waitForLoadState('networkidle')
      await rendered.interact(page)
      expect(errors).toEqual([])
    })

    // emotion parses and inserts a style the page does not carry on the main thread, while the
    // phone is busiest: every class the build's render composed must come with the HTML.
    if (rendered.drawnAtBuild)
      test('hydrates with the styles its HTML carries, inserting none', async ({ page }) => {
        await page.addInitScript(() => {
          const counted = window as unknown as { insertedRules: number }
          counted.insertedRules = 0
          const { prototype } = CSSStyleSheet
          // Called below with the sheet as `this`.
          // eslint-disable-next-line @typescript-eslint/unbound-method
          const insertRule = prototype.insertRule
          prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
            counted.insertedRules += 1
            return insertRule.call(this, rule, index)
          }
        })
        await page.goto(`${basePath}${rendered.path}`)
        await page.waitForLoadState('networkidle')
        // Hydrated: the page's controls wait in a disabled fieldset until then.
        await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
        expect(
          await page.evaluate(() => (window as unknown as { insertedRules: number }).insertedRules),
        ).toBe(0)
      })
  })
}

// Within a second a wait still feels immediate: a placeholder that an answer replaces by then
// never moves, and the phone draws no frame for it.
test('a placeholder starts to pulse only once it has waited a second', async ({ page }) => {
  // The home page's listings never come: their placeholders stay.
  await page.route(`${localServiceUrl}/listings?**`, () => undefined)
  await page.goto(`${basePath}/`)
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
  const delays = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        return target?.classList.contains('MuiSkeleton-pulse') === true
      })
      .map((animation) => animation.effect?.getTiming().delay),
  )
  expect(delays.length).toBeGreaterThan(0)
  expect(new Set(delays)).toEqual(new Set([1000]))
})

test.describe("a listing page's frame", () => {
  test('shows the listing page skeleton, titled, with JavaScript disabled', async ({ browser }) => {
    const path = detailPath(await find('status=A&type=sale'))
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${basePath}${path}`)
    await expect(page).toHaveTitle(/^Listing details/)
    await expect(page.getByRole('status', { name: /Loading/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Homewise home' }).first()).toBeVisible()
    await context.close()
  })

  test('hydrates without an error and shows the listing', async ({ page }) => {
    const path = detailPath(await find('status=A&type=sale'))
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${basePath}${path}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page).not.toHaveTitle(/^Listing details/)
    await page.waitForLoadState('networkidle')
    await goesHomeByLogo(page)
    expect(errors).toEqual([])
  })
})

test("an address the build did not render gets the app's frame, never another page's HTML", async ({
  browser,
}) => {
  // A map's address ends in a coordinate, which looks like a file's extension; another runs
  // through a built file, or is longer than a file's name may be.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of [
    '/map/43.6532;-79.3832',
    '/profile',
    '/about.html/more',
    `/${'a'.repeat(300)}`,
  ]) {
    await page.goto(`${basePath}${path}?z=14`)
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  }
  await context.close()
})

/**
 * Opens a rendered page with the app's code held back, scrolls it as a visitor would, lets the
 * code run and answers where the visitor was and where the page is once the app has it.
 */
async function scrollBeforeTheApp(page: Page, address: string, language?: 'fr') {
  if (language) {
    await page.addInitScript((chosen) => {
      window.localStorage.setItem('language', chosen)
    }, language)
  }
  const scrolled = await holdTheApp(page)
  await page.goto(`${basePath}${address}`)
  await expect(page.locator('fieldset[disabled]')).toHaveCount(1)
  await page.evaluate(() => {
    window.scrollTo(0, 1500)
  })
  const top = await page.evaluate(() => window.scrollY)
  expect(top).toBeGreaterThan(0)
  scrolled()
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? 'en')
  // A page rendered afresh in French stays hidden until it is whole, and the visitor is put back
  // in that same moment: the first frame they see. (Its first commit can still hold a part's
  // placeholder, with the page shorter than where they were.)
  if (language) await expect(page.locator('html')).not.toHaveAttribute('data-language-hold')
  return { top, now: await page.evaluate(() => window.scrollY) }
}

test('a visitor who scrolls before the page has hydrated stays there; a link still opens the next page at its top', async ({
  page,
}) => {
  const { top, now } = await scrollBeforeTheApp(page, '/about')
  expect(now).toBe(top)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Buy a home' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Buy your next home in the GTA with a plan, not a guess',
    }),
  ).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

for (const [name, address, language] of [
  ['an address with a query', '/about?from=newsletter', undefined],
  ['a visitor reading French', '/about', 'fr'],
] as const) {
  test(`${name}: the app renders the page afresh and the visitor who scrolled early stays there`, async ({
    page,
  }) => {
    const { top, now } = await scrollBeforeTheApp(page, address, language)
    expect(now).toBe(top)
  })
}

test("a carousel is drawn before the app's code runs as it is once hydrated", async ({
  browser,
  page,
}) => {
  // The carousel's stylesheet (swiper's) comes with the route's code; the HTML carries it, or the
  // slides stack in a column until the code arrives and then collapse into a row.
  const realtors = (on: Page) => on.getByRole('region', { name: 'Realtors', exact: true })
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  })
  const before = await context.newPage()
  await before.goto(`${basePath}/about`)
  const drawn = (await realtors(before).boundingBox())?.height ?? 0
  await context.close()

  await page.goto(`${basePath}/about`)
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
  const hydrated = (await realtors(page).boundingBox())?.height ?? 0
  expect(drawn).toBeGreaterThan(0)
  expect(Math.abs(drawn - hydrated)).toBeLessThanOrEqual(2)
})

test("the tab's and the installed app's icons are PNGs the site serves", async ({
  page,
  request,
}) => {
  // An SVG icon is drawn as a document of its own on the page's main thread while it starts.
  await page.goto(`${basePath}/contact`)
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (
    await request.get(new URL(manifestUrl ?? '', page.url()).href)
  ).json()) as {
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
  const manifestIcons = manifest.icons.map((icon) => new URL(icon.src, page.url()).href)
  expect(icons).toHaveLength(2)
  for (const url of [...icons, ...manifestIcons]) {
    const answer = await request.get(url)
    expect(answer.status(), url).toBe(200)
    expect(answer.headers()['content-type'], url).toBe('image/png')
  }
})
