import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { ServerConfig } from '../config'

export type TokenVerifier = (authorization: string | undefined) => Promise<JWTPayload | undefined>

/**
 * Checks a Cognito ID token from an `Authorization: Bearer …` header: RS256 signature against
 * the pool's published keys, issuer, audience (the app client), expiry, and that it is an ID
 * token. Anything wrong gives undefined; the caller decides whether that means guest or 401.
 */
export function createTokenVerifier({
  jwksUrl,
  issuer,
  audience,
}: ServerConfig['identity']): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    cooldownDuration: 30_000,
    timeoutDuration: 3000,
  })
  return async (authorization) => {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization ?? '')
    if (!match?.[1]) return undefined
    try {
      const { payload } = await jwtVerify(match[1], keys, {
        algorithms: ['RS256'],
        issuer,
        audience,
      })
      return payload.token_use === 'id' ? payload : undefined
    } catch {
      return undefined
    }
  }
}
