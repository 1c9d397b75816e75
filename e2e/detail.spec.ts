import type { ListingRecord } from '../contract/listing'
import { detailPath } from '../src/lib/addressSlug'
import { basePath, isRemote, LOCAL_ONLY, localServiceUrl } from './env'
import { expect, expectAccessible, test } from './fixtures'
import { PASSWORD, signUp, uniqueEmail } from './accountSteps'

/** Listings from the local service's own search, as a guest sees them. */
async function find(
  query: string,
  accept: (listing: ListingRecord) => boolean = () => true,
): Promise<ListingRecord> {
  const response = await fetch(`${localServiceUrl}/listings?resultsPerPage=200&${query}`)
  expect(response.ok).toBe(true)
  const { listings } = (await response.json()) as { listings: ListingRecord[] }
  const listing = listings.find(
    (candidate) =>
      accept(candidate) &&
      candidate.images.length > 1 &&
      candidate.permissions.displayAddressOnInternet === 'Y' &&
      candidate.permissions.displayPublic === 'Y',
  )
  if (!listing) throw new Error(`no public listing for ${query}`)
  return listing
}

async function findWithheld(): Promise<ListingRecord> {
  const response = await fetch(`${localServiceUrl}/listings?resultsPerPage=200&status=A`)
  const { listings } = (await response.json()) as { listings: ListingRecord[] }
  const listing = listings.find(
    (candidate) =>
      candidate.permissions.displayAddressOnInternet === 'N' ||
      candidate.permissions.displayPublic === 'N',
  )
  if (!listing) throw new Error('no withheld listing')
  return listing
}

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

    // A swipe to the left shows the next photo.
    const box = await carousel.boundingBox()
    if (!box) throw new Error('the carousel has no box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
    await page.mouse.up()
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

  test('history on a restricted board asks a guest to sign in', async ({ page, visit }) => {
    const listing = await find('status=A&boardId=2&boardId=91')
    await visit(detailPath(listing))
    await expect(page.getByRole('heading', { name: 'Listing History' })).toBeVisible()
    await expect(
      page.getByText(
        "Local rules require you to be signed in to view this home's history. Sign In or Join for free with no obligation.",
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /\/auth\/login\?redirect=/,
    )
    await expect(page.getByRole('link', { name: 'Join', exact: true }).last()).toHaveAttribute(
      'href',
      /\/auth\/new-account\?redirect=/,
    )
  })

  test('a signed-in customer sees the history and the withheld listing in full', async ({
    page,
    visit,
  }) => {
    test.slow()
    // A real customer of the local user pool, signed up and verified through the app.
    await signUp(page, uniqueEmail('history'), '/real-estate/about')
    await expect(page).toHaveURL(/\/real-estate\/about$/)
    const listing = await find('status=U&boardId=2&boardId=91')
    await visit(detailPath(listing))
    const history = page.getByRole('region', { name: 'Listing History' })
    await expect(history.getByRole('cell', { name: listing.mlsNumber })).toBeVisible()
    expect(await history.getByRole('row').count()).toBeLessThanOrEqual(4)
    const withheld = await findWithheld()
    await visit(detailPath(withheld))
    await expect(page).toHaveURL(new RegExp(`${withheld.mlsNumber}/${String(withheld.boardId)}$`))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/available to members/)
  })

  test('the heart saves a home from its page, for a guest after login too, into Saved Homes', async ({
    page,
    visit,
  }) => {
    test.slow()
    const email = uniqueEmail('detailheart')
    await signUp(page, email, '/real-estate/about')
    await expect(page).toHaveURL(/\/real-estate\/about$/)
    const first = await find('type=sale&status=A')
    const second = await find('type=lease&status=A')

    // Signed out, the heart asks for a login and saves the home on the way back.
    await page.context().clearCookies()
    await visit(detailPath(first))
    await page
      .getByRole('navigation', { name: 'Back' })
      .getByRole('button', { name: /^Save / })
      .click()
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(new RegExp(`${first.mlsNumber}/${String(first.boardId)}$`))
    const firstSaved = page
      .getByRole('navigation', { name: 'Back' })
      .getByRole('button', { name: /^Saved: / })
    await expect(firstSaved).toHaveAttribute('aria-pressed', 'true')
    const firstAddress = ((await firstSaved.getAttribute('aria-label')) ?? '').replace(
      /^Saved: /,
      '',
    )

    // Signed in, one press saves it.
    await visit(detailPath(second))
    const heart = page
      .getByRole('navigation', { name: 'Back' })
      .getByRole('button', { name: /^Save / })
    await expect(heart).toBeEnabled()
    const secondAddress = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Save /, '')
    await heart.click()
    await expect(
      page
        .getByRole('navigation', { name: 'Back' })
        .getByRole('button', { name: `Saved: ${secondAddress}` }),
    ).toBeVisible()

    await page.goto('/real-estate/auth/profile')
    if ((page.viewportSize()?.width ?? 0) >= 900) {
      await page.getByRole('tab', { name: 'Saved Homes' }).click()
    } else {
      await page.getByRole('button', { name: 'Account Details' }).click()
      await page.getByRole('button', { name: 'Saved Homes' }).click()
    }
    await expect(page.getByRole('link', { name: firstAddress })).toBeVisible()
    await expect(page.getByRole('link', { name: secondAddress })).toBeVisible()
  })

  test('a lead sent from the Contact Realtor modal reaches the contact service', async ({
    page,
    visit,
  }) => {
    test.slow()
    const listing = await find('type=sale&status=A')
    await visit(detailPath(listing))
    await page
      .getByRole('button', { name: 'Get More Details' })
      .filter({ visible: true })
      .first()
      .click()
    // The listing's own realtor, named in the dialog's title and in its confirmation.
    const dialog = page.getByRole('dialog', { name: /^Contact \S+$/ })
    await expect(dialog).toBeVisible()
    const realtor = ((await dialog.getByRole('heading').first().textContent()) ?? '').replace(
      /^Contact /,
      '',
    )
    const send = dialog.getByRole('button', { name: 'Send to a realtor' })
    await expect(send).toBeEnabled()
    // Sent empty: every required field says so on the first submit.
    await send.click()
    await expect(dialog.getByText('This field is required.')).toHaveCount(4)
    await dialog.getByLabel(/First name/).fill(' Ana ')
    await dialog.getByLabel(/Last name/).fill('Silva')
    await dialog.getByLabel(/Email/).fill('ana@example')
    await dialog.getByLabel(/Phone/).fill('416 226 1234')
    await send.click()
    await expect(dialog.getByText('Enter an email address like name@example.com.')).toBeVisible()
    await dialog.getByLabel(/Email/).fill('ana@example.ca')
    await dialog.getByLabel(/Message/).fill('Is there parking?')
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/realty/contact'),
    )
    await send.click()
    const request = await posted
    expect(request.postDataJSON()).toEqual({
      user: { name: { first: 'Ana', last: 'Silva' }, email: 'ana@example.ca', phone: '4162261234' },
      property: {
        city: listing.address.city,
        address: expect.any(String) as unknown as string,
        price: listing.listPrice,
      },
      code: listing.mlsNumber,
      boardId: listing.boardId,
      message: 'Is there parking?',
    })
    expect((await request.response())?.status()).toBe(200)
    await expect(dialog.getByText('Thank you!')).toBeVisible()
    await expect(dialog.getByText(`${realtor} will contact you`, { exact: false })).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('contact-sent.png') })
  })

  test('a listing that cannot load says so, then opens the list 3 seconds later', async ({
    page,
  }) => {
    // The page's clock flows as usual, and the test moves it on past the 3 s wait.
    await page.clock.install()
    const path = `${basePath}/detail/on/toronto/annex/1-nowhere-st-m5v/W99999999/2`
    await page.goto(path)
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is an error — check it out!' }),
    ).toBeVisible()
    await expect(page.getByText('Could not find this listing.')).toBeVisible()
    await page.clock.fastForward('00:03')
    await expect(page).toHaveURL(`${basePath}/list/on/toronto`)
  })

  test('a shorter detail path opens the matching list page', async ({ page }) => {
    await page.goto(`${basePath}/detail/on/toronto`)
    await expect(page).toHaveURL(`${basePath}/list/on/toronto`)
  })
})

test('board 86 listings carry the powered-by notice and disclaimer', async ({ page, visit }) => {
  test.skip(isRemote, LOCAL_ONLY)
  const listing = await find('status=A&boardId=86')
  await visit(detailPath(listing))
  // On the page, under the suggestions, and on its similar listings' cards.
  const notice = page.getByText(listing.boardNotice?.poweredBy ?? 'missing')
  await expect(notice.filter({ visible: true }).first()).toBeVisible()
  await expect(
    page
      .getByText(listing.boardNotice?.disclaimer ?? 'missing')
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
})
