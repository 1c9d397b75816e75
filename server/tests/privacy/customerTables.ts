import { sql } from 'kysely'
import type { CustomerDb } from '../../src/db/customerDb'

/** The customer database's tables, on either engine, sorted. */
export async function tableNames(db: CustomerDb): Promise<string[]> {
  const sqlite = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
    .execute(db)
    .then(({ rows }) => rows.map(({ name }) => name))
    .catch(() => undefined)
  if (sqlite) return sqlite.sort()
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
  return rows.map(({ name }) => name).sort()
}

/** Every row of every table that mentions `needle` anywhere, as `table: row`. */
export async function rowsMentioning(
  db: CustomerDb,
  needles: readonly string[],
): Promise<string[]> {
  const found: string[] = []
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      db,
    )
    for (const row of rows) {
      const text = JSON.stringify(row, (_key, value: unknown) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      ).toLowerCase()
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) {
        found.push(`${table}: ${text}`)
      }
    }
  }
  return found
}
