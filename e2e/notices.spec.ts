import { detailPath } from '../src/lib/addressSlug'
import { find } from './detailListings'
import { basePath } from './env'
import { expect, test } from './fixtures'

test('going offline shows a persistent notice with Reload, and coming back removes it', async ({
  page,
  context,
  visit,
}) => {
  await visit('/')
  await context.setOffline(true)
  const notice = page.getByRole('alert').filter({ hasText: 'You are currently offline.' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offline.png') })
  await context.setOffline(false)
  await expect(notice).toBeHidden()
})

test('a newer deployed version asks for a reload', async ({ browser }) => {
  // Requests a service worker answers never reach page.route, so keep workers out of this one.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.route('**/real-estate/manifest.json', (route) =>
    route.fulfill({ json: { version: '99.0.0' } }),
  )
  await page.goto(`${basePath}/`)
  const notice = page.getByRole('alert').filter({ hasText: 'A new version is available.' })
  await expect(notice).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('new-version.png') })
  await page.unroute('**/real-estate/manifest.json')
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect(
    page.getByRole('heading', { name: 'Find the home that fits your life' }),
  ).toBeVisible()
  await expect(notice).toBeHidden()
  await context.close()
})

test.describe('with the service worker', () => {
  // The other tests run without it (playwright.config.ts): this one is about the worker.
  test.use({ serviceWorkers: 'allow' })

  test('the service worker controls /real-estate/ from /real-estate/sw.js and serves the app offline', async ({
    page,
    context,
  }) => {
    await page.goto(`${basePath}/`)
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' }
    })
    expect(new URL(registration.scope).pathname).toBe(`${basePath}/`)
    expect(new URL(registration.script).pathname).toBe(`${basePath}/sw.js`)

    // Offline-ready from the first visit: another screen's address opens from the worker's cache.
    await context.setOffline(true)
    await page.goto(`${basePath}/about`)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'A GTA brokerage built around one promise: no surprises',
      }),
    ).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are currently offline.' }),
    ).toBeVisible()
  })

  test('a navigation the worker answers gets the page rendered at build, and offline its kept copy', async ({
    page,
    context,
  }) => {
    await page.goto(`${basePath}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const online = await page.goto(`${basePath}/about`)
    expect(online?.fromServiceWorker()).toBe(true)
    expect(await online?.text()).toContain('data-rendered="/about"')

    await context.setOffline(true)
    const offline = await page.goto(`${basePath}/about`)
    expect(await offline?.text()).toContain('data-rendered="/about"')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'A GTA brokerage built around one promise: no surprises',
      }),
    ).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are currently offline.' }),
    ).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.skip(() => test.info().project.name !== 'phone', 'the phone project runs it')

  test("a notice stands above the bar at the screen's foot, not over its buttons", async ({
    page,
    context,
    visit,
  }) => {
    const listing = await find('type=sale&status=A')
    for (const [address, button] of [
      ['/map/toronto', page.getByRole('button', { name: 'List', exact: true })],
      [detailPath(listing), page.getByRole('button', { name: 'Contact', exact: true })],
    ] as const) {
      await visit(address)
      await expect(button).toBeVisible()
      await context.setOffline(true)
      const notice = page.getByRole('alert').filter({ hasText: 'You are currently offline.' })
      await expect(notice).toBeVisible()
      const [noticeBox, buttonBox] = await Promise.all([notice.boundingBox(), button.boundingBox()])
      if (!noticeBox || !buttonBox) throw new Error('no box')
      expect(noticeBox.y + noticeBox.height, address).toBeLessThanOrEqual(buttonBox.y)
      await context.setOffline(false)
      await expect(notice).toBeHidden()
    }
  })
})
