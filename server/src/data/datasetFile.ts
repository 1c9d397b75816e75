import { rmSync } from 'node:fs'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrate'
import { writeDataset, type DatasetOptions } from './dataset'
import { DATASET_TODAY } from './listings'

/**
 * Writes a fresh database file holding the generated dataset; returns the listings written.
 * The file is a function of its options alone: same seed and count, same bytes.
 */
export function writeDatasetFile(file: string, options: DatasetOptions): number {
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
