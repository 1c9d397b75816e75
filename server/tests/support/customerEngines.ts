import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  postgresCustomerDb,
  sqliteCustomerDb,
  type CustomerDb,
  type CustomerEngine,
} from '../../src/db/customerDb'
import { openDatabase } from '../../src/db/database'
import { customerPath } from '../../src/db/files'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../../src/db/migrate'
import { CUSTOMER_MIGRATIONS_POSTGRES, migratePostgres } from '../../src/db/postgresMigrate'
import { createPostgresDatabase } from './postgresDatabases'

/**
 * The engines every customer store test runs on: `describe.each(CUSTOMER_ENGINES)`. A store that
 * passes on one and fails on the other is a bug in the store.
 */
export const CUSTOMER_ENGINES: readonly CustomerEngine[] = ['sqlite', 'postgres']

export interface TestCustomers {
  readonly engine: CustomerEngine
  readonly db: CustomerDb
  /** Applies the engine's migrations not applied yet, up to `upTo` (all unless given). */
  migrate(upTo?: string): Promise<string[]>
  /** Closes the connection and deletes the database. */
  close(): Promise<void>
}

export interface TestCustomersOptions {
  /** Migrate only up to this migration id (`001-leads.sql`): an older schema. All unless given. */
  readonly upTo?: string
}

/** The migrations up to `upTo` (an id, inclusive), or all of them. */
function upToId<T extends { id: string }>(all: T[], upTo: string | undefined): T[] {
  return upTo === undefined ? all : all.filter(({ id }) => id <= upTo)
}

function openSqliteCustomers(options: TestCustomersOptions): TestCustomers {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-customers-'))
  const sqlite = openDatabase(customerPath(folder), { durability: 'full' })
  const migrateTo = (upTo?: string) =>
    migrate(sqlite, upToId(readMigrations(CUSTOMER_MIGRATIONS), upTo))
  migrateTo(options.upTo)
  const db = sqliteCustomerDb(sqlite)
  return {
    engine: 'sqlite',
    db,
    migrate: (upTo) => Promise.resolve(migrateTo(upTo)),
    async close() {
      await db.destroy()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** A database of its own on the run's PostgreSQL server, dropped on close. */
async function openPostgresCustomers(options: TestCustomersOptions): Promise<TestCustomers> {
  const database = await createPostgresDatabase()
  // Tests hold few connections at once; the server's limit is shared by every test file.
  const db = postgresCustomerDb(database.url, 4)
  const migrateTo = (upTo?: string) =>
    migratePostgres(db, upToId(readMigrations(CUSTOMER_MIGRATIONS_POSTGRES), upTo))
  try {
    await migrateTo(options.upTo)
  } catch (error) {
    await db.destroy()
    await database.drop()
    throw error
  }
  return {
    engine: 'postgres',
    db,
    migrate: migrateTo,
    async close() {
      await db.destroy()
      await database.drop()
    },
  }
}

/**
 * A fresh, migrated, empty customer database on `engine`, for one test (or one file's tests):
 * SQLite in a temporary folder, or a new database on the run's PostgreSQL server.
 */
export async function openTestCustomers(
  engine: CustomerEngine,
  options: TestCustomersOptions = {},
): Promise<TestCustomers> {
  return engine === 'sqlite' ? openSqliteCustomers(options) : openPostgresCustomers(options)
}
