// `npm run data [-- --count N] [--out file.sqlite]`: writes a fresh generated listings database.
// Without --out it replaces the local service's listings file (DATA_DIR/realty.sqlite). Customer
// data lives in its own file, which this never opens; a file holding customer rows is refused.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { listingsPath } from '../db/files'
import { DEFAULT_DATASET_SIZE } from './dataset'
import { CustomerDataRefusal, writeDatasetFile } from './datasetFile'

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
const file = values.out ?? listingsPath(loadConfig().dataDir)

const started = performance.now()
let written: number
try {
  written = writeDatasetFile(file, seed === undefined ? { count } : { count, seed })
} catch (error) {
  if (!(error instanceof CustomerDataRefusal)) throw error
  console.error(`refused: ${error.message}`)
  process.exit(1)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`wrote ${String(written)} listings to ${file} in ${seconds} s`)
