import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../src/db/database'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from '../src/db/migrate'
import { startTestServer } from './helpers'

const folders: string[] = []
function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-migrate-'))
  folders.push(folder)
  return folder
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function tables(db: Db) {
  return db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()
}

describe('openDatabase', () => {
  it('opens the file in WAL mode with foreign keys and a busy timeout', () => {
    const db = openDatabase(join(tempFolder(), 'nested', 'test.sqlite'))
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
    // synchronous: 1 is NORMAL, 2 is FULL
    expect(db.pragma('synchronous', { simple: true })).toBe(1)
    db.close()
  })

  it('syncs every commit when asked for full durability', () => {
    const db = openDatabase(join(tempFolder(), 'test.sqlite'), { durability: 'full' })
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    db.close()
  })
})

describe('migrate', () => {
  it('applies each numbered file once, in order, and ignores other files', () => {
    const dir = tempFolder()
    writeFileSync(join(dir, '002-second.sql'), 'CREATE TABLE second (first_id INTEGER);')
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first (id INTEGER);')
    writeFileSync(join(dir, 'notes.txt'), 'not a migration')
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    expect(migrate(db, readMigrations(dir))).toEqual(['001-first.sql', '002-second.sql'])
    expect(migrate(db, readMigrations(dir))).toEqual([])
    db.close()
  })

  it('picks up a file added later', () => {
    const dir = tempFolder()
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first (id INTEGER);')
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    migrate(db, readMigrations(dir))
    writeFileSync(join(dir, '002-listings.sql'), 'CREATE TABLE listings (mls TEXT);')
    expect(migrate(db, readMigrations(dir))).toEqual(['002-listings.sql'])
    expect(tables(db)).toEqual(expect.arrayContaining(['first', 'listings']))
    db.close()
  })

  it('leaves the database as the last good migration left it when one fails', () => {
    const dir = tempFolder()
    writeFileSync(join(dir, '001-good.sql'), 'CREATE TABLE good (id INTEGER);')
    writeFileSync(join(dir, '002-bad.sql'), 'CREATE TABLE half (id INTEGER); NOT SQL;')
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    expect(() => migrate(db, readMigrations(dir))).toThrow()
    expect(tables(db)).toContain('good')
    expect(tables(db)).not.toContain('half')
    const recorded = db.prepare<[], string>('SELECT id FROM schema_migrations').pluck().all()
    expect(recorded).toEqual(['001-good.sql'])
    db.close()
  })

  it('keeps customer tables out of the listings migrations', () => {
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    migrate(db)
    expect(tables(db)).toContain('listings')
    expect(tables(db)).not.toContain('leads')
    expect(tables(db)).not.toContain('customers')
    db.close()
  })

  it('creates the leads table from the customer migrations', () => {
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    expect(migrate(db, readMigrations(CUSTOMER_MIGRATIONS))).toContain('001-leads.sql')
    const columns = db
      .prepare<[string], string>('SELECT name FROM pragma_table_info(?)')
      .pluck()
      .all('leads')
    expect(columns).toEqual(
      expect.arrayContaining([
        ...['id', 'created_at', 'payload', 'first_name', 'last_name', 'email', 'phone'],
        ...['city', 'price', 'code', 'board_id', 'message'],
      ]),
    )
    db.close()
  })
})

describe('the service databases', () => {
  it('keeps leads and applies migrations once across restarts', async () => {
    const first = await startTestServer()
    expect(first.customerDb.pragma('synchronous', { simple: true })).toBe(2)
    first.customerDb
      .prepare('INSERT INTO leads (first_name, last_name, email, payload) VALUES (?, ?, ?, ?)')
      .run('Ada', 'Lovelace', 'ada@example.ca', '{"user":{"name":{"first":"Ada"}}}')
    await first.close({ keepData: true })

    const second = await startTestServer({ config: { dataDir: first.dataDir } })
    try {
      const lead = second.customerDb.prepare('SELECT email, payload FROM leads').all()
      expect(lead).toEqual([
        { email: 'ada@example.ca', payload: '{"user":{"name":{"first":"Ada"}}}' },
      ])
      const applied = (db: Db) =>
        db.prepare<[], string>('SELECT id FROM schema_migrations ORDER BY id').pluck().all()
      expect(applied(second.db)).toEqual(readMigrations().map(({ id }) => id))
      expect(applied(second.customerDb)).toEqual(
        readMigrations(CUSTOMER_MIGRATIONS).map(({ id }) => id),
      )
    } finally {
      await second.close()
    }
  })
})
