import type { Page } from '@playwright/test'
import { codeFor, PASSWORD, signUp, uniqueEmail } from './accountSteps'
import { isRemote, LOCAL_ONLY } from './env'
import { expect, expectAccessible, test } from './fixtures'
import { overlappingFields } from './layoutProblems'

test.skip(isRemote, LOCAL_ONLY)
// Sign-up, eight steps, an upload and the matching: give the whole flow room on a shared machine.
test.setTimeout(180_000)

const main = (page: Page) => page.getByRole('main')

/** A step as its customer meets it: accessible, and no field (its label and message with it) over another. */
async function checkStep(page: Page) {
  await expectAccessible(page)
  expect(await overlappingFields(main(page))).toEqual([])
}

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await main(page).getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function person(page: Page, who: { first?: string; last?: string; email?: string }) {
  const form = main(page)
  if (who.first) await form.getByRole('textbox', { name: 'First name' }).fill(who.first)
  if (who.last) await form.getByRole('textbox', { name: 'Last name' }).fill(who.last)
  if (who.email) await form.getByRole('textbox', { name: 'Email' }).fill(who.email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('416-555-0134')
  await choose(page, 'Month', 'March')
  await form.getByRole('textbox', { name: 'Day' }).fill('14')
  await form.getByRole('textbox', { name: 'Year' }).fill('1988')
  await choose(page, 'Marital status', 'Married')
  await choose(page, 'Citizenship', 'Canadian citizen')
}

async function next(page: Page, step: string) {
  await main(page).getByRole('button', { name: 'Save and continue' }).click()
  await expect(main(page).getByRole('heading', { level: 2, name: step })).toBeVisible()
}

test('a customer fills an application with a co-applicant and a document, resumes it after a reload, submits and chooses a lender; another customer cannot see it', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('preapproval')
  await signUp(page, email, '/real-estate/pre-approval')
  await expect(page).toHaveURL(/\/real-estate\/pre-approval$/)
  const form = main(page)
  await expect(form.getByRole('heading', { level: 2, name: 'Applicant' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Amira')

  // Every required field says so.
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form.getByText('Phone is required')).toBeVisible()
  await expect(form.getByText('Birth month is required')).toBeVisible()
  await expect(form.getByText('Citizenship is required')).toBeVisible()
  await checkStep(page)
  await page.screenshot({ path: testInfo.outputPath('applicant.png'), fullPage: true })

  await person(page, {})
  await next(page, 'Co-applicant')
  await expect(page).toHaveURL(/\/pre-approval\/\d+\?step=coApplicant$/)
  const id = /\/pre-approval\/(\d+)/.exec(page.url())?.[1] ?? ''

  await form.getByRole('radio', { name: 'Yes, someone is applying with me' }).check()
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form.getByText('Co-applicant relation is required')).toBeVisible()
  await choose(page, 'Relation to you', 'Married')
  await person(page, { first: 'Karim', last: 'Haddad', email: `karim.${email}` })
  await checkStep(page)
  await next(page, 'Property')

  // Back keeps what was typed; the saved co-applicant comes back from the service.
  await form.getByRole('textbox', { name: 'Street address' }).fill('88 Harbour St')
  await form.getByRole('button', { name: 'Back' }).click()
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Karim')
  await next(page, 'Property')
  await expect(form.getByRole('textbox', { name: 'Street address' })).toHaveValue('88 Harbour St')

  await form.getByRole('textbox', { name: 'City' }).fill('Toronto')
  await choose(page, 'Province or territory', 'Ontario')
  await form.getByRole('textbox', { name: 'Postal code' }).fill('M5J 2Y')
  await form.getByRole('radio', { name: 'I rent' }).check()
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form.getByText('Enter a Canadian postal code like K1A 0B1.')).toBeVisible()
  await expect(form.getByText('Payment is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Postal code' }).fill('m5j 2y1')
  await form.getByRole('textbox', { name: 'Monthly payment' }).fill('2400')
  await form.getByRole('radio', { name: 'No', exact: true }).check()
  await form.getByLabel('Move-in date').fill('2027-03-01')
  await checkStep(page)
  await page.screenshot({ path: testInfo.outputPath('property.png'), fullPage: true })
  await next(page, 'Price')

  await form.getByRole('textbox', { name: 'Purchase price' }).fill('600000')
  await form.getByRole('textbox', { name: 'Down payment', exact: true }).fill('20000')
  await expect(form.getByRole('textbox', { name: 'Down payment (%)' })).toHaveValue('3.33')
  // Left, the price is written with its thousands grouped.
  await expect(form.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('600,000')
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form.getByText(/must be at least \$35,000 for this price/)).toBeVisible()
  await form.getByRole('textbox', { name: 'Down payment (%)' }).fill('20')
  await expect(form.getByRole('textbox', { name: 'Down payment', exact: true })).toHaveValue(
    '120,000',
  )
  // Enough now: the message goes without another save.
  await expect(form.getByText(/must be at least \$35,000 for this price/)).toBeHidden()
  await checkStep(page)
  await next(page, 'Employment')

  // Close the tab and come back: the dashboard resumes at the next step.
  await page.reload()
  await expect(form.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible()
  await page.goto('/real-estate/auth/profile?tab=preApproval')
  const row = main(page)
    .getByRole('listitem')
    .filter({ hasText: `Application #${id}` })
  await expect(row.getByText('Next: Employment')).toBeVisible()
  await expect(row.getByText('In progress')).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true })
  await row.getByRole('link', { name: /Resume/ }).click()
  await expect(form.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Purchase price' })).toHaveCount(0)

  await choose(page, 'Employment status', 'Full-time')
  await form.getByRole('textbox', { name: 'Employer' }).fill('Maple Health')
  await form.getByRole('textbox', { name: 'Job title' }).fill('Pharmacist')
  await choose(page, 'Start month', 'September')
  await form.getByRole('textbox', { name: 'Start year' }).fill('2019')
  await choose(page, 'Compensation', 'Annual salary')
  await form.getByRole('textbox', { name: 'Annual income' }).fill('160000')
  await checkStep(page)
  await next(page, 'Other')

  await choose(page, 'Current lender', 'TD Bank')
  await next(page, 'Documents')

  await form.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  })
  await expect(form.getByText('notes.txt is not a PDF, JPEG or PNG file.')).toBeVisible()
  await form.locator('input[type="file"]').setInputFiles({
    name: 'employment-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  })
  const documents = form.getByRole('list', { name: 'Your documents' })
  await expect(documents.getByText('employment-letter.pdf')).toBeVisible()
  await expect(documents.getByText('Received')).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('documents.png'), fullPage: true })
  await form.getByRole('button', { name: 'Save and continue' }).click()

  await expect(form.getByRole('heading', { level: 2, name: 'Review & submit' })).toBeVisible()
  await expect(form.getByText('Karim Haddad')).toBeVisible()
  await expect(form.getByText('1 document')).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('review.png'), fullPage: true })
  await form.getByRole('button', { name: 'Submit application' }).click()

  await expect(form.getByRole('heading', { level: 2, name: 'Your lender matches' })).toBeVisible()
  await expect(form.getByText(/Your income carries a home of up to \$[\d,]+/)).toBeVisible()
  const offers = form.getByRole('button', { name: /^Choose this lender: / })
  await expect(offers.first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('matches.png'), fullPage: true })
  const first = (await offers.first().getAttribute('aria-label'))?.replace(
    'Choose this lender: ',
    '',
  )
  await offers.first().click()
  await expect(form.getByRole('heading', { name: `You chose ${first ?? ''}` })).toBeVisible()
  await expect(form.getByRole('button', { name: /^Choose this lender/ })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('chosen.png'), fullPage: true })

  await page.goto('/real-estate/auth/profile?tab=preApproval')
  await expect(row.getByText('Lender chosen')).toBeVisible()
  await expect(row.getByText('Next: Nothing, you are all set')).toBeVisible()

  // Someone else, signed in, asking for this application's number: not found, not the data.
  const other = await browser.newContext({ ...testInfo.project.use })
  const stranger = await other.newPage()
  await signUp(stranger, uniqueEmail('preapproval-other'), `/real-estate/pre-approval/${id}`)
  await expect(stranger.getByRole('heading', { name: 'Application not found' })).toBeVisible()
  await expect(stranger.getByText('Karim')).toHaveCount(0)
  await expect(stranger.getByText('Maple Health')).toHaveCount(0)
  await other.close()
})

test('a guest starts at /pre-approval: the applicant step creates the account, verifies it, and continues', async ({
  page,
  visit,
}) => {
  await visit('/pre-approval')
  const form = main(page)
  await expect(form.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/real-estate/auth/login?redirect=${encodeURIComponent('/real-estate/pre-approval')}`,
  )
  const email = uniqueEmail('preapproval-guest')
  await person(page, { first: 'Lea', last: 'Tremblay', email })
  await form.getByLabel(/^Password/).fill(PASSWORD)
  await form.getByLabel(/^Confirm password/).fill('Different#2026')
  await form.getByRole('button', { name: 'Create account and continue' }).click()
  await expect(form.getByText('The passwords do not match.')).toBeVisible()
  await form.getByLabel(/^Confirm password/).fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account and continue' }).click()
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email))
  await form.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/pre-approval\/\d+\?step=coApplicant$/)
  await expect(form.getByRole('heading', { level: 2, name: 'Co-applicant' })).toBeVisible()
  await form.getByRole('button', { name: 'Back' }).click()
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Lea')
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('4165550134')
})
