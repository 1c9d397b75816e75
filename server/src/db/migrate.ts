import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ListingRecord } from '../data/listingRecord'
import { homeKeyOf } from '../realty/boardRules/homeKey'
import type { Db } from './database'

/** The listings file's migrations. */
export const LISTING_MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url))
/** The customer file's migrations: numbered on their own, applied only to that file. */
export const CUSTOMER_MIGRATIONS = fileURLToPath(new URL('./customer-migrations/', import.meta.url))

export interface Migration {
  /** The file name, e.g. `001-base.sql`; recorded in schema_migrations once applied. */
  readonly id: string
  readonly sql: string
}

/** Numbered SQL files (`001-base.sql`, `002-…`), in order; anything else in the folder is ignored. */
export function readMigrations(directory = LISTING_MIGRATIONS): Migration[] {
  return readdirSync(directory)
    .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name, sql: readFileSync(join(directory, name), 'utf8') }))
}

/**
 * What migrations may call beyond SQL's own functions: a listing's home (`listing_home_key` of
 * its record's JSON), so the one definition of a home, in TypeScript, also keys the listings a
 * file held before it had the column.
 */
function registerMigrationFunctions(db: Db): void {
  db.function('listing_home_key', { deterministic: true }, (data: unknown) =>
    homeKeyOf(JSON.parse(String(data)) as ListingRecord),
  )
}

/**
 * Applies each migration not yet recorded, each in its own transaction, so a failed one leaves
 * the database as the previous one left it. Returns the ids applied now.
 */
export function migrate(db: Db, migrations = readMigrations()): string[] {
  registerMigrationFunctions(db)
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`)
  const isApplied = db.prepare<[string], 1>('SELECT 1 FROM schema_migrations WHERE id = ?').pluck()
  const record = db.prepare<[string]>('INSERT INTO schema_migrations (id) VALUES (?)')
  const apply = db.transaction((migration: Migration) => {
    // Checked inside the write lock: another process (the data generator, a second server)
    // may have applied it since this one looked.
    if (isApplied.get(migration.id) !== undefined) return false
    db.exec(migration.sql)
    record.run(migration.id)
    return true
  })
  const appliedNow: string[] = []
  for (const migration of migrations) {
    if (apply.immediate(migration)) appliedNow.push(migration.id)
  }
  return appliedNow
}
