import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { ListingsResponse } from '../../contract/realty'
import { buildApp, type App, type BuildOptions } from '../src/app'
import { loadConfig, type ServerConfig } from '../src/config'
import type { Db } from '../src/db/database'
import type { CustomerDb } from '../src/db/customerDb'
import { DEFAULT_RATE_LIMITS } from '../src/rateLimitConfig'

/** The one origin test servers accept, standing for the SPA's dev server. */
export const SPA_ORIGIN = 'http://localhost:5173'

export interface TestServerOptions {
  /** Settings to change; `dataDir` reopens an earlier server's data instead of a fresh folder. */
  readonly config?: Partial<ServerConfig>
  /** Runs before the server listens, for a test that needs a route of its own. */
  readonly beforeListen?: (app: App) => void | Promise<void>
  /** Receives the server's JSON log lines; without it the server logs nothing. */
  readonly log?: { write(line: string): void }
  /** What the app is built with besides its settings (a document storage of the test's). */
  readonly build?: Omit<BuildOptions, 'log'>
}

export interface TestServer {
  readonly app: App
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string
  /** The server's listings connection, to seed listings or read them. */
  readonly db: Db
  /** The server's customer connection, to seed customer rows or read what a request stored. */
  readonly customerDb: Db
  /** The same through the typed query layer, as the stores read it. */
  readonly customers: CustomerDb
  readonly dataDir: string
  /** Stops the server and deletes its data folder, unless `keepData` is set (to reopen it). */
  close(options?: { keepData?: boolean }): Promise<void>
}

/** The real app on a free loopback port, over a SQLite file in a fresh temporary folder. */
export async function startTestServer({
  config: overrides = {},
  beforeListen,
  log,
  build,
}: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'homewise-test-'))
  const base = loadConfig({ CORS_ORIGINS: SPA_ORIGIN })
  const config: ServerConfig = {
    ...base,
    // No listings unless a test asks for some: generating them costs time most tests don't need.
    datasetSize: 0,
    // Fuzz suites send thousands of requests from one address; limits are tested on their own.
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false },
    ...overrides,
    // The market stands still and no alert runs unless a test drives them.
    feed: { eventsPerMinute: 0, seed: 1, ...overrides.feed },
    alerts: { ...base.alerts, intervalMs: 0, ...overrides.alerts },
    host: '127.0.0.1',
    port: 0,
    dataDir,
  }
  const app = await buildApp(config, { ...build, log: log ?? false })
  let baseUrl: string
  try {
    await beforeListen?.(app)
    baseUrl = await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    // The test never gets a handle to close, so nothing may stay open behind it.
    await app.close()
    throw error
  }
  return {
    app,
    baseUrl,
    db: app.db,
    customerDb: app.customerDb,
    customers: app.customers,
    dataDir,
    async close({ keepData = false } = {}) {
      await app.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `GET /listings?<query>` as a guest; anything but 200 fails with the answer's body. */
export async function searchListings(server: TestServer, query: string): Promise<ListingsResponse> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ListingsResponse
}
