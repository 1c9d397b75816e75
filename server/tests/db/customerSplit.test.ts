import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { writeDatasetFile, CustomerDataRefusal } from '../../src/data/datasetFile'
import { writeDataset } from '../../src/data/dataset'
import { customerTablesIn, rowCount } from '../../src/db/customerTables'
import { openDatabase } from '../../src/db/database'
import { CUSTOMER_FILE, CUSTOMER_TABLES, customerPath, listingsPath } from '../../src/db/files'
import { moveLegacyCustomerRows } from '../../src/db/legacySplit'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../../src/db/migrate'
import { generalLead, postLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'
import { seedCustomerRows, writeCombinedFile } from './legacyFile'

const folders: string[] = []
function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-split-'))
  folders.push(folder)
  return folder
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Every customer row a running service holds, table by table, sealed values opened. */
async function openedSnapshot(server: TestServer) {
  const tables = customerTablesIn(server.customerDb)
  const rows = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<
        Record<string, unknown>
      >`SELECT * FROM ${sql.table(table)} ORDER BY rowid`.execute(server.app.customers)
      return [table, rows.map((row) => ({ ...row }))] as const
    }),
  )
  return Object.fromEntries(rows)
}

/** Every customer row of a file, table by table, as plain values, to compare two files. */
function snapshot(db: ReturnType<typeof openDatabase>) {
  return Object.fromEntries(
    customerTablesIn(db).map((table) => [
      table,
      db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
    ]),
  )
}

describe('a combined file from before the split', () => {
  it('has its customer rows moved to the customer file on first start, losing nothing', async () => {
    const dataDir = tempFolder()
    const legacy = writeCombinedFile(listingsPath(dataDir))
    // The listing migrations since the split run first on start, as on a real old file.
    migrate(legacy)
    writeDataset(legacy, { count: 40 })
    const { bytes } = seedCustomerRows(legacy)
    const before = snapshot(legacy)
    legacy.close()

    const first = await startTestServer({ config: { dataDir } })
    try {
      // Read as the service reads them: a start seals the applications' answers and documents.
      const after = await openedSnapshot(first)
      for (const table of CUSTOMER_TABLES) {
        // Later customer migrations may add columns (with defaults); every old value is kept.
        expect(after[table], table).toMatchObject(before[table] ?? [])
        expect(after[table]!.length, table).toBeGreaterThan(0)
      }
      const [document] = await first.app.customers
        .selectFrom('application_documents')
        .select('content')
        .execute()
      expect(Buffer.from(document!.content!)).toEqual(bytes)
      // The listings file keeps its listings and nothing else.
      expect(customerTablesIn(first.db)).toEqual([])
      expect(rowCount(first.db, 'listings')).toBe(40)
      const migrations = first.db.prepare('SELECT id FROM schema_migrations').pluck().all()
      expect(migrations).not.toContain('001-base.sql')
    } finally {
      await first.close({ keepData: true })
    }

    // A second start moves nothing again, and new leads take ids after the moved ones.
    const second = await startTestServer({ config: { dataDir } })
    try {
      expect(await openedSnapshot(second)).toMatchObject(before)
      const { status, body } = await postLead(second.baseUrl, generalLead())
      expect(status, JSON.stringify(body)).toBe(200)
      expect(body.id).toBe(4)
    } finally {
      await second.close()
    }
  })

  it('moves a file older than the last combined version, later columns taking defaults', () => {
    const dataDir = tempFolder()
    const legacy = writeCombinedFile(listingsPath(dataDir), '006-applications.sql')
    seedCustomerRows(legacy, { matching: false })
    const customer = openDatabase(customerPath(dataDir), { durability: 'full' })
    migrate(customer, readMigrations(CUSTOMER_MIGRATIONS))
    const { moved } = moveLegacyCustomerRows(legacy, customer, 'old.sqlite')
    expect(moved).toMatchObject({ customers: 1, leads: 3, application_matches: 1 })
    expect(
      customer.prepare('SELECT rate_type, amortization_years FROM application_matches').get(),
    ).toEqual({ rate_type: 'fixed', amortization_years: 25 })
    legacy.close()
    customer.close()
  })

  it('only drops the old tables when an interrupted start had already copied them', () => {
    const dataDir = tempFolder()
    const legacy = writeCombinedFile(listingsPath(dataDir))
    seedCustomerRows(legacy)
    const customer = openDatabase(customerPath(dataDir), { durability: 'full' })
    migrate(customer, readMigrations(CUSTOMER_MIGRATIONS))
    const before = snapshot(legacy)
    moveLegacyCustomerRows(legacy, customer, 'old.sqlite')
    // As if the process died after the copy committed, before the drop.
    const again = writeCombinedFile(join(dataDir, 'again.sqlite'))
    seedCustomerRows(again)
    expect(moveLegacyCustomerRows(again, customer, 'again.sqlite').moved).toEqual({})
    expect(customerTablesIn(again)).toEqual([])
    expect(snapshot(customer)).toMatchObject(before)
    legacy.close()
    again.close()
    customer.close()
  })

  it('refuses to merge into a customer file that already has rows of its own', () => {
    const dataDir = tempFolder()
    const legacy = writeCombinedFile(listingsPath(dataDir))
    seedCustomerRows(legacy)
    const customer = openDatabase(customerPath(dataDir), { durability: 'full' })
    migrate(customer, readMigrations(CUSTOMER_MIGRATIONS))
    customer
      .prepare(
        "INSERT INTO leads (first_name, last_name, email, payload) VALUES ('A', 'B', 'c@d.ca', '{}')",
      )
      .run()
    expect(() => moveLegacyCustomerRows(legacy, customer, 'old.sqlite')).toThrow(
      /already has rows in leads/,
    )
    // Nothing moved, nothing dropped.
    expect(rowCount(legacy, 'customers')).toBe(1)
    expect(rowCount(customer, 'customers')).toBe(0)
    legacy.close()
    customer.close()
  })
})

describe('npm run data', () => {
  it('refuses a listings file that still holds customer rows, and the customer file', () => {
    const dataDir = tempFolder()
    const legacy = writeCombinedFile(listingsPath(dataDir))
    seedCustomerRows(legacy)
    legacy.close()
    expect(() => writeDatasetFile(listingsPath(dataDir), { count: 10 })).toThrow(
      CustomerDataRefusal,
    )
    const kept = openDatabase(listingsPath(dataDir))
    expect(rowCount(kept, 'leads')).toBe(3)
    kept.close()
    expect(() => writeDatasetFile(join(dataDir, CUSTOMER_FILE), { count: 10 })).toThrow(
      /customer database/,
    )
  })

  it('regenerates listings beside a customer file without touching it', async () => {
    const server = await startTestServer()
    const { dataDir } = server
    server.customerDb
      .prepare(
        "INSERT INTO leads (first_name, last_name, email, payload) VALUES ('A', 'B', 'c@d.ca', '{}')",
      )
      .run()
    await server.close({ keepData: true })
    expect(writeDatasetFile(listingsPath(dataDir), { count: 25 })).toBe(25)
    const reopened = await startTestServer({ config: { dataDir } })
    try {
      expect(rowCount(reopened.customerDb, 'leads')).toBe(1)
      expect(rowCount(reopened.db, 'listings')).toBe(25)
    } finally {
      await reopened.close()
    }
  })
})
