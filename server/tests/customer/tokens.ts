import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'

export const ISSUER = 'http://127.0.0.1:9229/local_test'
export const AUDIENCE = 'test-client'

export interface TokenOptions {
  readonly key?: CryptoKey
  readonly audience?: string
  readonly issuer?: string
  /** A duration ("5m") or an absolute time in epoch seconds; null leaves `exp` out. */
  readonly expires?: string | number | null
  /** `iat` in epoch seconds (now unless given); null leaves it out. */
  readonly issuedAt?: number | null
}

/** A pool stand-in: an RS256 key pair whose public half is served as a JWKS over HTTP. */
export interface TestPool {
  readonly jwksUrl: string
  readonly strangerKey: CryptoKey
  token(claims?: Record<string, unknown>, options?: TokenOptions): Promise<string>
  close(): Promise<void>
}

export async function startTestPool(): Promise<TestPool> {
  const pair = await generateKeyPair('RS256')
  const strangerKey = (await generateKeyPair('RS256')).privateKey
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' }
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    jwksUrl: `http://127.0.0.1:${String(port)}/jwks.json`,
    strangerKey,
    token: (
      claims = {},
      {
        key = pair.privateKey,
        audience = AUDIENCE,
        issuer = ISSUER,
        expires = '5m',
        issuedAt,
      }: TokenOptions = {},
    ) => {
      const jwt = new SignJWT({ token_use: 'id', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(audience)
      if (issuedAt !== null) jwt.setIssuedAt(issuedAt)
      if (expires !== null) jwt.setExpirationTime(expires)
      return jwt.sign(key)
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A token for one of the test customers. */
export function customerClaims(name: 'amira' | 'ben') {
  return name === 'amira'
    ? {
        sub: '11111111-1111-4111-8111-111111111111',
        email: 'amira@example.ca',
        given_name: 'Amira',
        family_name: 'Haddad',
      }
    : {
        sub: '22222222-2222-4222-8222-222222222222',
        email: 'ben@example.ca',
        given_name: 'Ben',
        family_name: 'Okafor',
      }
}
