import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './database'

const defaultDirectory = fileURLToPath(new URL('./migrations/', import.meta.url))

export interface Migration {
  readonly id: string
  readonly sql: string
}

/** Numbered SQL files (`001-base.sql`, `002-…`), in order. */
export function readMigrations(directory = defaultDirectory): Migration[] {
  return readdirSync(directory)
    .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name, sql: readFileSync(`${directory}/${name}`, 'utf8') }))
}

/**
 * Applies each migration not yet recorded, each in its own transaction, so a failed one leaves
 * the database as the previous one left it. Returns the ids applied now.
 */
export function migrate(db: Db, migrations = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`)
  const applied = new Set(
    db
      .prepare<[], { id: string }>('SELECT id FROM schema_migrations')
      .all()
      .map((row) => row.id),
  )
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)')
  const appliedNow: string[] = []
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.id)
    })()
    appliedNow.push(migration.id)
  }
  return appliedNow
}
