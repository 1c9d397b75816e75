import { fileURLToPath } from 'node:url'
import { sql, type Generated } from 'kysely'
import type { CustomerDb } from './customerDb'
import type { Migration } from './migrate'

/**
 * The customer database's migrations for PostgreSQL: the same ids (file names) as the SQLite
 * chain in `customer-migrations/`, each leaving the same tables, columns and rules.
 */
export const CUSTOMER_MIGRATIONS_POSTGRES = fileURLToPath(
  new URL('./customer-migrations-postgres/', import.meta.url),
)

// A type, not an interface: Kysely's withTables wants an index-signature-compatible shape.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type MigrationTables = {
  schema_migrations: { id: string; applied_at: Generated<string> }
}

/**
 * Taken by whoever migrates, for the length of one migration's transaction: two instances (or
 * a deploy's `npm run migrate` beside a starting instance) take turns, and the second finds the
 * migration recorded instead of applying it again. Any fixed number: it only has to be the same
 * in every process.
 */
const MIGRATION_LOCK = 720_261_129

/**
 * Applies each migration not yet recorded in schema_migrations, each in its own transaction under
 * the migration lock, so a failed one leaves the database as the previous one left it and two
 * runners at once never apply one twice. Returns the ids applied now.
 */
export async function migratePostgres(
  db: CustomerDb,
  migrations: readonly Migration[],
): Promise<string[]> {
  const appliedNow: string[] = []
  for (const migration of migrations) {
    const applied = await db
      .withTables<MigrationTables>()
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx)
        await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
          id text PRIMARY KEY,
          applied_at text NOT NULL
            DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        )`.execute(trx)
        const recorded = await trx
          .selectFrom('schema_migrations')
          .select('id')
          .where('id', '=', migration.id)
          .executeTakeFirst()
        if (recorded) return false
        // No parameters: the file goes as one simple query, several statements in one.
        await sql.raw(migration.sql).execute(trx)
        await trx.insertInto('schema_migrations').values({ id: migration.id }).execute()
        return true
      })
    if (applied) appliedNow.push(migration.id)
  }
  return appliedNow
}

/** The ids recorded in schema_migrations; none when the table is not there yet. */
export async function appliedPostgresMigrations(db: CustomerDb): Promise<string[]> {
  const { rows } = await sql<{
    table: string | null
  }>`SELECT to_regclass('schema_migrations')::text AS table`.execute(db)
  if (!rows[0]?.table) return []
  const applied = await db
    .withTables<MigrationTables>()
    .selectFrom('schema_migrations')
    .select('id')
    .execute()
  return applied.map(({ id }) => id)
}
