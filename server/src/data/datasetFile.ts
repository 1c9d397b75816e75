import { existsSync, rmSync } from 'node:fs'
import { basename } from 'node:path'
import Database from 'better-sqlite3'
import { customerRowCount } from '../db/customerTables'
import { openDatabase } from '../db/database'
import { CUSTOMER_FILE } from '../db/files'
import { migrate } from '../db/migrate'
import { writeDataset, type DatasetOptions } from './dataset'
import { DATASET_TODAY } from './listings'

/** Why the generator would not replace a file: it holds customer data. */
export class CustomerDataRefusal extends Error {}

/**
 * The generator deletes the file it writes, so it first makes sure that file is listings only:
 * never the customer file, and never a listings file that still holds customer rows from before
 * the split (starting the service once moves them out).
 */
export function assertNoCustomerData(file: string): void {
  if (basename(file) === CUSTOMER_FILE) {
    throw new CustomerDataRefusal(`${file} is the customer database; listings never go there`)
  }
  if (!existsSync(file)) return
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const rows = customerRowCount(db)
    if (rows > 0) {
      throw new CustomerDataRefusal(
        `${file} still holds ${String(rows)} customer rows (leads, customers, applications…); ` +
          'start the service once to move them to their own file, then regenerate',
      )
    }
  } finally {
    db.close()
  }
}

/**
 * Writes a fresh database file holding the generated dataset; returns the listings written.
 * The file is a function of its options alone: same seed and count, same bytes.
 */
export function writeDatasetFile(file: string, options: DatasetOptions): number {
  assertNoCustomerData(file)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  const db = openDatabase(file)
  try {
    migrate(db)
    // The migrations record the wall-clock time they ran, the one input that is not the
    // options; pinning it to the dataset's day keeps the bytes reproducible.
    db.prepare('UPDATE schema_migrations SET applied_at = ?').run(`${DATASET_TODAY}T00:00:00.000Z`)
    return writeDataset(db, options)
  } finally {
    db.close()
  }
}
