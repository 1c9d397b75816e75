import type { Db } from './database'
import { openDatabase } from './database'
import { customerPath } from './files'
import { moveLegacyCustomerRows, type SplitResult } from './legacySplit'
import { CUSTOMER_MIGRATIONS, migrate, readMigrations } from './migrate'

/**
 * The customer database: the one place the customer stores get their connection, so a managed
 * database would plug in here. Every commit is synced (FULL): a lead answered 200 survives a
 * crash. Customer rows left in the listings file by a version before the split move in here.
 */
export function openCustomerDatabase(
  dataDir: string,
  listings: Db,
): { db: Db; split: SplitResult } {
  const db = openDatabase(customerPath(dataDir), { durability: 'full' })
  try {
    migrate(db, readMigrations(CUSTOMER_MIGRATIONS))
    const split = moveLegacyCustomerRows(listings, db, listings.name)
    return { db, split }
  } catch (error) {
    db.close()
    throw error
  }
}
