import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { writeDataset } from '../../src/data/dataset'
import type { ListingRecord } from '../../src/data/listingRecord'
import { writeListings } from '../../src/data/writeDatabase'
import { guestPoint } from '../../src/realty/boardRules'
import { openDatabase, type Db } from '../../src/db/database'
import { migrate, readMigrations } from '../../src/db/migrate'

// A listings file written before homes were withheld as a whole (migration 017) is brought to
// what the generator writes today: the same home keys, the same per-home `display_public`, the
// same guest positions and text, and a statistics summary equal to one rebuilt from the rows.

const HOMES = '017-withhold-per-home.sql'
let folder: string
let today: Db
let legacy: Db

/** Columns a listings file held before migration 017, as `today`'s rows give them. */
const LEGACY_COLUMNS = `mls_number, board_id, class, type, status, last_status, list_price,
  sold_price, list_date, sold_date, updated_on, property_type, style, beds, beds_plus, baths,
  sqft_min, sqft_max, garage_spaces, year_built, city, area, neighborhood, street_number,
  street_name, street_suffix, unit_number, zip, lat, lng, tile_x, tile_y, display_public,
  random_key, search_text, guest_lat, guest_lng, guest_tile_x, guest_tile_y, guest_search_text`

/** Before 017 a listing's guest columns followed its own permissions alone. */
const AS_BEFORE = `mls_number, board_id, class, type, status, last_status, list_price,
  sold_price, list_date, sold_date, updated_on, property_type, style, beds, beds_plus, baths,
  sqft_min, sqft_max, garage_spaces, year_built, city, area, neighborhood, street_number,
  street_name, street_suffix, unit_number, zip, lat, lng, tile_x, tile_y, listing_public,
  random_key, search_text,
  CASE WHEN listing_public = 1 THEN lat ELSE guest_lat END,
  CASE WHEN listing_public = 1 THEN lng ELSE guest_lng END,
  CASE WHEN listing_public = 1 THEN tile_x ELSE guest_tile_x END,
  CASE WHEN listing_public = 1 THEN tile_y ELSE guest_tile_y END,
  CASE WHEN listing_public = 1 THEN search_text ELSE guest_search_text END`

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'homewise-homes-'))
  today = openDatabase(join(folder, 'today.sqlite'))
  migrate(today)
  writeDataset(today, { count: 1500 })
  legacy = openDatabase(join(folder, 'legacy.sqlite'))
  migrate(
    legacy,
    readMigrations().filter((migration) => migration.id < HOMES),
  )
  legacy.exec(`ATTACH '${join(folder, 'today.sqlite')}' AS today`)
  legacy.exec(`INSERT INTO listings (${LEGACY_COLUMNS}) SELECT ${AS_BEFORE} FROM today.listings`)
  legacy.exec('INSERT INTO listing_data SELECT * FROM today.listing_data')
  legacy.exec('DETACH today')
})

afterAll(() => {
  today.close()
  legacy.close()
  rmSync(folder, { recursive: true, force: true })
})

const HOME_COLUMNS = `mls_number, board_id, home_key, listing_public, display_public, guest_lat,
  guest_lng, guest_tile_x, guest_tile_y, guest_search_text`

const homes = (db: Db) =>
  db.prepare(`SELECT ${HOME_COLUMNS} FROM listings ORDER BY mls_number, board_id`).all()

const summary = (db: Db) =>
  db
    .prepare(
      `SELECT city, status, last_status, dated, month, beds, display_public, property_type, class,
         type, listings, list_price_sum, closed, sold_price_sum, days_sum
       FROM listing_month_figures ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    )
    .all()

it('keys and withholds the homes of a file written before it as the generator does now', () => {
  // Before: the public listings of homes with a withheld listing were shown to guests.
  const shownBefore = legacy
    .prepare<[], number>('SELECT count(*) FROM listings WHERE display_public = 1')
    .pluck()
    .get()
  expect(migrate(legacy)).toContain(HOMES)
  const shownAfter = legacy
    .prepare<[], number>('SELECT count(*) FROM listings WHERE display_public = 1')
    .pluck()
    .get()
  expect(shownAfter).toBeLessThan(shownBefore ?? 0)
  expect(homes(legacy)).toEqual(homes(today))
  expect(summary(legacy)).toEqual(summary(today))
})

/** The statistics summary as the listings' rows give it now. */
const rebuiltSummary = (db: Db) =>
  db
    .prepare(
      `SELECT city, status, last_status, (sold_date IS NOT NULL) AS dated,
         substr(coalesce(sold_date, list_date), 1, 7) AS month, beds, display_public,
         property_type, class, type, count(*) AS listings, sum(list_price) AS list_price_sum,
         sum(sold_price IS NOT NULL) AS closed, coalesce(sum(sold_price), 0) AS sold_price_sum,
         sum(CASE WHEN sold_price IS NULL THEN 0 ELSE coalesce(max(0,
           round(julianday(sold_date) - julianday(list_date))), 0) END) AS days_sum
       FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    )
    .all()

it('a withheld listing written for a public home withholds it; deleting it gives it back', () => {
  const home = today
    .prepare<[], string>(
      `SELECT home_key FROM listings GROUP BY home_key
       HAVING min(listing_public) = 1 AND count(*) > 1 ORDER BY home_key LIMIT 1`,
    )
    .pluck()
    .get()
  const data = today
    .prepare<[string], string>(
      'SELECT d.data FROM listing_data d JOIN listings l USING (mls_number, board_id) WHERE home_key = ? LIMIT 1',
    )
    .pluck()
    .get(home ?? '')
  expect(data).toBeDefined()
  const previous = JSON.parse(data ?? '{}') as ListingRecord
  const listingsOfHome = today.prepare<
    [string],
    {
      display_public: number
      lat: number
      lng: number
      guest_lat: number
      guest_lng: number
      guest_search_text: string
      search_text: string
    }
  >(
    `SELECT display_public, lat, lng, guest_lat, guest_lng, guest_search_text, search_text
     FROM listings WHERE home_key = ?`,
  )
  // The home listed again (as the feed lists it), its address withheld this time.
  writeListings(today, [
    {
      ...previous,
      mlsNumber: 'Z9000001',
      permissions: { displayAddressOnInternet: 'N', displayPublic: 'Y' },
    },
  ])
  const withheld = listingsOfHome.all(home ?? '')
  expect(withheld.length).toBeGreaterThan(2)
  for (const row of withheld) {
    const cell = guestPoint(row.lat, row.lng)
    expect(row).toMatchObject({
      display_public: 0,
      guest_lat: cell.latitude,
      guest_lng: cell.longitude,
    })
    expect(row.guest_search_text).not.toContain(previous.address.streetName.toLowerCase())
  }
  expect(summary(today)).toEqual(rebuiltSummary(today))

  today.prepare("DELETE FROM listings WHERE mls_number = 'Z9000001'").run()
  for (const row of listingsOfHome.all(home ?? '')) {
    expect(row).toMatchObject({ display_public: 1, guest_lat: row.lat, guest_lng: row.lng })
    expect(row.guest_search_text).toBe(row.search_text)
  }
  expect(summary(today)).toEqual(rebuiltSummary(today))
})
