import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import { openCustomerConnection } from '../../src/db/customerDatabase'
import { postgresCustomerDb, type CustomerEngine } from '../../src/db/customerDb'
import { openDatabase } from '../../src/db/database'
import type { CustomerDatabaseConfig } from '../../src/db/databaseUrl'
import { customerPath, listingsPath } from '../../src/db/files'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../../src/db/migrate'
import { CUSTOMER_MIGRATIONS_POSTGRES, migratePostgres } from '../../src/db/postgresMigrate'
import { startTestPool } from '../customer/tokens'
import { productionServerSettings } from '../productionSettings'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { createPostgresDatabase } from '../support/postgresDatabases'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const BEHIND = '008-unreadable-searches.sql'

/** A data folder whose customer database (on `engine`) is migrated only up to `upTo`. */
async function customerDataUpTo(
  engine: CustomerEngine,
  upTo: string,
): Promise<{ dataDir: string; customerDatabase: CustomerDatabaseConfig }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homewise-behind-'))
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })
  if (engine === 'sqlite') {
    const db = openDatabase(customerPath(dataDir))
    migrate(
      db,
      readMigrations(CUSTOMER_MIGRATIONS).filter(({ id }) => id <= upTo),
    )
    db.close()
    return { dataDir, customerDatabase: { engine: 'sqlite' } }
  }
  const database = await createPostgresDatabase()
  cleanups.push(() => database.drop())
  const db = postgresCustomerDb(database.url, 1)
  await migratePostgres(
    db,
    readMigrations(CUSTOMER_MIGRATIONS_POSTGRES).filter(({ id }) => id <= upTo),
  )
  await db.destroy()
  return { dataDir, customerDatabase: { engine: 'postgres', url: database.url } }
}

/** Every migration after BEHIND, in order: what a production start names as missing. */
const AFTER_BEHIND = readMigrations(CUSTOMER_MIGRATIONS)
  .map(({ id }) => id)
  .filter((id) => id > BEHIND)

const MISSING = new RegExp(
  `lacks migrations ${AFTER_BEHIND.join(', ').replaceAll('.', '\\.')}: run \`npm run migrate\``,
)

describe.each(CUSTOMER_ENGINES)('a production start on %s', (engine) => {
  it('refuses a customer schema behind its code, naming what is missing', async () => {
    const pool = await startTestPool()
    cleanups.push(() => pool.close())
    const { dataDir, customerDatabase } = await customerDataUpTo(engine, BEHIND)
    const config: ServerConfig = {
      ...loadConfig({}),
      ...productionServerSettings(pool.jwksUrl),
      dataDir,
      customerDatabase,
    }
    await expect(buildApp(config, { log: false })).rejects.toThrow(MISSING)
  })

  it('checks without migrating, and migrates outside production', async () => {
    const { dataDir, customerDatabase } = await customerDataUpTo(engine, BEHIND)
    const listings = openDatabase(listingsPath(dataDir))
    cleanups.push(() => {
      listings.close()
    })
    await expect(
      openCustomerConnection(customerDatabase, dataDir, listings, 'check'),
    ).rejects.toThrow(MISSING)
    const migrated = await openCustomerConnection(customerDatabase, dataDir, listings, 'migrate')
    await migrated.customers.destroy()
    expect(migrated.applied).toEqual(AFTER_BEHIND)
    const checked = await openCustomerConnection(customerDatabase, dataDir, listings, 'check')
    await checked.customers.destroy()
    expect(checked.applied).toEqual([])
  })
})
