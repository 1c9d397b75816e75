import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { writeDatasetFile } from '../src/data/datasetFile'
import { buildFakeProvider, DEFAULT_FAKE_SETTINGS, type FakeProviderSettings } from './app'

export interface RunningFakeProvider {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string
  /** Live: assign to change latency, response version or the next failures. */
  readonly settings: FakeProviderSettings
  close(): Promise<void>
}

/**
 * The fake provider on a free loopback port over a fresh generated dataset of `count` listings
 * (same seed as the local service's, so the same listings), for tests and benches.
 */
export async function startFakeProvider(
  count: number,
  settings: Partial<FakeProviderSettings> = {},
): Promise<RunningFakeProvider> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-provider-'))
  const file = join(dir, 'realty.sqlite')
  writeDatasetFile(file, { count })
  const db = new Database(file, { readonly: true, fileMustExist: true })
  const live: FakeProviderSettings = {
    ...DEFAULT_FAKE_SETTINGS,
    fail: { ...DEFAULT_FAKE_SETTINGS.fail },
    backOfficeOnly: [],
    lotsInMetres: [],
    ...settings,
  }
  const app = buildFakeProvider(db, live)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url,
    settings: live,
    async close() {
      await app.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
