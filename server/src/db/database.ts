import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

export type Db = Database.Database

/** How long a query waits for another connection's write lock before it fails. */
const BUSY_TIMEOUT_MS = 5000

/**
 * How hard a commit waits for the disk. `normal` suits data that can be regenerated (a power cut
 * may lose the last commits, never corrupt the file); `full` syncs the WAL on every commit, so a
 * write answered as done survives a crash of the process or the machine.
 */
export type Durability = 'normal' | 'full'

export interface OpenOptions {
  readonly durability?: Durability
}

/** SQLite's page size for files this service creates. */
const PAGE_SIZE = 16_384

/**
 * How much of the file each connection reads through memory mapping (SQLite caps it at about
 * 2 GB). Pages are then read in place from the operating system's file cache, not copied through
 * a read call each: a search that reads every listing's row (a text search, a page sorted over
 * the whole market) costs a third of the CPU. The mapping is shared by every connection and
 * worker; a regenerated dataset is a new file, so no mapped page is ever cut short.
 */
const MAPPED_BYTES = 2 ** 31

/** A connection's reads through the shared file mapping (see MAPPED_BYTES). */
export function mapForReads(db: Db): Db {
  db.pragma(`mmap_size = ${String(MAPPED_BYTES)}`)
  return db
}

/** Opens (creating if needed) a SQLite file tuned for one writer and many readers. */
export function openDatabase(file: string, { durability = 'normal' }: OpenOptions = {}): Db {
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS })
  try {
    // Only a new, empty file takes it: a listing's row (about 1 kB with its search text) fits
    // a 16 kB page, where 4 kB pages push each row's tail to an overflow page of its own and a
    // scan of 100,000 listings reads four times the pages.
    db.pragma(`page_size = ${String(PAGE_SIZE)}`)
    // WAL lets readers go on while the one writer commits.
    db.pragma('journal_mode = WAL')
    db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`)
    // SQLite leaves foreign keys off unless each connection asks.
    db.pragma('foreign_keys = ON')
    return mapForReads(db)
  } catch (error) {
    db.close()
    throw error
  }
}
