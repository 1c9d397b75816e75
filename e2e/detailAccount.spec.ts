import { detailPath } from '../src/lib/addressSlug'
import { basePath, isRemote, LOCAL_ONLY } from './env'
import { expect, expectAccessible, test } from './fixtures'
import { PASSWORD, signUp, uniqueEmail } from './accountSteps'
import { find, findWithheld } from './detailListings'

test.describe('listing detail: history, saving, contact and errors', () => {
  test.skip(isRemote, LOCAL_ONLY)

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
      intent: 'buy',
      code: listing.mlsNumber,
      boardId: listing.boardId,
      message: 'Is there parking?',
    })
    expect((await request.response())?.status()).toBe(200)
    await expect(dialog.getByText('Thank you!')).toBeVisible()
    // The realtor the lead was routed to, by their full name: the listing page's own realtor.
    await expect(dialog.getByText(new RegExp(`${realtor}\\b.* will contact you`))).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('contact-sent.png') })
  })

  test('a listing no longer listed says so and offers its search and homes like it', async ({
    page,
  }) => {
    // The page's clock flows as usual, and the test moves it on past the old 3 s wait.
    await page.clock.install()
    const path = `${basePath}/detail/on/toronto/annex/1-nowhere-st-m5v/W99999999/2`
    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: 'This home is no longer available' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'See homes in Annex, Toronto' })).toHaveAttribute(
      'href',
      `${basePath}/list/on/toronto/annex`,
    )
    await page.clock.fastForward('00:03')
    await expect(page).toHaveURL(path)
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
