import type { Db } from '../db/database'
import { DATASET_TODAY, DEFAULT_SEED, generateListings } from './listings'
import { StreetPlan } from './streetPlan'
import { writeListings, writePlaces, writeStreets } from './writeDatabase'

export const DEFAULT_DATASET_SIZE = 30_000

export interface DatasetOptions {
  readonly count: number
  readonly seed?: number
}

export function listingCount(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM listings').get() as { n: number }).n
}

/** Writes places and `count` generated listings into a migrated, empty database. */
export function writeDataset(db: Db, { count, seed = DEFAULT_SEED }: DatasetOptions): number {
  writePlaces(db)
  const streets = new StreetPlan()
  const written = writeListings(
    db,
    generateListings({ seed, count, today: DATASET_TODAY }, streets),
  )
  writeStreets(db, streets.residentialRoads())
  db.pragma('optimize')
  return written
}

/** On first start the database has no listings: generate them. Later starts reuse them. */
export function ensureDataset(db: Db, options: DatasetOptions): { generated: number } {
  if (listingCount(db) > 0) return { generated: 0 }
  return { generated: writeDataset(db, options) }
}
