import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

export type Db = Database.Database

/** How long a query waits for another connection's write lock before it fails. */
const BUSY_TIMEOUT_MS = 5000

/** Opens (creating if needed) a SQLite file tuned for one writer and many readers. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS })
  try {
    // WAL lets readers go on while the one writer commits; NORMAL sync is durable enough there
    // (a power cut may lose the last commits, never corrupt the file).
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    // SQLite leaves foreign keys off unless each connection asks.
    db.pragma('foreign_keys = ON')
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
