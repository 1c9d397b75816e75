import type { ServerConfig } from '../src/config'
import { startTestServer, type TestServer } from './helpers'
import { poolIdentity } from './customer/customersOnServer'
import { startTestPool } from './customer/tokens'

interface CustomerIdentity {
  /** The server's identity settings: this JWKS, issuer and audience. */
  readonly identity: ServerConfig['identity']
  /** Headers carrying a fresh, valid ID token of a signed-in customer. */
  signedIn(): Promise<{ authorization: string }>
  close(): Promise<void>
}

/** The test pool's JWKS and a signed-in buyer's ID tokens, for route tests that need a customer. */
async function startCustomerIdentity(): Promise<CustomerIdentity> {
  const pool = await startTestPool()
  return {
    identity: poolIdentity(pool),
    signedIn: async () => ({
      authorization: `Bearer ${await pool.token({ sub: 'buyer-sub', email: 'b@example.ca' })}`,
    }),
    close: () => pool.close(),
  }
}

export type Who = 'guest' | 'customer'

/** A test server that trusts the test pool, asked as a guest or as the signed-in buyer. */
export interface ServerForGuestAndBuyer {
  readonly server: TestServer
  /** A GET of `path` (from the server's root) with no token, or with the buyer's ID token. */
  get(path: string, who: Who): Promise<Response>
  close(): Promise<void>
}

/** Starts the test pool, then a server over `config` that trusts its tokens. */
export async function startServerForGuestAndBuyer(
  config: Partial<ServerConfig>,
): Promise<ServerForGuestAndBuyer> {
  const idp = await startCustomerIdentity()
  const server = await startTestServer({ config: { ...config, identity: idp.identity } })
  return {
    server,
    get: async (path, who) =>
      fetch(`${server.baseUrl}${path}`, {
        headers: who === 'customer' ? await idp.signedIn() : {},
      }),
    close: async () => {
      await server.close()
      await idp.close()
    },
  }
}
