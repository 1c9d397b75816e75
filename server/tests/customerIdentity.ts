import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import type { ServerConfig } from '../src/config'

const ISSUER = 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_test'
const AUDIENCE = 'test-client'

export interface CustomerIdentity {
  /** The server's identity settings: this JWKS, issuer and audience. */
  readonly identity: ServerConfig['identity']
  /** Headers carrying a fresh, valid ID token of a signed-in customer. */
  signedIn(): Promise<{ authorization: string }>
  close(): Promise<void>
}

/** A JWKS on a loopback port and ID tokens it verifies: a signed-in customer for route tests. */
export async function startCustomerIdentity(): Promise<CustomerIdentity> {
  const pair = await generateKeyPair('RS256')
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' }
  const jwks: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const { port } = jwks.address() as AddressInfo
  return {
    identity: {
      jwksUrl: `http://127.0.0.1:${String(port)}/jwks.json`,
      issuer: ISSUER,
      audience: AUDIENCE,
    },
    async signedIn() {
      const token = await new SignJWT({ token_use: 'id', sub: 'buyer-sub', email: 'b@example.ca' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(pair.privateKey)
      return { authorization: `Bearer ${token}` }
    },
    close: () => new Promise<void>((resolve) => jwks.close(() => resolve())),
  }
}
