import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { customerTablesIn, rowCount } from './customerTables'
import { customerPath, documentsPath } from './files'

export interface BackupResult {
  readonly file: string
  /** Rows per customer table in the copy, as read back from it. */
  readonly rows: Record<string, number>
  /** Documents' files copied beside it, into `documents`. */
  readonly documentFiles: number
  readonly documents: string
}

/** Where a backup's document files go: a folder beside the copy, named after it. */
export const documentsBackupPath = (destination: string) => `${destination}.documents`

/**
 * Copies the documents' files after the database: every document the copy records was already
 * in place then (a file is renamed into place before its key is recorded, and never changes).
 * Files still being written (`.part`) belong to no recorded document and stay behind.
 */
function copyDocuments(dataDir: string, destination: string): number {
  const source = documentsPath(dataDir)
  mkdirSync(destination, { recursive: true })
  if (!existsSync(source)) return 0
  cpSync(source, destination, {
    recursive: true,
    errorOnExist: true,
    filter: (path) => !path.endsWith('.part'),
  })
  return readdirSync(destination).length
}

/** Where a backup goes unless told: `DATA_DIR/backups/customer-<UTC time>.sqlite`. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')
  return join(dataDir, 'backups', `customer-${stamp}.sqlite`)
}

/**
 * Copies the customer database with SQLite's online backup API: a consistent snapshot even while
 * the service keeps writing (the copy restarts its pages when a write lands mid-way). The copy is
 * then opened and checked: `integrity_check` must answer ok, or the backup counts as failed.
 */
export async function backupCustomerDatabase(
  dataDir: string,
  destination = defaultBackupFile(dataDir),
): Promise<BackupResult> {
  const source = customerPath(dataDir)
  if (!existsSync(source)) throw new Error(`no customer database at ${source}`)
  const documents = documentsBackupPath(destination)
  for (const path of [destination, documents]) {
    if (existsSync(path)) throw new Error(`${path} exists; a backup never overwrites`)
  }
  mkdirSync(dirname(destination), { recursive: true })
  const db = new Database(source, { readonly: true, fileMustExist: true })
  try {
    await db.backup(destination)
  } finally {
    db.close()
  }
  const copy = new Database(destination, { readonly: true, fileMustExist: true })
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok')
      throw new Error(`the copy fails its integrity check: ${String(integrity)}`)
    const rows = Object.fromEntries(
      customerTablesIn(copy).map((table) => [table, rowCount(copy, table)]),
    )
    return { file: destination, rows, documentFiles: copyDocuments(dataDir, documents), documents }
  } finally {
    copy.close()
  }
}
