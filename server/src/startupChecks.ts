import { createHash } from 'node:crypto'
import { LOCAL_POOL, type ServerConfig } from './config'
import { trustProxyProblem } from './trustProxy'
import { crmProductionProblems } from './crm/crmConfig'

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

/** The emulator's user pool id, the last part of its issuer URL. */
const EMULATOR_POOL_ID = new URL(LOCAL_POOL).pathname.split('/').pop() ?? ''

/** The emulator's app client, the development default audience. */
const EMULATOR_CLIENT_ID = 'homewise-local-client'

/** A URL's host, or undefined when the text is not a URL; never the whole URL (it may hold a password). */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

/**
 * A setting that names where something is reached, refused when it is this machine: in
 * production a link or a server on loopback reaches nobody (a recipient's own computer) or the
 * local development tool that stands in for the real one.
 */
function loopbackProblem(name: string, url: string, what: string): string | undefined {
  const host = hostOf(url)
  if (host === undefined) return `${name} is not a URL`
  if (!isLoopbackHost(host)) return undefined
  return `${name} is on loopback (${host}): ${what}`
}

/** Where ID tokens are checked: the local emulator's keys, pool or app client, or keys over plain http. */
function identityProblems({ identity }: ServerConfig): string[] {
  const problems: string[] = []
  const jwks = hostOf(identity.jwksUrl) === undefined ? undefined : new URL(identity.jwksUrl)
  if (jwks === undefined) {
    problems.push(`JWT_JWKS_URL is not a URL: "${identity.jwksUrl}"`)
  } else {
    if (isLoopbackHost(jwks.hostname) && jwks.port === EMULATOR_PORT) {
      problems.push(
        `JWT_JWKS_URL points at the local user-pool emulator (${jwks.origin}); ` +
          'production must check tokens against the Cognito pool',
      )
    }
    if (jwks.protocol === 'http:' && !isLoopbackHost(jwks.hostname)) {
      problems.push(`JWT_JWKS_URL must use https on a host other than loopback, not ${jwks.origin}`)
    }
  }
  const issuerHost = hostOf(identity.issuer)
  if (
    issuerHost === undefined ||
    isLoopbackHost(issuerHost) ||
    identity.issuer.replace(/\/+$/, '').endsWith(`/${EMULATOR_POOL_ID}`)
  ) {
    problems.push(
      `JWT_ISSUER is the local user-pool emulator's (${identity.issuer}); ` +
        "production must name the Cognito pool's issuer",
    )
  }
  if (identity.audience === EMULATOR_CLIENT_ID) {
    problems.push(
      `JWT_AUDIENCE is the emulator's app client (${EMULATOR_CLIENT_ID}); ` +
        "production must name the pool's app client id",
    )
  }
  return problems
}

/** Where customers and their e-mails are sent: each must be a real address, not this machine. */
function addressProblems({ alerts, corsOrigins }: ServerConfig): (string | undefined)[] {
  const loopbackOrigins = corsOrigins.filter((origin) => {
    const host = hostOf(origin)
    return host === undefined || isLoopbackHost(host)
  })
  return [
    loopbackProblem('SITE_URL', alerts.siteUrl, "the e-mails' links would lead nowhere"),
    loopbackProblem(
      'PUBLIC_API_URL',
      alerts.publicApiUrl,
      'unsubscribe and upload links would lead nowhere',
    ),
    loopbackProblem('IMAGE_CDN_URL', alerts.imageCdnUrl, "the e-mails' photos would not load"),
    loopbackProblem('SMTP_URL', alerts.smtpUrl, 'the local mail catcher, which delivers nothing'),
    loopbackOrigins.length > 0
      ? `CORS_ORIGINS allows development origins (${loopbackOrigins.join(', ')}); ` +
        "name the site's own origins"
      : undefined,
  ]
}

/** The generated market: synthetic listings only when asked for, and never a moving fake feed. */
function marketProblems({ listings, feed }: ServerConfig): (string | undefined)[] {
  return [
    listings.source === 'sqlite' && listings.allowSynthetic !== true
      ? 'LISTINGS_SOURCE=sqlite serves generated, synthetic listings; ' +
        'use LISTINGS_SOURCE=provider, or set ALLOW_SYNTHETIC_LISTINGS=true for a demonstration'
      : undefined,
    listings.source === 'provider'
      ? loopbackProblem('PROVIDER_API_URL', listings.providerUrl, 'the local fake provider')
      : undefined,
    feed.eventsPerMinute > 0
      ? `FEED_EVENTS_PER_MINUTE=${String(feed.eventsPerMinute)} moves the market with ` +
        'synthetic events; set it to 0'
      : undefined,
  ]
}

/** Secrets a development start makes up for itself, which instances would not share. */
function secretProblems(config: ServerConfig): (string | undefined)[] {
  return [
    config.realtyServiceKey === undefined
      ? 'REALTY_SERVICE_KEY is unset: each instance would make its own'
      : undefined,
    config.alerts.tokenSecret === undefined
      ? 'ALERT_TOKEN_SECRET is unset: unsubscribe links would be signed with a secret kept in ' +
        'the database'
      : undefined,
    config.dataKeys.current === undefined
      ? 'DATA_KEY_ENCRYPTION_KEY is unset: applications and documents would be sealed under a ' +
        "key file in this instance's data folder"
      : undefined,
  ]
}

/**
 * Settings no start may run with, in any environment: the provider source without its key, and
 * TRUST_PROXY=true. Answers one sentence per problem.
 */
export function configProblems(config: ServerConfig): string[] {
  return [
    trustProxyProblem(config.trustProxy),
    config.listings.source === 'provider' && config.listings.providerKey === ''
      ? 'LISTINGS_SOURCE=provider needs PROVIDER_API_KEY'
      : undefined,
  ].filter((problem) => problem !== undefined)
}

/**
 * What a production start must not run with, read from the configuration alone: every
 * development default (the local emulator's identity, addresses on this machine, the generated
 * market, secrets each process makes up) besides what no start may run with. Answers one
 * sentence per problem; none means the settings may start.
 */
export function productionConfigProblems(config: ServerConfig): string[] {
  if (!config.production) return []
  return [
    ...configProblems(config),
    ...identityProblems(config),
    ...addressProblems(config),
    ...marketProblems(config),
    ...secretProblems(config),
    ...crmProductionProblems(config.crm),
  ].filter((problem) => problem !== undefined)
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

/** Whether the JWKS URL itself passed, so its keys are worth fetching to check. */
const jwksUrlPassed = (problems: readonly string[]) =>
  !problems.some((problem) => problem.startsWith('JWT_JWKS_URL'))

/**
 * Refuses a start on any of its settings' problems, all named in one message: in production the
 * configuration's, then the keys the JWKS serves. A JWKS that cannot be read is refused too,
 * since the start cannot show it is not the emulator's.
 */
export async function assertStartAllowed(
  config: ServerConfig,
  fetchJson: (url: string) => Promise<unknown> = async (url) =>
    (await fetch(url, { signal: AbortSignal.timeout(5000) })).json(),
): Promise<void> {
  if (!config.production) {
    const problems = configProblems(config)
    if (problems.length > 0) throw new Error(problems.join('; '))
    return
  }
  const problems = productionConfigProblems(config)
  if (jwksUrlPassed(problems)) {
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
    throw new Error(
      `refusing to start with NODE_ENV=production, ${String(problems.length)} ` +
        `setting${problems.length === 1 ? '' : 's'} to change:\n- ${problems.join('\n- ')}`,
    )
  }
}
