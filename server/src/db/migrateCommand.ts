// `npm run migrate`: brings the databases' schemas up to this version's, as a deploy step run
// once before the instances start (in production they check the schema and never migrate).
// The customer database is the one DATABASE_URL names (unset: DATA_DIR/customer.sqlite); the
// listings file in DATA_DIR is migrated too, as every start does.
import { loadConfig } from '../config'
import { migrateDatabases } from './migrateDatabases'

try {
  const { engine, customers, listings } = await migrateDatabases(loadConfig())
  const list = (ids: readonly string[]) => (ids.length === 0 ? 'nothing new' : ids.join(', '))
  console.log(`customer database (${engine}): ${list(customers)}`)
  console.log(`listings file: ${list(listings)}`)
} catch (error) {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
