// `npm run migrate`: brings the databases' schemas up to this version's, as a deploy step run
// once before the instances start (in production they check the schema and never migrate).
// The customer database is the one DATABASE_URL names (unset: DATA_DIR/customer.sqlite); the
// listings file in DATA_DIR is migrated too, as every start does.
import { loadConfig } from '../config'
import { resealDatabase } from '../vault/resealDatabase'
import { migrateDatabases } from './migrateDatabases'

try {
  const config = loadConfig()
  const { engine, customers, listings } = await migrateDatabases(config)
  const list = (ids: readonly string[]) => (ids.length === 0 ? 'nothing new' : ids.join(', '))
  console.log(`customer database (${engine}): ${list(customers)}`)
  console.log(`listings file: ${list(listings)}`)
  // Rows stored before encryption are sealed, once the schema can say under which key.
  const { counts } = await resealDatabase(config)
  console.log(`sealed forward: ${JSON.stringify(counts)}`)
} catch (error) {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
