import type { AlertListing } from '../../src/alerts/alertListing'
import { smtpMailer, type Mailer } from '../../src/alerts/mailer'
import type { RealtyClient } from '../../src/alerts/realtyClient'
import type { CustomerDb } from '../../src/db/customerDb'
import { alertListing } from './fixtures'

export const T0 = Date.parse('2026-11-24T10:00:00.000Z')
export const iso = (ms: number) => new Date(ms).toISOString()

/** The feed's listings so far; the realty service answers what changed since a cursor. */
export function feedRealty() {
  const listings: AlertListing[] = []
  const realty: RealtyClient = {
    changedSince: (since) =>
      Promise.resolve(listings.filter((listing) => listing.updatedOn >= since)),
    earlierListings: () => Promise.resolve([]),
  }
  return { listings, realty }
}

/**
 * Amira watches Toronto, Ben Mississauga (and one saved home), Chloé both cities, and
 * `watchers` more customers Toronto.
 */
export async function seedCustomers(db: CustomerDb, watchers = 0) {
  const people = [
    { sub: 'amira', email: 'amira@example.ca', cities: ['toronto'] },
    { sub: 'ben', email: 'ben@example.ca', cities: ['mississauga'] },
    { sub: 'chloe', email: 'chloe@example.ca', cities: ['toronto', 'mississauga'] },
    ...Array.from({ length: watchers }, (_, i) => ({
      sub: `watcher-${String(i)}`,
      email: `watcher${String(i)}@example.ca`,
      cities: ['toronto'],
    })),
  ]
  const searches: { sub: string; city: string }[] = []
  for (const person of people) {
    await db
      .insertInto('customers')
      .values({
        sub: person.sub,
        email: person.email,
        given_name: person.sub,
        email_notifications: 1,
      })
      .execute()
    for (const city of person.cities) {
      const { id } = await db
        .insertInto('saved_searches')
        .values({
          customer_sub: person.sub,
          name: `${city} homes`,
          path: `/list/on/${city}?maxPrice=none`,
          polygon: null,
          alert_frequency: 'instant',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('saved_search_alerts')
        .values({ search_id: id, cursor: iso(T0), last_run_at: iso(T0) })
        .execute()
      searches.push({ sub: person.sub, city })
    }
  }
  await db
    .insertInto('saved_homes')
    .values({
      customer_sub: 'ben',
      mls_number: 'W80000000',
      board_id: 1,
      address: '1 Main St',
      path: '/real-estate/detail/on/mississauga/W80000000/1',
      price: 900_000,
    })
    .execute()
  return { people, searches }
}

/** A mailer to the catcher that can be held: its sends wait until it is opened. */
export function holdableMailer(catcherUrl: string): Mailer & { hold(): void; open(): void } {
  const smtp = smtpMailer(catcherUrl, 'alerts@example.ca')
  let gate: Promise<void> = Promise.resolve()
  let open = () => undefined as unknown
  return {
    async send(mail) {
      await gate
      await smtp.send(mail)
    },
    close: () => {
      smtp.close()
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    open() {
      open()
    },
  }
}

/** The i-th feed event: a new listing, alternately in Toronto and Mississauga. */
export const newListing = (i: number, at: number) =>
  alertListing({
    mlsNumber: `C9${String(i).padStart(7, '0')}`,
    updatedOn: iso(at),
    address: { ...alertListing().address, city: i % 2 === 0 ? 'Toronto' : 'Mississauga' },
  })
