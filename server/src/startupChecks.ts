import { createHash } from 'node:crypto'
import type { ServerConfig } from './config'

/** The user-pool emulator's port: its JWKS is never a production pool's. */
const EMULATOR_PORT = '9229'

/**
 * The emulator's published signing key (cognito-local's `CognitoLocal` key, whose private half
 * ships with the emulator, so anyone can sign tokens with it): its kid, and the SHA-256 of its
 * modulus, so the check needs neither the emulator package nor its key file at run time.
 */
export const EMULATOR_KEY = {
  kid: 'CognitoLocal',
  modulusSha256: 'ff494a41c6961841d78366da093e1c765d71a2ce3c5410ed757ebe4f0a4d999e',
} as const

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * What a production start must not run with, read from the configuration alone: the local
 * emulator's JWKS, or keys fetched over plain http from another machine (anyone on the path
 * could swap them). Answers one sentence per problem; none means the settings may start.
 */
export function productionConfigProblems(config: ServerConfig): string[] {
  if (!config.production) return []
  const problems: string[] = []
  let url: URL
  try {
    url = new URL(config.identity.jwksUrl)
  } catch {
    return [`JWT_JWKS_URL is not a URL: "${config.identity.jwksUrl}"`]
  }
  if (isLoopbackHost(url.hostname) && url.port === EMULATOR_PORT) {
    problems.push(
      `JWT_JWKS_URL points at the local user-pool emulator (${url.origin}); ` +
        'production must check tokens against the Cognito pool',
    )
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    problems.push(`JWT_JWKS_URL must use https on a host other than loopback, not ${url.origin}`)
  }
  return problems
}

interface Jwk {
  kid?: unknown
  n?: unknown
}

/** Whether a JWKS document carries the emulator's key, by its kid or its modulus. */
export function hasEmulatorKey(jwks: unknown): boolean {
  const keys = (jwks as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys)) return false
  return (keys as Jwk[]).some(
    (key) =>
      key.kid === EMULATOR_KEY.kid ||
      (typeof key.n === 'string' &&
        createHash('sha256').update(key.n).digest('hex') === EMULATOR_KEY.modulusSha256),
  )
}

/**
 * Refuses a production start: the configuration's problems, then the keys the JWKS serves. A
 * JWKS that cannot be read is refused too, since the start cannot show it is not the emulator's.
 */
export async function assertStartAllowed(
  config: ServerConfig,
  fetchJson: (url: string) => Promise<unknown> = async (url) =>
    (await fetch(url, { signal: AbortSignal.timeout(5000) })).json(),
): Promise<void> {
  if (!config.production) return
  const problems = productionConfigProblems(config)
  if (problems.length === 0) {
    let jwks: unknown
    try {
      jwks = await fetchJson(config.identity.jwksUrl)
    } catch (error) {
      problems.push(
        `the JWKS at ${config.identity.jwksUrl} could not be read to check it (${String(error)})`,
      )
    }
    if (jwks !== undefined && hasEmulatorKey(jwks)) {
      problems.push(
        `the JWKS at ${config.identity.jwksUrl} serves the emulator's public test key ` +
          `(kid ${EMULATOR_KEY.kid}), whose private half is published`,
      )
    }
  }
  if (problems.length > 0) {
    throw new Error(`refusing to start with NODE_ENV=production: ${problems.join('; ')}`)
  }
}
