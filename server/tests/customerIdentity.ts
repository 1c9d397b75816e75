import type { ServerConfig } from '../src/config'
import { poolIdentity } from './customer/customersOnServer'
import { startTestPool } from './customer/tokens'

export interface CustomerIdentity {
  /** The server's identity settings: this JWKS, issuer and audience. */
  readonly identity: ServerConfig['identity']
  /** Headers carrying a fresh, valid ID token of a signed-in customer. */
  signedIn(): Promise<{ authorization: string }>
  close(): Promise<void>
}

/** The test pool's JWKS and a signed-in buyer's ID tokens, for route tests that need a customer. */
export async function startCustomerIdentity(): Promise<CustomerIdentity> {
  const pool = await startTestPool()
  return {
    identity: poolIdentity(pool),
    signedIn: async () => ({
      authorization: `Bearer ${await pool.token({ sub: 'buyer-sub', email: 'b@example.ca' })}`,
    }),
    close: () => pool.close(),
  }
}
