import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database'
import { migrate, readMigrations } from '../src/db/migrate'
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

describe('migrations', () => {
  it('applies each numbered file once, in order', () => {
    const dir = tempFolder()
    writeFileSync(join(dir, '002-second.sql'), 'CREATE TABLE second (id INTEGER);')
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first (id INTEGER);')
    writeFileSync(join(dir, 'notes.txt'), 'not a migration')
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    expect(migrate(db, readMigrations(dir))).toEqual(['001-first.sql', '002-second.sql'])
    expect(migrate(db, readMigrations(dir))).toEqual([])
    db.close()
  })

  it('leaves the database as it was when a migration fails', () => {
    const dir = tempFolder()
    writeFileSync(join(dir, '001-good.sql'), 'CREATE TABLE good (id INTEGER);')
    writeFileSync(join(dir, '002-bad.sql'), 'CREATE TABLE half (id INTEGER); NOT SQL;')
    const db = openDatabase(join(tempFolder(), 'test.sqlite'))
    expect(() => migrate(db, readMigrations(dir))).toThrow()
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name)
    expect(tables).toContain('good')
    expect(tables).not.toContain('half')
    db.close()
  })

  it('keeps leads across a restart of the service', async () => {
    const first = await startTestServer()
    first.app.db
      .prepare('INSERT INTO leads (first_name, last_name, email, payload) VALUES (?, ?, ?, ?)')
      .run('Ada', 'Lovelace', 'ada@example.ca', '{}')
    await first.close({ removeData: false })

    const second = await startTestServer({ dataDir: first.dataDir })
    const row = second.app.db.prepare('SELECT email FROM leads').get() as { email: string }
    expect(row.email).toBe('ada@example.ca')
    await second.close()
  })
})
