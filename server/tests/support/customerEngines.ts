import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sqliteCustomerDb, type CustomerDb, type CustomerEngine } from '../../src/db/customerDb'
import { openDatabase } from '../../src/db/database'
import { customerPath } from '../../src/db/files'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../../src/db/migrate'

/**
 * The engines every customer store test runs on: `describe.each(CUSTOMER_ENGINES)`. A store that
 * passes on one and fails on the other is a bug in the store.
 */
export const CUSTOMER_ENGINES: readonly CustomerEngine[] = ['sqlite']

export interface TestCustomers {
  readonly engine: CustomerEngine
  readonly db: CustomerDb
  /** Closes the connection and deletes the database. */
  close(): Promise<void>
}

/** A fresh, migrated, empty customer database on `engine`, for one test (or one file's tests). */
export function openTestCustomers(engine: CustomerEngine): Promise<TestCustomers> {
  if (engine !== 'sqlite') return Promise.reject(new Error(`no test database for ${engine} yet`))
  const folder = mkdtempSync(join(tmpdir(), 'homewise-customers-'))
  const sqlite = openDatabase(customerPath(folder), { durability: 'full' })
  migrate(sqlite, readMigrations(CUSTOMER_MIGRATIONS))
  const db = sqliteCustomerDb(sqlite)
  return Promise.resolve({
    engine,
    db,
    async close() {
      await db.destroy()
      rmSync(folder, { recursive: true, force: true })
    },
  })
}
