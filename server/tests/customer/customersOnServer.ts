import type { ServerConfig } from '../../src/config'
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
