import {
  DEFAULT_ALERT_FREQUENCY,
  type AlertFrequency,
  type CustomerUser,
  type HomeChange,
  type Language,
  type SavedHome,
  type SavedHomeInput,
  type SavedSearch,
  type SavedSearchInput,
  type UserUpdate,
} from '../../../contract/customer'
import type { Db } from '../db/database'

/** Who the verified ID token says is calling. */
export interface Caller {
  readonly sub: string
  readonly email: string
  readonly givenName: string
  readonly familyName: string
}

interface CustomerRow {
  sub: string
  email: string
  given_name: string
  family_name: string
  phone: string | null
  email_notifications: 0 | 1
  language: Language
  registered_at: string
}

interface HomeRow {
  id: number
  mls_number: string
  board_id: number
  address: string
  path: string
  price: number | null
  image_key: string | null
  saved_at: string
  latest_change: HomeChange | null
  latest_change_at: string | null
  watched_price: number | null
}

interface SearchRow {
  id: number
  name: string
  path: string
  polygon: string | null
  saved_at: string
  alert_frequency: AlertFrequency
  last_alert_at: string | null
  listings_sent: number | null
  unreadable_at: string | null
}

const toUser = (row: CustomerRow): CustomerUser => ({
  id: row.sub,
  email: row.email,
  given_name: row.given_name,
  family_name: row.family_name,
  phone: row.phone,
  emailNotifications: row.email_notifications === 1,
  language: row.language,
  registered: row.registered_at,
})

const toHome = (row: HomeRow): SavedHome => ({
  id: row.id,
  mlsNumber: row.mls_number,
  boardId: row.board_id,
  address: row.address,
  path: row.path,
  price: row.price,
  imageKey: row.image_key,
  savedAt: row.saved_at,
  latestChange:
    row.latest_change === null
      ? null
      : { kind: row.latest_change, at: row.latest_change_at ?? '', price: row.watched_price },
})

const toSearch = (row: SearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  path: row.path,
  polygon: row.polygon === null ? null : (JSON.parse(row.polygon) as SavedSearch['polygon']),
  savedAt: row.saved_at,
  frequency: row.alert_frequency,
  lastAlertAt: row.last_alert_at,
  listingsSent: row.listings_sent ?? 0,
  needsResaving: row.unreadable_at !== null,
})

/** A saved search with what its alerts have done. */
const SEARCH_COLUMNS = `s.id, s.name, s.path, s.polygon, s.saved_at, s.alert_frequency,
  s.unreadable_at, a.last_alert_at, a.listings_sent
  FROM saved_searches s LEFT JOIN saved_search_alerts a ON a.search_id = s.id`

/** The caller's own record: created from the token on first use, then changed field by field. */
function customerUsers(db: Db) {
  const insertCustomer = db.prepare<[string, string, string, string]>(
    // A new account starts with e-mail notifications on: its saved searches' alerts are why
    // most people register. The Account Details checkbox turns every alert off.
    `INSERT INTO customers (sub, email, given_name, family_name, email_notifications)
     VALUES (?, ?, ?, ?, 1) ON CONFLICT (sub) DO UPDATE SET email = excluded.email`,
  )
  const selectCustomer = db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE sub = ?')
  const updateNames = db.prepare<[string, string, string]>(
    `UPDATE customers SET given_name = ?, family_name = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE sub = ?`,
  )
  const updatePhone = db.prepare<[string | null, string]>(
    `UPDATE customers SET phone = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE sub = ?`,
  )
  const updateNotifications = db.prepare<[number, string]>(
    `UPDATE customers SET email_notifications = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE sub = ?`,
  )
  const updateLanguage = db.prepare<[Language, string]>(
    `UPDATE customers SET language = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE sub = ?`,
  )
  /** The caller's record, created from the token's claims on their first call. */
  function user(caller: Caller): CustomerUser {
    insertCustomer.run(caller.sub, caller.email, caller.givenName, caller.familyName)
    const row = selectCustomer.get(caller.sub)
    if (!row) throw new Error('customer row vanished after upsert')
    return toUser(row)
  }

  return {
    user,
    updateUser(caller: Caller, update: UserUpdate): CustomerUser {
      user(caller)
      db.transaction(() => {
        if (update.name) {
          updateNames.run(update.name.first.trim(), update.name.last.trim(), caller.sub)
        }
        if (update.phone !== undefined) updatePhone.run(update.phone, caller.sub)
        if (update.emailNotifications !== undefined) {
          updateNotifications.run(update.emailNotifications ? 1 : 0, caller.sub)
        }
        if (update.language !== undefined) updateLanguage.run(update.language, caller.sub)
      })()
      return user(caller)
    },
  }
}

/** The caller's saved homes, newest first. */
function savedHomes(db: Db, user: (caller: Caller) => CustomerUser) {
  const homes = db.prepare<[string], HomeRow>(
    'SELECT * FROM saved_homes WHERE customer_sub = ? ORDER BY saved_at DESC, id DESC',
  )
  const homeCount = db
    .prepare<[string], number>('SELECT count(*) FROM saved_homes WHERE customer_sub = ?')
    .pluck()
  const insertHome = db.prepare<
    [string, string, number, string, string, number | null, string | null]
  >(
    `INSERT INTO saved_homes (customer_sub, mls_number, board_id, address, path, price, image_key)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (customer_sub, mls_number, board_id) DO NOTHING`,
  )
  const homeByListing = db.prepare<[string, string, number], HomeRow>(
    'SELECT * FROM saved_homes WHERE customer_sub = ? AND mls_number = ? AND board_id = ?',
  )
  const deleteHome = db.prepare<[number, string]>(
    'DELETE FROM saved_homes WHERE id = ? AND customer_sub = ?',
  )
  return {
    homes: (caller: Caller) => homes.all(caller.sub).map(toHome),
    homeCount: (caller: Caller) => homeCount.get(caller.sub) ?? 0,
    /** Saving a home twice keeps the first; undefined when the caller's list is full. */
    saveHome(caller: Caller, home: SavedHomeInput, limit: number): SavedHome | undefined {
      user(caller)
      return db.transaction(() => {
        const existing = homeByListing.get(caller.sub, home.mlsNumber, home.boardId)
        if (existing) return toHome(existing)
        if ((homeCount.get(caller.sub) ?? 0) >= limit) return undefined
        insertHome.run(
          caller.sub,
          home.mlsNumber,
          home.boardId,
          home.address.trim(),
          home.path,
          home.price,
          home.imageKey,
        )
        const saved = homeByListing.get(caller.sub, home.mlsNumber, home.boardId)
        return saved && toHome(saved)
      })()
    },
    deleteHome: (caller: Caller, id: number) => deleteHome.run(id, caller.sub).changes > 0,
  }
}

/** The caller's saved searches with their alert state, newest first. */
function savedSearches(db: Db, user: (caller: Caller) => CustomerUser) {
  const searches = db.prepare<[string], SearchRow>(
    `SELECT ${SEARCH_COLUMNS} WHERE s.customer_sub = ? ORDER BY s.id DESC`,
  )
  const searchCount = db
    .prepare<[string], number>('SELECT count(*) FROM saved_searches WHERE customer_sub = ?')
    .pluck()
  const insertSearch = db.prepare<[string, string, string, string | null, AlertFrequency]>(
    `INSERT INTO saved_searches (customer_sub, name, path, polygon, alert_frequency)
     VALUES (?, ?, ?, ?, ?)`,
  )
  // A new search's alerts start from the moment it is saved: only what changes after is news.
  const startAlerts = db.prepare<[number]>(
    `INSERT INTO saved_search_alerts (search_id, cursor, last_run_at)
     SELECT id, saved_at, saved_at FROM saved_searches WHERE id = ?`,
  )
  const searchById = db.prepare<[number, string], SearchRow>(
    `SELECT ${SEARCH_COLUMNS} WHERE s.id = ? AND s.customer_sub = ?`,
  )
  const setFrequency = db.prepare<[AlertFrequency, number, string]>(
    'UPDATE saved_searches SET alert_frequency = ? WHERE id = ? AND customer_sub = ?',
  )
  // Turned back on, a search reports what changes from now, not the backlog of its quiet time.
  const restartAlerts = db.prepare<[number]>(
    `UPDATE saved_search_alerts SET cursor = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
       last_run_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE search_id = ?`,
  )
  const renameSearch = db.prepare<[string, number, string]>(
    'UPDATE saved_searches SET name = ? WHERE id = ? AND customer_sub = ?',
  )
  const deleteSearch = db.prepare<[number, string]>(
    'DELETE FROM saved_searches WHERE id = ? AND customer_sub = ?',
  )

  return {
    searches: (caller: Caller) => searches.all(caller.sub).map(toSearch),
    searchCount: (caller: Caller) => searchCount.get(caller.sub) ?? 0,
    saveSearch(caller: Caller, search: SavedSearchInput, limit: number): SavedSearch | undefined {
      user(caller)
      return db.transaction(() => {
        if ((searchCount.get(caller.sub) ?? 0) >= limit) return undefined
        const { lastInsertRowid } = insertSearch.run(
          caller.sub,
          search.name.trim(),
          search.path,
          search.polygon === null ? null : JSON.stringify(search.polygon),
          search.frequency ?? DEFAULT_ALERT_FREQUENCY,
        )
        startAlerts.run(Number(lastInsertRowid))
        const saved = searchById.get(Number(lastInsertRowid), caller.sub)
        return saved && toSearch(saved)
      })()
    },
    renameSearch(caller: Caller, id: number, name: string): SavedSearch | undefined {
      renameSearch.run(name.trim(), id, caller.sub)
      const row = searchById.get(id, caller.sub)
      return row && toSearch(row)
    },
    deleteSearch: (caller: Caller, id: number) => deleteSearch.run(id, caller.sub).changes > 0,
    /** Sets how often one of the caller's searches e-mails; undefined when it is not theirs. */
    setFrequency(caller: Caller, id: number, frequency: AlertFrequency): SavedSearch | undefined {
      return db.transaction(() => {
        const before = searchById.get(id, caller.sub)
        if (!before) return undefined
        setFrequency.run(frequency, id, caller.sub)
        if (before.alert_frequency === 'off' && frequency !== 'off') restartAlerts.run(id)
        const row = searchById.get(id, caller.sub)
        return row && toSearch(row)
      })()
    },
  }
}

/** Every query names the caller's sub: no statement here can reach another customer's rows. */
export function customerStore(db: Db) {
  const users = customerUsers(db)
  return {
    ...users,
    ...savedHomes(db, users.user),
    ...savedSearches(db, users.user),
  }
}

export type CustomerStore = ReturnType<typeof customerStore>
