import type { ServerConfig } from '../config'
import { openCustomerConnection } from './customerDatabase'
import { openDatabase } from './database'
import { listingsPath } from './files'
import { migrate } from './migrate'

/**
 * Migrates the listings file in DATA_DIR and the customer database DATABASE_URL names (the
 * SQLite file also takes in rows a version before the split left in the listings file).
 * Answers the ids applied now to each.
 */
export async function migrateDatabases(config: Pick<ServerConfig, 'dataDir' | 'customerDatabase'>) {
  const listings = openDatabase(listingsPath(config.dataDir))
  try {
    const listingIds = migrate(listings)
    const connection = await openCustomerConnection(
      config.customerDatabase,
      config.dataDir,
      listings,
      'migrate',
    )
    await connection.customers.destroy()
    return { engine: connection.engine, customers: connection.applied, listings: listingIds }
  } finally {
    listings.close()
  }
}
