// The fake listing provider on its own: `npx tsx server/fakeProvider/main.ts`. It serves the
// dataset the local service generated (DATA_DIR/realty.sqlite, written here with DATASET_SIZE
// listings when missing) in the provider's shapes. Settings: FAKE_PROVIDER_PORT (8788),
// FAKE_PROVIDER_HOST (127.0.0.1), FAKE_PROVIDER_KEY (fake-provider-key),
// FAKE_PROVIDER_LATENCY_MS (50), FAKE_PROVIDER_VERSION (2: the listing response version).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { loadConfig } from '../src/config'
import { writeDatasetFile } from '../src/data/datasetFile'
import { buildFakeProvider, DEFAULT_FAKE_SETTINGS } from './app'

const env = (name: string) => (process.env[name] === '' ? undefined : process.env[name])

function integer(name: string, fallback: number, min: number, max: number): number {
  const value = Number(env(name) ?? fallback)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${String(min)} to ${String(max)}`)
  }
  return value
}

const config = loadConfig()
const file = join(config.dataDir, 'realty.sqlite')
if (!existsSync(file)) {
  console.log(`writing ${String(config.datasetSize)} listings to ${file} (first start)`)
  writeDatasetFile(file, { count: config.datasetSize })
}
// Read-only: the local service may have the same file open and is its only writer.
const db = new Database(file, { readonly: true, fileMustExist: true })
const version = integer('FAKE_PROVIDER_VERSION', DEFAULT_FAKE_SETTINGS.version, 1, 2) as 1 | 2
const app = buildFakeProvider(db, {
  apiKey: env('FAKE_PROVIDER_KEY') ?? DEFAULT_FAKE_SETTINGS.apiKey,
  latencyMs: integer('FAKE_PROVIDER_LATENCY_MS', DEFAULT_FAKE_SETTINGS.latencyMs, 0, 60_000),
  version,
  backOfficeOnly: [],
  lotsInMetres: [],
  locationSourceFilter: DEFAULT_FAKE_SETTINGS.locationSourceFilter,
  fail: { ...DEFAULT_FAKE_SETTINGS.fail },
})
app.addHook('onClose', () => {
  db.close()
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
const address = await app.listen({
  host: env('FAKE_PROVIDER_HOST') ?? '127.0.0.1',
  port: integer('FAKE_PROVIDER_PORT', 8788, 0, 65_535),
})
console.log(`fake listing provider on ${address} (response version ${String(version)})`)
