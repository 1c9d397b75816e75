import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { ServerConfig } from '../config'

export type TokenVerifier = (authorization: string | undefined) => Promise<JWTPayload | undefined>

/** A Cognito ID token lives an hour unless the pool says otherwise. */
export const DEFAULT_TOKEN_MAX_AGE_SECONDS = 3600

/**
 * Checks a Cognito ID token from an `Authorization: Bearer …` header: RS256 signature against
 * the pool's published keys, issuer, audience (the app client), that it is an ID token, and that
 * it carries `exp`, `iat` and `sub`. It is refused past its `exp`, and also once `iat` is older
 * than the lifetime, so a token minted without a sensible `exp` still dies on time. Anything
 * wrong gives undefined; the caller decides whether that means guest or 401.
 */
export function createTokenVerifier({
  jwksUrl,
  issuer,
  audience,
  maxAgeSeconds = DEFAULT_TOKEN_MAX_AGE_SECONDS,
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
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: maxAgeSeconds,
      })
      return payload.token_use === 'id' ? payload : undefined
    } catch {
      return undefined
    }
  }
}
