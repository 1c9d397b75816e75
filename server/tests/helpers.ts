import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type App } from '../src/app'
import { loadConfig, type ServerConfig } from '../src/config'

export const SPA_ORIGIN = 'http://localhost:5173'

export interface TestServer {
  readonly app: App
  readonly baseUrl: string
  readonly dataDir: string
  /** Stops the server; the data folder stays unless `removeData` is set. */
  close(options?: { removeData?: boolean }): Promise<void>
}

/**
 * The real app on a free loopback port over a temporary SQLite folder. Pass `dataDir` to reopen
 * an earlier server's data.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'homewise-test-'))
  const config: ServerConfig = {
    ...loadConfig({ CORS_ORIGINS: SPA_ORIGIN }),
    port: 0,
    ...overrides,
    dataDir,
  }
  const app = await buildApp(config, { logger: false })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    baseUrl: address,
    dataDir,
    async close({ removeData = true } = {}) {
      await app.close()
      if (removeData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
