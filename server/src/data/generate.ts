// `npm run data [-- --count N] [--out file.sqlite]`: writes a fresh generated database.
// Without --out it replaces the local service's own database (DATA_DIR/realty.sqlite).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DATABASE_FILE } from '../app'
import { loadConfig } from '../config'
import { DEFAULT_DATASET_SIZE } from './dataset'
import { writeDatasetFile } from './datasetFile'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: String(DEFAULT_DATASET_SIZE) },
    seed: { type: 'string' },
    out: { type: 'string' },
  },
})

const count = Number(values.count)
if (!Number.isInteger(count) || count < 0) {
  console.error(`--count must be a whole number, not "${values.count}"`)
  process.exit(2)
}
const seed = values.seed === undefined ? undefined : Number(values.seed)
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, not "${String(values.seed)}"`)
  process.exit(2)
}
const file = values.out ?? join(loadConfig().dataDir, DATABASE_FILE)

const started = performance.now()
const written = writeDatasetFile(file, seed === undefined ? { count } : { count, seed })
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`wrote ${String(written)} listings to ${file} in ${seconds} s`)
