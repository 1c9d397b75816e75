import type { Page } from '@playwright/test'
import { LOCAL_ONLY, isRemote, localServiceUrl } from './env'
import { codeFor, PASSWORD, signUp, uniqueEmail, userPoolAnswers } from './accountSteps'
import { expect, test } from './fixtures'
import { lineCount, overlappingFields } from './layoutProblems'

/** Tabs on wide screens; on phones the side menu drawer, opened by the current section's button. */
async function openProfileSection(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    await page.getByRole('tab', { name }).click()
    return
  }
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').click()
  await page.getByRole('button', { name, exact: true }).click()
}

test.skip(isRemote, LOCAL_ONLY)

test.beforeAll(userPoolAnswers)

test('the auth pages are accessible and keep the query string on their links', async ({
  page,
  visit,
}) => {
  // Three pages, each checked with axe.
  test.slow()
  await visit('/auth/login?redirect=%2Freal-estate%2Fabout')
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/real-estate/auth/verify?redirect=%2Freal-estate%2Fabout',
  )
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'text',
  )
  await visit('/auth/new-account')
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible()
  await visit('/auth/verify')
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible()
})

test('a guest is sent from the profile to login with the return path', async ({ page }) => {
  await page.goto('/real-estate/auth/profile')
  await expect(page).toHaveURL(
    /\/real-estate\/auth\/login\?redirect=%2Freal-estate%2Fauth%2Fprofile$/,
  )
})

test('a wrong password shows the catalogue message and the login tab error', async ({ page }) => {
  await page.goto('/real-estate/auth/login')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody.here@example.ca')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Pass1')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Your email or password is incorrect. Please try again.',
  )
  await expect(page.getByText('Something is wrong with your login or password.')).toBeVisible()
})

test('sign up, confirm with the emailed code, land on the redirect, save a home, sign out', async ({
  page,
}) => {
  // Several identity-provider round trips and page loads on a shared machine.
  test.slow()
  const email = uniqueEmail('buyer')
  await signUp(page, email)
  await expect(page).toHaveURL(/\/real-estate\/list\/on\/toronto$/)

  // Signed in: auth pages send the user home; the header offers Logout.
  await page.goto('/real-estate/auth/login')
  await expect(page).toHaveURL(/\/real-estate\/?$/)

  await page.goto('/real-estate/list/on/toronto')
  const heart = page
    .getByRole('article')
    .getByRole('button', { name: /^Save / })
    .first()
  const label = (await heart.getAttribute('aria-label')) ?? ''
  const address = label.replace(/^Save /, '')
  // Cards unlock once the session is known, so name the heart rather than take the first.
  await page.getByRole('button', { name: label, exact: true }).click()
  await expect(page.getByRole('button', { name: `Saved: ${address}` })).toBeVisible()

  await page.goto('/real-estate/auth/profile')
  await expect(page.getByText('Amira Haddad')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const wide = (page.viewportSize()?.width ?? 0) >= 900
  if (wide) await page.getByRole('tab', { name: 'Saved Homes' }).click()
  else {
    await page.getByRole('button', { name: 'Account Details' }).click()
    await page.getByRole('button', { name: 'Saved Homes' }).click()
  }
  await expect(page.getByRole('link', { name: address })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('profile-homes.png'), fullPage: true })

  if (wide) await page.getByRole('tab', { name: 'Account Details' }).click()
  else {
    await page.getByRole('button', { name: 'Saved Homes' }).click()
    await page.getByRole('button', { name: 'Account Details' }).click()
  }
  // Both rows open at once: the name's two fields and the phone's, none over another.
  await page.getByRole('button', { name: 'Edit Name' }).click()
  await page.getByRole('button', { name: 'Edit Phone' }).click()
  expect(await overlappingFields(page.getByRole('main'))).toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).first().click()
  await page.getByRole('textbox', { name: 'Phone' }).fill('(416) 555-1234')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('(416) 555-1234')).toBeVisible()
  await page.reload()
  await expect(page.getByText('(416) 555-1234')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('profile-details.png'), fullPage: true })

  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/real-estate\/auth\/login$/)
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'activeSession')?.value).toBe('false')
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([])
  await page.goto('/real-estate/auth/profile')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/)
})

test('a signed-in customer finds their account in the header, and on a phone in the menu too', async ({
  page,
}) => {
  test.slow()
  await signUp(page, uniqueEmail('account'))
  const banner = page.getByRole('banner')
  // The header's entry is visible at every width: initials and name, or the initials alone.
  const account = banner.getByRole('button', { name: 'Account: Amira Haddad' })
  await expect(account).toBeVisible()
  await expect(account).toContainText('AH')
  await expect(banner.getByRole('link', { name: 'Login' })).toBeHidden()
  await account.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Saved Homes',
    'Saved Searches',
    'Logout',
  ])
  await page.screenshot({ path: test.info().outputPath('account-menu.png') })
  await menu.getByRole('menuitem', { name: 'Saved Searches' }).click()
  await expect(page).toHaveURL(/\/auth\/profile\?tab=savedSearches$/)

  if ((page.viewportSize()?.width ?? 0) < 1200) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    const links = drawer.getByRole('list', { name: 'Signed in as Amira Haddad' })
    await expect(links.getByRole('link', { name: 'Saved Homes' })).toBeVisible()
    await expect(links.getByRole('link', { name: 'Saved Searches' })).toBeVisible()
    await expect(links.getByRole('button', { name: 'Logout' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('account-drawer.png') })
    await links.getByRole('link', { name: 'Saved Homes' }).click()
    await expect(page).toHaveURL(/\/auth\/profile\?tab=savedHomes$/)
  }
})

test('a guest heart leads to login and the home is saved after signing in', async ({ page }) => {
  // Several identity-provider round trips and page loads on a shared machine.
  test.slow()
  const email = uniqueEmail('hearts')
  await signUp(page, email)
  await expect(page).toHaveURL(/\/list\/on\/toronto$/)
  await page.context().clearCookies()
  await page.goto('/real-estate/list/on/toronto')
  const heart = page
    .getByRole('article')
    .getByRole('button', { name: /^Save / })
    .first()
  const label = (await heart.getAttribute('aria-label')) ?? ''
  const address = label.replace(/^Save /, '')
  await page.getByRole('button', { name: label, exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/list\/on\/toronto$/)
  await expect(page.getByRole('button', { name: `Saved: ${address}` })).toBeVisible()
})

test('forgot password: the emailed code and a new password sign the user in', async ({
  page,
  visit,
}) => {
  // Several identity-provider round trips and page loads on a shared machine.
  test.slow()
  const email = uniqueEmail('reset')
  await signUp(page, email, '/real-estate/about')
  await expect(page).toHaveURL(/\/real-estate\/about$/)
  await page.context().clearCookies()

  await visit('/auth/verify?redirect=%2Freal-estate%2Fauth%2Fprofile')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Verify' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('000000')
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed#2027')
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('Changed#2027')
  const code = await codeFor(email)
  if (code !== '000000') {
    await dialog.getByRole('button', { name: 'Reset password' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'The code you entered is incorrect. Please try again.',
    )
  }
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/real-estate\/auth\/profile$/)
  await expect(page.getByText(email)).toBeVisible()
})

test('a saved search is kept with its name, reopens the search, and can be deleted; the history call is unlocked', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('searches')
  await signUp(page, email, '/real-estate/list/on/toronto?sortBy=listPriceAsc')
  await expect(page).toHaveURL(/\/list\/on\/toronto\?sortBy=listPriceAsc$/)

  // What a session unlocks: the history call answers with the ID token
  // the real Amplify client stored in its cookies, and refuses without it.
  const tokenCookie = (await page.context().cookies()).find((cookie) =>
    cookie.name.endsWith('.idToken'),
  )
  // As narrow as Amplify allows: the app's path only, never sent by another site's request.
  expect(tokenCookie).toMatchObject({ path: '/real-estate', sameSite: 'Strict' })
  const idToken = tokenCookie?.value
  expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  const listings =
    (await // With the token: a guest would not get the street address of a restricted listing.
    (
      await page.request.get(`${localServiceUrl}/listings?city=Toronto&resultsPerPage=1`, {
        headers: { authorization: `Bearer ${idToken ?? ''}` },
      })
    ).json()) as { listings: { address: Record<string, string> }[] }
  const address = listings.listings[0]?.address ?? {}
  const history = new URLSearchParams({
    city: address.city ?? '',
    streetName: address.streetName ?? '',
    streetNumber: address.streetNumber ?? '',
  })
  if (address.unitNumber) history.set('unitNumber', address.unitNumber)
  const historyUrl = `${localServiceUrl}/listings/history?${history.toString()}`
  expect((await page.request.get(historyUrl)).status()).toBe(401)
  const unlocked = await page.request.get(historyUrl, {
    headers: { authorization: `Bearer ${idToken ?? ''}` },
  })
  expect(unlocked.status()).toBe(200)
  expect(((await unlocked.json()) as { history: unknown[] }).history.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Save this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await dialog.getByRole('textbox', { name: 'Search name' }).fill('Cheapest in Toronto')
  expect(await overlappingFields(dialog)).toEqual([])
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/real-estate/auth/profile')
  await openProfileSection(page, 'Saved Searches')
  const list = page.getByRole('list', { name: 'Saved Searches' })
  await expect(list.getByText('Cheapest in Toronto', { exact: true })).toBeVisible()
  // The row gives its text the room: the alert line reads on one line beside the alert choice.
  expect(await lineCount(list.getByText('No alert yet · 0 listings sent'))).toBe(1)
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    // The tabs read in the site's case, as every other control does (MUI's default is capitals).
    const tab = page.getByRole('tab', { name: 'Saved Searches' })
    expect(await tab.evaluate((element) => (element as HTMLElement).innerText)).toBe(
      'Saved Searches',
    )
  }
  await page.screenshot({ path: test.info().outputPath('profile-searches.png'), fullPage: true })
  await list.getByRole('link', { name: 'Open' }).click()
  await expect(page).toHaveURL(/\/real-estate\/list\/on\/toronto\?sortBy=listPriceAsc$/)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Least Expensive')

  await page.goBack()
  await openProfileSection(page, 'Saved Searches')
  await page.getByRole('button', { name: 'Delete Cheapest in Toronto' }).click()
  await expect(
    page.getByText('No saved searches yet. Save a search from the map or list.'),
  ).toBeVisible()
})
