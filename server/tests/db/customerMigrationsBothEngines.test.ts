import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { postgresCustomerDb, type CustomerDb, type CustomerEngine } from '../../src/db/customerDb'
import { CUSTOMER_MIGRATIONS, readMigrations } from '../../src/db/migrate'
import { CUSTOMER_MIGRATIONS_POSTGRES, migratePostgres } from '../../src/db/postgresMigrate'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { createPostgresDatabase } from '../support/postgresDatabases'

const opened: TestCustomers[] = []
async function open(engine: CustomerEngine, upTo?: string) {
  const customers = await openTestCustomers(engine, { upTo })
  opened.push(customers)
  return customers
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((customers) => customers.close()))
})

const ids = (folder: string) => readMigrations(folder).map(({ id }) => id)

/** What both engines must agree on about a column. */
interface ColumnShape {
  readonly nullable: boolean
  readonly hasDefault: boolean
}
type SchemaShape = Record<string, Record<string, ColumnShape>>

/**
 * SQLite's columns as PostgreSQL would state them: a primary key is never null (SQLite lets a
 * text key be null, an old quirk no row here relies on), and an AUTOINCREMENT key is generated.
 */
async function sqliteShape(db: CustomerDb): Promise<SchemaShape> {
  const { rows: tables } = await sql<{ name: string; sql: string }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
    db,
  )
  const shape: SchemaShape = {}
  for (const table of tables) {
    const { rows } = await sql<{ name: string; notnull: number; dflt_value: unknown; pk: number }>`
      SELECT name, "notnull", dflt_value, pk FROM pragma_table_info(${table.name})`.execute(db)
    const generatedKey = /\bAUTOINCREMENT\b/i.test(table.sql)
    shape[table.name] = Object.fromEntries(
      rows.map((column) => [
        column.name,
        {
          nullable: column.notnull === 0 && column.pk === 0,
          hasDefault: column.dflt_value !== null || (generatedKey && column.pk === 1),
        },
      ]),
    )
  }
  return shape
}

async function postgresShape(db: CustomerDb): Promise<SchemaShape> {
  const { rows } = await sql<{
    table_name: string
    column_name: string
    is_nullable: string
    column_default: string | null
    is_identity: string
  }>`SELECT table_name, column_name, is_nullable, column_default, is_identity
     FROM information_schema.columns WHERE table_schema = 'public'`.execute(db)
  const shape: SchemaShape = {}
  for (const column of rows) {
    const table = (shape[column.table_name] ??= {})
    table[column.column_name] = {
      nullable: column.is_nullable === 'YES',
      hasDefault: column.column_default !== null || column.is_identity === 'YES',
    }
  }
  return shape
}

async function sqliteIndexes(db: CustomerDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`.execute(db)
  return rows.map(({ name }) => name).sort()
}

/** Indexes named in the migrations: not the ones primary keys and UNIQUE constraints make. */
async function postgresIndexes(db: CustomerDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT i.indexname AS name FROM pg_indexes i
    WHERE i.schemaname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db)
  return rows.map(({ name }) => name).sort()
}

describe('the customer migrations on both engines', () => {
  it('have the same ids, one chain per engine', () => {
    const sqliteIds = ids(CUSTOMER_MIGRATIONS)
    expect(sqliteIds.length).toBeGreaterThan(0)
    expect(ids(CUSTOMER_MIGRATIONS_POSTGRES)).toEqual(sqliteIds)
  })

  it('leave the same tables, columns (nullability, defaults) and indexes', async () => {
    const sqlite = await open('sqlite')
    const postgres = await open('postgres')
    const expected = await sqliteShape(sqlite.db)
    expect(Object.keys(expected)).toContain('customers')
    expect(await postgresShape(postgres.db)).toEqual(expected)
    expect(await postgresIndexes(postgres.db)).toEqual(await sqliteIndexes(sqlite.db))
  })
})

describe.each(CUSTOMER_ENGINES)('the customer schema on %s', (engine) => {
  it('counts every write of an alert setting, whichever statement makes it', async () => {
    const { db } = await open(engine)
    const version = async () =>
      (
        await db
          .selectFrom('customers')
          .select('notifications_version')
          .where('sub', '=', 'a')
          .executeTakeFirstOrThrow()
      ).notifications_version
    await db.insertInto('customers').values({ sub: 'a', email: 'a@example.com' }).execute()
    expect(await version()).toBe(0)
    await db.updateTable('customers').set({ email_notifications: 1 }).execute()
    expect(await version()).toBe(1)
    // The same value again is still a write of the setting.
    await db.updateTable('customers').set({ email_notifications: 1 }).execute()
    expect(await version()).toBe(2)
    // Another column leaves the count alone.
    await db.updateTable('customers').set({ given_name: 'Ada' }).execute()
    expect(await version()).toBe(2)
    // A count set by the statement itself is overridden: no code can rewind it.
    await db
      .updateTable('customers')
      .set({ email_notifications: 0, notifications_version: 0 })
      .execute()
    expect(await version()).toBe(3)
    await db
      .insertInto('customers')
      .values({ sub: 'a', email: 'a@example.com', email_notifications: 1 })
      .onConflict((conflict) =>
        conflict
          .column('sub')
          .doUpdateSet({ email_notifications: (eb) => eb.ref('excluded.email_notifications') }),
      )
      .execute()
    expect(await version()).toBe(4)

    const { id } = await db
      .insertInto('saved_searches')
      .values({ customer_sub: 'a', name: 'Home', path: '/map' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const frequency = async () =>
      await db
        .selectFrom('saved_searches')
        .select(['frequency_version', 'alert_frequency'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    expect(await frequency()).toEqual({ frequency_version: 0, alert_frequency: 'daily' })
    await db.updateTable('saved_searches').set({ alert_frequency: 'off' }).execute()
    await db.updateTable('saved_searches').set({ name: 'Renamed' }).execute()
    await db
      .updateTable('saved_searches')
      .set({ alert_frequency: 'off', frequency_version: 7 })
      .execute()
    expect(await frequency()).toEqual({ frequency_version: 2, alert_frequency: 'off' })
  })

  it('keeps rows written under the oldest schema through every later migration', async () => {
    const customers = await open(engine, '001-leads.sql')
    const { db } = customers
    const { id: leadId } = await db
      .insertInto('leads')
      .values({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        price: 899_000,
        payload: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await customers.migrate('003-applications.sql')
    await db.insertInto('customers').values({ sub: 'ada', email: 'ada@example.com' }).execute()
    const { id: applicationId } = await db
      .insertInto('applications')
      .values({ customer_sub: 'ada' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('application_documents')
      .values({
        application_id: applicationId,
        name: 'pay.pdf',
        content_type: 'application/pdf',
        size: 4,
        content: new Uint8Array([37, 80, 68, 70]),
      })
      .execute()
    await db
      .insertInto('application_matches')
      .values({ application_id: applicationId, lender: 'Bank', rate: 4.79, term_years: 5 })
      .execute()
    await db
      .insertInto('saved_searches')
      .values({ customer_sub: 'ada', name: 'Toronto', path: '/map?city=Toronto' })
      .execute()

    const applied = await customers.migrate()
    expect(applied[0]).toBe('004-application-matching.sql')
    expect(applied.at(-1)).toBe(ids(CUSTOMER_MIGRATIONS).at(-1))

    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({ id: leadId, first_name: 'Ada', price: 899_000, phone: null })
    expect(lead.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow()
    expect(customer).toMatchObject({
      sub: 'ada',
      given_name: '',
      email_notifications: 0,
      language: 'en',
      notifications_version: 0,
      referral_code: null,
    })
    const match = await db.selectFrom('application_matches').selectAll().executeTakeFirstOrThrow()
    expect(match).toMatchObject({
      rate: 4.79,
      status: 'offered',
      rate_type: 'fixed',
      mortgage: 0,
      amortization_years: 25,
    })
    const document = await db
      .selectFrom('application_documents')
      .select(['content', 'storage_key', 'upload_failure'])
      .executeTakeFirstOrThrow()
    expect(document).toMatchObject({ storage_key: null, upload_failure: null })
    expect(Buffer.from(document.content ?? []).toString()).toBe('%PDF')
    const search = await db.selectFrom('saved_searches').selectAll().executeTakeFirstOrThrow()
    expect(search).toMatchObject({
      alert_frequency: 'daily',
      frequency_version: 0,
      unreadable_at: null,
    })
    // Deleting the customer takes what they kept, on both engines.
    await db.deleteFrom('customers').execute()
    expect(await db.selectFrom('application_matches').select('id').execute()).toEqual([])
    expect(await db.selectFrom('saved_searches').select('id').execute()).toEqual([])
  })
})

describe('migrating PostgreSQL', () => {
  it('applies each migration once when two runners race on one database', async () => {
    const database = await createPostgresDatabase()
    const one = postgresCustomerDb(database.url, 2)
    const other = postgresCustomerDb(database.url, 2)
    try {
      const migrations = readMigrations(CUSTOMER_MIGRATIONS_POSTGRES)
      const [first, second] = await Promise.all([
        migratePostgres(one, migrations),
        migratePostgres(other, migrations),
      ])
      expect([...first, ...second].sort()).toEqual(migrations.map(({ id }) => id))
      const { rows } = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(one)
      expect(rows).toHaveLength(migrations.length)
      expect(await migratePostgres(other, migrations)).toEqual([])
    } finally {
      await Promise.all([one.destroy(), other.destroy()])
      await database.drop()
    }
  })
})
