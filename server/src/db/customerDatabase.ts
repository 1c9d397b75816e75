import type { Db } from './database'
import { openDatabase } from './database'
import { postgresCustomerDb, sqliteCustomerDb, type CustomerDb } from './customerDb'
import type { CustomerDatabaseConfig } from './databaseUrl'
import { customerPath } from './files'
import { moveLegacyCustomerRows, type SplitResult } from './legacySplit'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from './migrate'
import { assertMigrated, pendingMigrations } from './pendingMigrations'
import {
  appliedPostgresMigrations,
  CUSTOMER_MIGRATIONS_POSTGRES,
  migratePostgres,
} from './postgresMigrate'

/**
 * How a start treats the customer schema: `migrate` applies what is missing (development, tests,
 * `npm run migrate`); `check` refuses to go on while anything is missing (production, where
 * migrating is a deploy step of its own).
 */
export type SchemaAtStart = 'migrate' | 'check'

/** The SQLite file's applied migration ids; none when it has no schema_migrations yet. */
function appliedSqliteMigrations(db: Db): string[] {
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get()
  if (hasTable === undefined) return []
  return db.prepare<[], string>('SELECT id FROM schema_migrations').pluck().all()
}

/**
 * The customer database: the one place the customer stores get their connection, so a managed
 * database would plug in here. Every commit is synced (FULL): a lead answered 200 survives a
 * crash. Customer rows left in the listings file by a version before the split move in here.
 */
export function openCustomerDatabase(
  dataDir: string,
  listings: Db,
  schema: SchemaAtStart = 'migrate',
): { db: Db; split: SplitResult; applied: string[] } {
  const db = openDatabase(customerPath(dataDir), { durability: 'full' })
  try {
    const migrations = readMigrations(CUSTOMER_MIGRATIONS)
    const applied = schema === 'migrate' ? migrate(db, migrations) : []
    if (schema === 'check') {
      assertMigrated(pendingMigrations(migrations, appliedSqliteMigrations(db)))
    }
    const split = moveLegacyCustomerRows(listings, db, listings.name)
    return { db, split, applied }
  } catch (error) {
    db.close()
    throw error
  }
}

/** The customer data on whichever engine holds it, through the typed query layer. */
export type CustomerConnection = { readonly applied: readonly string[] } & (
  | {
      readonly engine: 'sqlite'
      readonly customers: CustomerDb
      /** The same file's raw connection, for the stores not yet on the query layer. */
      readonly sqlite: Db
      readonly split: SplitResult
    }
  | { readonly engine: 'postgres'; readonly customers: CustomerDb }
)

/**
 * Opens the customer data DATABASE_URL names, its schema migrated or checked as `schema` says
 * (`applied`: the migrations applied now).
 * The SQLite file also takes in the rows a version before the split left in the listings file;
 * a PostgreSQL database never had such a past.
 */
export async function openCustomerConnection(
  database: CustomerDatabaseConfig,
  dataDir: string,
  listings: Db,
  schema: SchemaAtStart,
): Promise<CustomerConnection> {
  if (database.engine === 'sqlite') {
    const { db: sqlite, split, applied } = openCustomerDatabase(dataDir, listings, schema)
    return { engine: 'sqlite', customers: sqliteCustomerDb(sqlite), sqlite, split, applied }
  }
  const customers = postgresCustomerDb(database.url)
  try {
    const migrations = readMigrations(CUSTOMER_MIGRATIONS_POSTGRES)
    const applied = schema === 'migrate' ? await migratePostgres(customers, migrations) : []
    if (schema === 'check') {
      assertMigrated(pendingMigrations(migrations, await appliedPostgresMigrations(customers)))
    }
    return { engine: 'postgres', customers, applied }
  } catch (error) {
    await customers.destroy()
    throw error
  }
}
