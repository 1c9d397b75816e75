import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../../src/db/database'
import {
  CUSTOMER_MIGRATIONS,
  LISTING_MIGRATIONS,
  migrate,
  readMigrations,
} from '../../src/db/migrate'

/** The single migration folder as it was before the split: its file names and order. */
const BEFORE_SPLIT: readonly [string, string, string][] = [
  ['001-base.sql', CUSTOMER_MIGRATIONS, '001-leads.sql'],
  ['002-listings.sql', LISTING_MIGRATIONS, '002-listings.sql'],
  ['003-listing-data.sql', LISTING_MIGRATIONS, '003-listing-data.sql'],
  ['004-listing-search.sql', LISTING_MIGRATIONS, '004-listing-search.sql'],
  ['005-customers.sql', CUSTOMER_MIGRATIONS, '002-customers.sql'],
  ['005-sold-statistics.sql', LISTING_MIGRATIONS, '005-sold-statistics.sql'],
  ['006-applications.sql', CUSTOMER_MIGRATIONS, '003-applications.sql'],
  ['007-application-matching.sql', CUSTOMER_MIGRATIONS, '004-application-matching.sql'],
]

/**
 * A combined database file as a version before the split wrote it, migrated up to `upTo` (an old
 * file name), so a test can also stand for a file older than the last combined version.
 */
export function writeCombinedFile(file: string, upTo = '007-application-matching.sql'): Db {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-before-split-'))
  try {
    for (const [oldName, directory, name] of BEFORE_SPLIT) {
      if (oldName > upTo) break
      copyFileSync(join(directory, name), join(folder, oldName))
    }
    const db = openDatabase(file)
    migrate(db, readMigrations(folder))
    return db
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** One row in every customer table, the document with real bytes; answers what it wrote. */
export function seedCustomerRows(db: Db, { matching = true } = {}) {
  const sub = '11111111-1111-4111-8111-111111111111'
  db.prepare(
    "INSERT INTO customers (sub, email, given_name, family_name, referral_code) VALUES (?, 'amira@example.ca', 'Amira', 'Haddad', 'HW-ABCDEFGH')",
  ).run(sub)
  const leads = db.prepare(
    "INSERT INTO leads (first_name, last_name, email, city, code, payload) VALUES (?, 'Lee', 'x@example.ca', 'Oakville', 'hw-abcdefgh', '{}')",
  )
  for (const name of ['Ana', 'Bo', 'Cy']) leads.run(name)
  db.prepare(
    "INSERT INTO saved_homes (customer_sub, mls_number, board_id, address, path, price) VALUES (?, 'C5000001', 1, '1 King St W', '/listing/1', 850000)",
  ).run(sub)
  db.prepare(
    "INSERT INTO saved_searches (customer_sub, name, path) VALUES (?, 'Oakville', '/search?city=Oakville')",
  ).run(sub)
  const application = db
    .prepare('INSERT INTO applications (customer_sub, fields) VALUES (?, \'{"a":1}\')')
    .run(sub).lastInsertRowid
  db.prepare("INSERT INTO application_signers (application_id, fields) VALUES (?, '{}')").run(
    application,
  )
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 1, 2, 255])
  db.prepare(
    "INSERT INTO application_documents (application_id, name, content_type, size, content) VALUES (?, 'id.pdf', 'application/pdf', 9, ?)",
  ).run(application, bytes)
  db.prepare(
    matching
      ? "INSERT INTO application_matches (application_id, lender, rate, term_years, rate_type, mortgage) VALUES (?, 'td', 4.5, 5, 'variable', 500000)"
      : "INSERT INTO application_matches (application_id, lender, rate, term_years) VALUES (?, 'td', 4.5, 5)",
  ).run(application)
  return { sub, bytes, leads: 3 }
}
