import { detailPath } from '../src/lib/addressSlug'
import { basePath, isRemote, LOCAL_ONLY } from './env'
import { expect, expectAccessible, test } from './fixtures'
import { find, findWithheld } from './detailListings'
import { dragAlong } from './mapDrawSteps'

test.describe('listing detail', () => {
  test.skip(isRemote, LOCAL_ONLY)

  test('a home for sale: summary, estimate, calculator, sections, title and JSON-LD', async ({
    page,
    visit,
  }) => {
    // A long page checked by axe and photographed whole: slow on the shared machine.
    test.slow()
    const listing = await find('type=sale&status=A&lastStatus=New')
    await visit(detailPath(listing))
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toBeVisible()
    await expect(page.getByText('For Sale').filter({ visible: true }).first()).toBeVisible()
    await expect(
      page
        .getByText(/^Est\. \$[\d,]+\/mo/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    for (const title of [
      'Facts & Features',
      'Overview',
      'Mortgage Payment Calculator',
      'Location',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expect(
      page
        .getByRole('link', { name: /Get Pre-approved/ })
        .filter({ visible: true })
        .first(),
    ).toHaveAttribute('href', '/real-estate/pre-approval')
    await expect(page.getByRole('link', { name: 'View On Map' })).toHaveAttribute(
      'href',
      `${basePath}/map/${String(listing.map.latitude)};${String(listing.map.longitude)}/${listing.mlsNumber}/${String(listing.boardId)}?z=15`,
    )
    await expect(page).toHaveTitle(new RegExp(`${listing.address.city}, ON \\| \\$`))
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; offers: { price: number } }
    expect(jsonLd['@type']).toBe('RealEstateListing')
    expect(jsonLd.offers.price).toBe(listing.listPrice)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(listing.mlsNumber),
    )
    // No sideways scroll at any width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('a sold home shows the sold price with the list price struck through', async ({
    page,
    visit,
  }) => {
    const listing = await find('type=sale&status=U&lastStatus=Sld', (l) => l.soldPrice !== null)
    await visit(detailPath(listing))
    await expect(page.locator('del').filter({ visible: true }).first()).toBeVisible()
    await expect(
      page.getByText('Sold', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible()
  })

  test('a lease is priced by the month and has no payment calculator', async ({ page, visit }) => {
    const listing = await find('type=lease&status=A')
    await visit(detailPath(listing))
    await expect(page.getByText(/\/mo$/).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByText('For Lease').filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mortgage Payment Calculator' })).toHaveCount(0)
  })

  test('a listing that withholds its address sends a guest to sign in and back', async ({
    page,
  }) => {
    const listing = await findWithheld()
    const path = detailPath(listing)
    await page.goto(`${basePath}${path}`)
    await expect(page).toHaveURL(
      `${basePath}/auth/login?redirect=${encodeURIComponent(`${basePath}${path}`)}`,
    )
  })

  test('the gallery opens at a photo and moves by key and button', async ({ page, visit }) => {
    // A long page checked by axe and photographed whole: slow on the shared machine.
    test.slow()
    const listing = await find('type=sale&status=A', (l) => l.images.length >= 3)
    await visit(detailPath(listing))
    await page
      .getByRole('button', { name: `Show all ${String(listing.images.length)} photos` })
      .click()
    const dialog = page.getByRole('dialog', { name: /Photo gallery/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`1 / ${String(listing.images.length)}`)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(`2 / ${String(listing.images.length)}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(dialog.getByText(`3 / ${String(listing.images.length)}`)).toBeVisible()
    const image = dialog.getByRole('img', { name: new RegExp(`^Photo 3 of`) })
    await expect(image).toHaveAttribute('src', /w=800&class=medium&f=webp/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the side panel sticks once the page has scrolled 128 px; a phone has the bottom bar instead', async ({
    page,
    visit,
  }) => {
    const listing = await find('type=sale&status=A')
    await visit(detailPath(listing))
    const panel = page.getByRole('complementary', { name: 'Listing summary' })
    const bar = page.getByRole('group', { name: 'Contact and call' })
    if ((page.viewportSize()?.width ?? 0) < 900) {
      await expect(bar).toBeVisible()
      await expect(panel).toHaveCount(0)
      return
    }
    await expect(panel).toBeVisible()
    await expect(bar).toHaveCount(0)
    const position = () => panel.evaluate((element) => getComputedStyle(element).position)
    expect(await position()).toBe('static')
    // Scrolled 100 px: once the page has had its scroll event and drawn two frames after it (so
    // whatever that event changes is on screen), the panel is still in the flow.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            'scroll',
            () => {
              requestAnimationFrame(() => {
                requestAnimationFrame(() => {
                  resolve()
                })
              })
            },
            { once: true },
          )
          window.scrollTo(0, 100)
        }),
    )
    expect(await position()).toBe('static')
    await page.evaluate(() => {
      window.scrollTo(0, 400)
    })
    await expect.poll(position).toBe('sticky')
    // Stuck, it stays in view as the page scrolls on.
    await page.evaluate(() => {
      window.scrollTo(0, 900)
    })
    const box = await panel.boundingBox()
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)
  })

  for (const language of ['en', 'fr'] as const) {
    test(`the back bar fits one line on a 360 px phone, nothing overlapping (${language})`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
      const listing = await find('type=sale&status=A')
      await visit(detailPath(listing))
      const fr = language === 'fr'
      const bar = page.getByRole('navigation', { name: fr ? 'Retour' : 'Back' })
      // Under 400 px Share shows its icon alone; its name is still read.
      const share = bar.getByRole('button', { name: fr ? 'Partager' : 'Share' })
      const boxes = await Promise.all(
        [
          bar.getByRole('button', { name: fr ? 'Retour' : 'Back' }),
          bar.getByRole('link', { name: fr ? 'Voir sur la carte' : 'View On Map' }),
          bar.getByRole('button', { name: fr ? /^Sauvegarder / : /^Save / }),
          share,
        ].map(async (control) => {
          await expect(control).toBeVisible()
          // A control squeezed narrower than its words lets them run into the next one.
          const overflow = await control.evaluate(
            (element) => element.scrollWidth - element.clientWidth,
          )
          expect(overflow).toBeLessThanOrEqual(0)
          const box = await control.boundingBox()
          if (!box) throw new Error('a control of the back bar has no box')
          return box
        }),
      )
      for (const [left, right] of boxes
        .slice(0, -1)
        .map((box, i) => [box, boxes[i + 1]] as const)) {
        expect(left.x + left.width).toBeLessThanOrEqual((right?.x ?? 0) + 0.5)
        expect(Math.abs(left.y - (right?.y ?? 0))).toBeLessThan(8)
      }
      const last = boxes.at(-1)
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(360)
      expect(last?.width ?? 0).toBeLessThan(56)
      await page.screenshot({ path: test.info().outputPath(`back-bar-${language}.png`) })
    })
  }

  test('on a phone the photos swipe inline and move by key', async ({ page, visit }) => {
    // A long page checked by axe and photographed whole: slow on the shared machine.
    test.slow()
    test.skip((page.viewportSize()?.width ?? 0) >= 900, 'the inline carousel is for small screens')
    const listing = await find('type=sale&status=A', (l) => l.images.length >= 3)
    const count = String(listing.images.length)
    await visit(detailPath(listing))
    const carousel = page.getByRole('region', { name: 'Photos' })
    await expect(carousel).toBeVisible()
    await expect(carousel.getByText(`1 / ${count}`)).toBeVisible()
    const images = carousel.locator('img')
    await expect(images.first()).toHaveAttribute('src', /w=800&class=medium&f=webp/)
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')

    // A finger's swipe to the left shows the next photo.
    const box = await carousel.boundingBox()
    if (!box) throw new Error('the carousel has no box')
    const y = box.y + box.height / 2
    await dragAlong(
      page,
      [
        [box.x + box.width * 0.8, y],
        [box.x + box.width * 0.2, y],
      ],
      8,
    )
    await expect(carousel.getByText(`2 / ${count}`)).toBeVisible()

    // The arrow keys move it while it has focus.
    await carousel.getByRole('button', { name: /^Photo 2 of/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText(`3 / ${count}`)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText(`2 / ${count}`)).toBeVisible()
    await expect(images.nth(1)).toBeVisible()

    // Pressing the photo in view opens the full gallery at it.
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /Photo gallery/ })
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible()
  })

  test('the keyless location map stays still until activated, then pans and zooms', async ({
    page,
    visit,
  }) => {
    // A long page checked by axe and photographed whole: slow on the shared machine.
    test.slow()
    const listing = await find('type=sale&status=A', (l) => l.address.neighborhood !== '')
    await visit(detailPath(listing))
    const section = page.getByRole('region', { name: 'Location' })
    await section.scrollIntoViewIfNeeded()
    const map = section.locator('.leaflet-container')
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('aria-label', /^Map of /)
    await expect(map).not.toHaveClass(/leaflet-grab/)
    await expect(section.getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
    // The page scrolls past it: a wheel over the still map scrolls the page, not the map.
    const before = await page.evaluate(() => window.scrollY)
    const box = await map.boundingBox()
    if (!box) throw new Error('the map has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await section.scrollIntoViewIfNeeded()

    await section.getByRole('button', { name: 'Explore the map' }).click()
    await expect(section.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect(map).toHaveClass(/leaflet-grab/)
    await expect(map).toBeFocused()
    await expect(section.getByRole('button', { name: 'Zoom out' })).toBeEnabled()
    await section.getByRole('button', { name: 'Zoom in' }).click()
    await expect(
      section.getByRole('link', { name: 'Open the map centred on this home' }),
    ).toHaveAttribute(
      'href',
      new RegExp(`/map/.+/${listing.mlsNumber}/${String(listing.boardId)}\\?z=15$`),
    )
    await expectAccessible(page)
  })
})
