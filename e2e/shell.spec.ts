import { expectAccessible, expect, test } from './fixtures'
import { basePath } from './env'
import { entryScript, startClosure } from '../bench/entrySize'

test.describe('header and navigation', () => {
  test('desktop shows the five links, Mortgage Options (the in-app pre-approval by default), and Login', async ({
    page,
    visit,
    isMobile,
  }) => {
    test.skip(isMobile, 'the phone layout uses the drawer')
    await visit('/')
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText([
      'Buying',
      'Selling',
      'About',
      'Contact',
      'Map Search',
    ])
    // No mortgage site configured (the embedded default): the in-app pre-approval.
    const mortgage = header.getByRole('link', { name: /Mortgage Options/ })
    await expect(mortgage).toHaveAttribute('href', '/real-estate/pre-approval')
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  })

  test('phone opens the right-side drawer with every menu entry', async ({
    page,
    visit,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the desktop layout shows the links inline')
    await visit('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Buying' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (const name of ['Buying', 'Selling', 'About', 'Contact', 'Map Search', 'Login']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      await expect(drawer.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    await expect(drawer.getByRole('link', { name: 'Mortgages' })).toHaveAttribute(
      'href',
      '/real-estate/pre-approval',
    )
    const box = await drawer.boundingBox()
    expect(box?.x).toBeGreaterThan(0)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('drawer.png') })
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })

  test('no horizontal scroll on the home screen', async ({ page, visit }) => {
    await visit('/')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('footer', () => {
  test('has the four columns, pre-approval, legal text and the trademark notice', async ({
    page,
    visit,
  }) => {
    await visit('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Get Started',
      'About',
      'Contact',
      'Connect',
    ])
    await expect(footer.getByRole('link', { name: /Get Pre-Approved/ })).toHaveAttribute(
      'href',
      '/real-estate/pre-approval',
    )
    await expect(footer.getByText(/The trademarks REALTOR®/)).toBeVisible()
    await expect(
      footer.getByText(/Homewise Realty Inc., Brokerage. All rights reserved/),
    ).toBeVisible()
  })
})

test.describe('errors', () => {
  test('an unknown address shows the not-found page with a way home', async ({ page, visit }) => {
    await visit('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return home' }).click()
    await expect(page).toHaveURL(new RegExp(`${basePath}/?$`))
    await expect(
      page.getByRole('heading', { name: 'Find the home that fits your life' }),
    ).toBeVisible()
  })

  test('a screen that fails to load shows the Oops page with its message and four links', async ({
    browser,
  }) => {
    // A deploy that removed the chunk the browser asks for: the commonest routing error in an SPA.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    // Chunks are named by hash, so every script outside the app's start-up closure (the boot
    // script, the app it starts, and their static imports) stands in for the removed one: the
    // not-found screen's chunk is among them.
    const html = await (await page.request.get(`${basePath}/app.html`)).text()
    const read = async (file: string) => (await page.request.get(`${basePath}/${file}`)).text()
    const upFront = new Set(
      (await startClosure(entryScript(html) ?? '', read)).map((file) => `${basePath}/${file}`),
    )
    await page.route('**/assets/*.js', (route) =>
      upFront.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    )
    await page.goto(`${basePath}/missing-screen`)
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeVisible()
    await expect(
      page.getByText(/dynamically imported module|Importing a module script/),
    ).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link'),
    ).toHaveCount(4)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('oops.png'), fullPage: true })
    await context.close()
  })
})

test.describe('language', () => {
  test('switching to French translates the shell and is remembered', async ({ page, visit }) => {
    await visit('/')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click()
    await expect(
      page.getByRole('heading', { name: 'Trouvez la propriété qui vous ressemble' }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.reload()
    await expect(
      page.getByRole('heading', { name: 'Trouvez la propriété qui vous ressemble' }),
    ).toBeVisible()
    await expectAccessible(page)
  })
})
