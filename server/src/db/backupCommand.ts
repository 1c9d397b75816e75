// `npm run backup [-- --out file.sqlite]`: a consistent copy of DATA_DIR/customer.sqlite, taken
// with SQLite's online backup API while the service may be running. See the README to restore.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { backupCustomerDatabase } from './backup'

const { values } = parseArgs({ options: { out: { type: 'string' } } })

try {
  const { file, rows, documentFiles, documents } = await backupCustomerDatabase(
    loadConfig().dataDir,
    values.out,
  )
  const counts = Object.entries(rows).map(([table, count]) => `${table} ${String(count)}`)
  console.log(`backed up the customer database to ${file} (${counts.join(', ')})`)
  console.log(`and ${String(documentFiles)} document files to ${documents}`)
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
