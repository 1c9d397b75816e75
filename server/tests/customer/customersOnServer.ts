import { afterAll, beforeAll } from 'vitest'
import type { ServerConfig } from '../../src/config'
import { callService } from '../call'
import { startTestServer, type TestServer } from '../helpers'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from './tokens'

/** A test pool, a test server that trusts its tokens, and the two test customers' ID tokens. */
export interface CustomersOnServer {
  readonly pool: TestPool
  readonly server: TestServer
  readonly amira: string
  readonly ben: string
}

/** The identity settings under which a server trusts a pool's tokens. */
export function poolIdentity(pool: TestPool): ServerConfig['identity'] {
  return { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE }
}

/** The server settings that make it trust a pool's tokens, with a file's own settings on top. */
export function trustingPool(
  pool: TestPool,
  settings: Partial<ServerConfig> = {},
): Partial<ServerConfig> {
  return { identity: poolIdentity(pool), ...settings }
}

/**
 * Starts a pool, then a server that trusts it (with `settings` on top: they may read the pool),
 * and signs Amira and Ben in.
 */
export async function startCustomersOnServer(
  settings: (pool: TestPool) => Partial<ServerConfig> = () => ({}),
): Promise<CustomersOnServer> {
  const pool = await startTestPool()
  const server = await startTestServer({ config: trustingPool(pool, settings(pool)) })
  return {
    pool,
    server,
    amira: await pool.token(customerClaims('amira')),
    ben: await pool.token(customerClaims('ben')),
  }
}

/** Closes the server (deleting its data) and then the pool. */
export async function stopCustomersOnServer({
  server,
  pool,
}: Pick<CustomersOnServer, 'server' | 'pool'>): Promise<void> {
  await server.close()
  await pool.close()
}

/** Closes the server keeping its data and starts it again on it, trusting the same pool. */
export async function restartKeepingData(
  server: TestServer,
  pool: TestPool,
  settings: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const { dataDir } = server
  await server.close({ keepData: true })
  return startTestServer({ config: trustingPool(pool, { ...settings, dataDir }) })
}

/**
 * Amira and Ben on a server for the file's tests: started before them, stopped after. Its fields
 * are read inside tests; `restart` reopens the server on its data (a process restart).
 */
export class CustomersForFile<Started extends CustomersOnServer> {
  #current: Started | undefined

  constructor(
    start: () => Promise<Started>,
    stop: (started: Started) => Promise<void>,
    private readonly reopen: (started: Started) => Promise<TestServer>,
  ) {
    beforeAll(async () => {
      this.#current = await start()
    })
    afterAll(async () => {
      if (this.#current) await stop(this.#current)
    })
  }

  get started(): Started {
    if (!this.#current) throw new Error('the server starts before the tests')
    return this.#current
  }

  get pool() {
    return this.started.pool
  }

  get server() {
    return this.started.server
  }

  get amira() {
    return this.started.amira
  }

  get ben() {
    return this.started.ben
  }

  async restart(): Promise<void> {
    const before = this.started
    this.#current = { ...before, server: await this.reopen(before) }
  }
}

export const customersOnServerForFile = () =>
  new CustomersForFile(startCustomersOnServer, stopCustomersOnServer, ({ server, pool }) =>
    restartKeepingData(server, pool),
  )

/** A call to the file's server, as a customer (or none): its status and parsed body. */
export type CustomerCall = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: unknown }>

/**
 * Calls to the file's server as a customer (or none): JSON bodies, or raw bytes for a Buffer. The
 * answer is its status and parsed body only, so it compares whole with toEqual.
 */
export function customerCalls(customers: CustomersForFile<CustomersOnServer>): CustomerCall {
  return async (method, path, token, body, headers) => {
    const answer = await callService(customers.server.baseUrl, method, path, token, body, headers)
    return { status: answer.status, body: answer.body }
  }
}
