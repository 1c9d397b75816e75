import Database from 'better-sqlite3'
import { fileURLToPath } from 'node:url'
import { LOCAL_ONLY, isRemote } from './env'
import { expect, test } from './fixtures'

/** The local service's customer database file, read directly: no test-only route. */
const databaseFile = fileURLToPath(new URL('../server/data/customer.sqlite', import.meta.url))

interface LeadRow {
  first_name: string
  last_name: string
  email: string
  phone: string
  city: string
  price: number
  code: string | null
  board_id: number | null
  address: string | null
  message: string | null
  payload: string
}

function storedLead(email: string): LeadRow | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare<[string], LeadRow>(
        'SELECT first_name, last_name, email, phone, city, price, code, board_id, address, message, payload FROM leads WHERE email = ? ORDER BY id DESC',
      )
      .get(email)
  } finally {
    db.close()
  }
}

test('home: listings, features, realtors, reviews, the lead form at #getStarted, search entry and share', async ({
  page,
  visit,
}) => {
  await visit('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Every listing, mapped' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Realtors', exact: true }).getByRole('article'),
  ).toHaveCount(6)
  await expect(page.getByText('4.9 average from 400+ reviews')).toBeVisible()
  // The reviews are asked for as their block comes near the screen.
  await page.getByRole('region', { name: 'What our clients say' }).scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('region', { name: 'Client reviews' }).getByRole('figure'),
  ).toHaveCount(5)
  const form = page.locator('#getStarted').getByRole('form', { name: "Let's get started" })
  await expect(form.getByRole('button', { name: 'Connect with a realtor' })).toBeEnabled()
  await expect(page.getByRole('link', { name: 'Search homes on the map' })).toHaveAttribute(
    'href',
    '/real-estate/map',
  )
  await page.getByRole('button', { name: 'Share' }).first().click()
  await expect(page.getByRole('menu', { name: 'Share' })).toBeVisible()
  await page.keyboard.press('Escape')

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('contact: the titled lead form, email, phone and address links, and the rating', async ({
  page,
  visit,
}) => {
  await visit('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us today!' })).toBeVisible()
  await expect(page.getByText('Enter your info to connect with a realtor')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'hello@homewise.ca' })).toHaveAttribute(
    'href',
    'mailto:hello@homewise.ca',
  )
  await expect(main.getByRole('link', { name: '1-888-466-3947' })).toHaveAttribute(
    'href',
    'tel:18884663947',
  )
  await expect(main.getByRole('link', { name: /100 King Street West/ })).toBeVisible()
  await expect(main.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible()
})

test('a lead sent from /contact arrives in the database with every field', async ({
  page,
  visit,
}, testInfo) => {
  test.skip(isRemote, LOCAL_ONLY)
  const email = `e2e-${testInfo.project.name}-${String(Date.now())}@example.ca`
  await visit('/contact')
  const form = page.getByRole('form', { name: 'Contact us today!' })
  await expect(form.getByRole('button', { name: 'Connect with a realtor' })).toBeEnabled()
  await form.getByLabel('First name').fill('  Amélie ')
  await form.getByLabel('Last name').fill('Tremblay')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').pressSequentially('4165550134')
  await expect(form.getByLabel('Phone')).toHaveValue('(416) 555-0134')
  await form.getByLabel('City').fill('Oakville')
  await form.getByLabel('Budget (optional)').fill('1250000')
  await form.getByLabel('Referral code (optional)').fill('FRIEND-2026')
  await form.getByRole('button', { name: 'Connect with a realtor' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()

  const row = storedLead(email)
  expect(row).toMatchObject({
    first_name: 'Amélie',
    last_name: 'Tremblay',
    email,
    phone: '4165550134',
    city: 'Oakville',
    price: 1_250_000,
    code: 'FRIEND-2026',
    board_id: null,
    address: null,
    message: null,
  })
  expect(JSON.parse(row?.payload ?? '{}')).toEqual({
    user: { name: { first: 'Amélie', last: 'Tremblay' }, email, phone: '4165550134' },
    property: { city: 'Oakville', price: 1_250_000 },
    intent: 'buy',
    code: 'FRIEND-2026',
  })
})

test('a lead with a bad email shows the message under the field and sends nothing', async ({
  page,
  visit,
}) => {
  await visit('/contact')
  const form = page.getByRole('form', { name: 'Contact us today!' })
  await expect(form.getByRole('button', { name: 'Connect with a realtor' })).toBeEnabled()
  await form.getByLabel('First name').fill('Amélie')
  await form.getByLabel('Last name').fill('Tremblay')
  await form.getByLabel('Email').fill('someone@nowhere')
  await form.getByRole('button', { name: 'Connect with a realtor' }).click()
  await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible()
  // Every invalid field shows its message at once; focus goes to the first of them.
  await expect(form.getByLabel('Email')).toBeFocused()
})
