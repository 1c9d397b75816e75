import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { ListingsResponse } from '../../contract/realty'
import { buildApp, type App, type BuildOptions } from '../src/app'
import { loadConfig, type ServerConfig } from '../src/config'
import type { Db } from '../src/db/database'
import type { CustomerDb, CustomerEngine } from '../src/db/customerDb'
import { migrateDatabases } from '../src/db/migrateDatabases'
import { DEFAULT_RATE_LIMITS } from '../src/rateLimitConfig'
import { createPostgresDatabase, type PostgresDatabase } from './support/postgresDatabases'

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
  /**
   * Where the customers' data lives: the SQLite file in the data folder (default), or a fresh
   * database of its own on the run's PostgreSQL server, dropped on close.
   */
  readonly customerEngine?: CustomerEngine
}

export interface TestServer {
  readonly app: App
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string
  /** The server's listings connection, to seed listings or read them. */
  readonly db: Db
  /**
   * The server's customer connection, to seed customer rows or read what a request stored. Only
   * on SQLite: on PostgreSQL reading it throws (use `customers`).
   */
  readonly customerDb: Db
  /** The same through the typed query layer, as the stores read it. */
  readonly customers: CustomerDb
  readonly dataDir: string
  /** Where the customers' data is: pass it back in `config` with `dataDir` to reopen it. */
  readonly customerDatabase: ServerConfig['customerDatabase']
  /**
   * Stops the server and deletes its data folder (and its PostgreSQL database), unless `keepData`
   * is set (to reopen them).
   */
  close(options?: { keepData?: boolean }): Promise<void>
}

/**
 * The real app on a free loopback port, over SQLite files in a fresh temporary folder; with
 * `customerEngine: 'postgres'`, the customers' data in a fresh database on the run's PostgreSQL.
 */
export async function startTestServer({
  config: overrides = {},
  beforeListen,
  log,
  build,
  customerEngine = 'sqlite',
}: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'homewise-test-'))
  const postgres = customerEngine === 'postgres' ? await createPostgresDatabase() : undefined
  try {
    return await startOn(dataDir, postgres, { config: overrides, beforeListen, log, build })
  } catch (error) {
    await postgres?.drop()
    throw error
  }
}

async function startOn(
  dataDir: string,
  postgres: PostgresDatabase | undefined,
  { config: overrides = {}, beforeListen, log, build }: TestServerOptions,
): Promise<TestServer> {
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
    ...(postgres && { customerDatabase: { engine: 'postgres', url: postgres.url } }),
  }
  // A production start only checks the schema: the deploy's migrate step comes first.
  if (config.production) await migrateDatabases(config)
  // No test reaches a real identity pool: a deletion's user is deleted from a stand-in.
  const app = await buildApp(config, {
    identityPool: { deleteUser: () => Promise.resolve('deleted') },
    ...build,
    log: log ?? false,
  })
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
    // Read when asked: on PostgreSQL there is none, and only a test that reaches for it fails.
    get customerDb() {
      return app.customerDb
    },
    customers: app.customers,
    dataDir,
    customerDatabase: config.customerDatabase,
    async close({ keepData = false } = {}) {
      await app.close()
      if (keepData) return
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    },
  }
}

/** `GET /listings?<query>` as a guest; anything but 200 fails with the answer's body. */
export async function searchListings(server: TestServer, query: string): Promise<ListingsResponse> {
  const response = await fetch(`${server.baseUrl}/listings?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ListingsResponse
}
