import Database from 'better-sqlite3'
import { fileURLToPath } from 'node:url'
import { detailPath } from '../src/lib/addressSlug'
import { find } from './detailListings'
import { LOCAL_ONLY, isRemote } from './env'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** The local service's customer database file, read directly: no test-only route. */
const databaseFile = fileURLToPath(new URL('../server/data/customer.sqlite', import.meta.url))

interface StoredLead {
  intent: string | null
  price: number | null
  message: string | null
  consent_wording: string | null
}

function storedLead(email: string): StoredLead | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare<[string], StoredLead>(
        'SELECT intent, price, message, consent_wording FROM leads WHERE email = ? ORDER BY id DESC',
      )
      .get(email)
  } finally {
    db.close()
  }
}

/**
 * A form's text field by its exact name: a label's own text also holds the required mark, and a
 * loose French match for « Courriel » would find the consent box that names e-mail too.
 */
function field(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true })
}

const STRINGS = {
  en: {
    contact: /^(Get More Details|Contact)$/,
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message (optional)',
    consent: /may e-mail me new listings/,
    sendListing: 'Send to a realtor',
    contactTitle: 'Contact us today!',
    rent: 'Rent',
    city: 'City',
    rentPrice: 'Monthly rent (optional)',
    sendGeneral: 'Connect with a realtor',
    thanks: 'Thank you!',
    tooMuch: 'Enter an amount of at most $50,000.',
  },
  fr: {
    contact: /^(Plus de détails|Contacter)$/,
    first: 'Prénom',
    last: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    message: 'Message (facultatif)',
    consent: /peut m’envoyer par courriel/,
    sendListing: 'Envoyer au courtier',
    contactTitle: 'Contactez-nous dès aujourd’hui!',
    rent: 'Louer',
    city: 'Ville',
    rentPrice: 'Loyer mensuel (facultatif)',
    sendGeneral: 'Joindre un courtier',
    thanks: 'Merci!',
    tooMuch: 'Entrez un montant d’au plus 50 000 $.',
  },
} as const

for (const language of ['en', 'fr'] as const) {
  const text = STRINGS[language]

  test.describe(`a renter reaches a realtor (${language})`, () => {
    test.skip(isRemote, LOCAL_ONLY)

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen)
      }, language)
    })

    test('from a lease listing: the rent goes with the lead', async ({ page, visit }, testInfo) => {
      const email = `renter-${language}-${testInfo.project.name}-${String(Date.now())}@example.ca`
      const lease = await find('type=lease&status=A')
      await visit(detailPath(lease))
      await page
        .getByRole('button', { name: text.contact })
        .filter({ visible: true })
        .first()
        .click()
      const dialog = page.getByRole('dialog')
      await field(dialog, text.first).fill('Noor')
      await field(dialog, text.last).fill('Haddad')
      await field(dialog, text.email).fill(email)
      await field(dialog, text.phone).fill('4165550177')
      await field(dialog, text.message).fill('Are pets allowed?')
      await expect(dialog.getByRole('checkbox', { name: text.consent })).not.toBeChecked()
      await dialog.getByRole('button', { name: text.sendListing }).click()
      await expect(dialog.getByRole('heading', { name: text.thanks })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`lease-thanks-${language}.png`) })
      expect(storedLead(email)).toEqual({
        intent: 'rent',
        price: lease.listPrice,
        message: 'Are pets allowed?',
        consent_wording: null,
      })
    })

    test('from /contact: rent, a message, consent, and a rent too high shown on its field', async ({
      page,
      visit,
    }, testInfo) => {
      const email = `renter-${language}-${testInfo.project.name}-${String(Date.now())}@example.ca`
      await visit('/contact')
      const form = page.getByRole('form', { name: text.contactTitle })
      await expect(form.getByRole('button', { name: text.sendGeneral })).toBeEnabled()
      await form.getByRole('radio', { name: text.rent }).check()
      await field(form, text.first).fill('Noor')
      await field(form, text.last).fill('Haddad')
      await field(form, text.email).fill(email)
      await field(form, text.phone).pressSequentially('4165550177')
      await field(form, text.city).fill('Toronto')
      await field(form, text.rentPrice).fill('75000')
      await field(form, text.message).fill('A two-bedroom near the subway, from March.')
      await form.getByRole('checkbox', { name: text.consent }).check()
      await form.getByRole('button', { name: text.sendGeneral }).click()
      await expect(field(form, text.rentPrice)).toHaveAccessibleDescription(text.tooMuch)
      await expect(field(form, text.rentPrice)).toBeFocused()
      await form.screenshot({ path: testInfo.outputPath(`contact-refused-${language}.png`) })
      await field(form, text.rentPrice).fill('2400')
      await form.getByRole('button', { name: text.sendGeneral }).click()
      await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible()
      expect(storedLead(email)).toEqual({
        intent: 'rent',
        price: 2_400,
        message: 'A two-bedroom near the subway, from March.',
        consent_wording: `marketing-email-v1:${language}`,
      })
    })
  })
}
