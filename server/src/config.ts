import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DATASET_SIZE } from './data/dataset'
import { customerDatabase, type CustomerDatabaseConfig } from './db/databaseUrl'
import { MIN_SERVICE_KEY_LENGTH } from './auth/serviceKey'
import { readObservability, type ObservabilitySettings } from './observability/settings'
import { readRateLimits, type RateLimitSettings } from './rateLimitConfig'
import { releaseId } from './release'
import { trustProxy } from './trustProxy'
import { documentStoreConfig, type DocumentStoreConfig } from './customer/documentStoreConfig'
import { readCrmConfig, type CrmConfig } from './crm/crmConfig'
import { readDataKeySettings, type DataKeySettings } from './vault/dataKeys'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof logLevels)[number]

export interface ServerConfig {
  /** Where application documents' bytes are kept. */
  readonly documentStore: DocumentStoreConfig
  /** The keys that wrap applications' and documents' data keys (DATA_KEY_ENCRYPTION_KEY…). */
  readonly dataKeys: DataKeySettings
  readonly host: string
  readonly port: number
  /** Where the SQLite files live: outside the source tree and ignored by git. */
  readonly dataDir: string
  /** Where the customers' data lives (DATABASE_URL): the SQLite file in dataDir, or PostgreSQL. */
  readonly customerDatabase: CustomerDatabaseConfig
  /** The SPA origins allowed to call; every other origin is refused by CORS. */
  readonly corsOrigins: readonly string[]
  readonly logLevel: LogLevel
  /** The build's release (its commit; release.ts), reported by /health and the OpenAPI document. */
  readonly version: string
  /** Listings generated on first start, when the database has none (DATASET_SIZE). */
  readonly datasetSize: number
  /** Where ID tokens are checked: the user pool's keys, issuer and app client (JWT_*). */
  readonly identity: {
    readonly jwksUrl: string
    readonly issuer: string
    readonly audience: string
    /**
     * How long after its `iat` an ID token is accepted, whatever its `exp` says
     * (JWT_MAX_AGE_SECONDS; the pool's ID-token lifetime, 3600 unless changed there).
     */
    readonly maxAgeSeconds?: number
  }
  /** NODE_ENV=production: the start refuses development settings (see startupChecks.ts). */
  readonly production: boolean
  /** Whether /docs (the OpenAPI explorer and document) is served (DOCS; off in production). */
  readonly docs: boolean
  /**
   * Fastify's trustProxy (TRUST_PROXY): false (default: the client is the socket's address),
   * a hop count, or the proxies' addresses (`true` is read but refused at start). Rate limits
   * count per client address, so behind a proxy this must name it, or every visitor shares the
   * proxy's allowance.
   */
  readonly trustProxy: boolean | number | string
  /** Per-client request limits per route group (RATE_LIMIT_*); see rateLimits.ts. */
  readonly rateLimits: RateLimitSettings
  /** Where the realty routes read listings: the generated dataset or the listing provider. */
  readonly listings: ListingsSourceConfig
  /** The embedded market's feed: events a minute on the clock (0 off) and its seed. */
  readonly feed: { readonly eventsPerMinute: number; readonly seed: number }
  readonly alerts: AlertConfig
  /** ROSTER_FILE: the brokerage's roster of realtors; unset, the one shipped in server/src/leads. */
  readonly rosterFile?: string | undefined
  /**
   * REALTY_SERVICE_KEY: what the alert job sends, and the realty routes accept, in the
   * `x-service-key` header to read listings as a signed-in customer does. Unset: each process
   * makes a random key for its own alert job, so no one else can present one.
   */
  readonly realtyServiceKey: string | undefined
  /**
   * REQUEST_TIMEOUT_MS: how long a client may take to send a whole request, body included, or
   * keep a connection silent (twice that), before it is answered 408 and closed (timeouts.ts).
   */
  readonly requestTimeoutMs: number
  /** The private metrics port and the error reports' destination (METRICS_*, SENTRY_DSN). */
  readonly observability: ObservabilitySettings
  /** Where leads and customers' activity are sent as CRM events (CRM_*; crm/crmConfig.ts). */
  readonly crm: CrmConfig
}

export interface AlertConfig {
  /** How often the alert job runs (ALERT_INTERVAL_MS); 0 leaves it off. */
  readonly intervalMs: number
  /**
   * The least time between two runs a feed event starts (ALERT_WAKE_GAP_MS); 0: events wake
   * nothing and instant alerts wait for the interval.
   */
  readonly wakeGapMs: number
  /** The realty service the job asks (REALTY_API_URL); unset: this process's own listings. */
  readonly realtyApiUrl: string | undefined
  readonly smtpUrl: string
  readonly mailFrom: string
  /** Where the e-mails' links lead: the SPA (SITE_URL, with its base path). */
  readonly siteUrl: string
  /** The image CDN the e-mails' photos come from (IMAGE_CDN_URL). */
  readonly imageCdnUrl: string
  /** This service as callers reach it: unsubscribe and upload links (PUBLIC_API_URL). */
  readonly publicApiUrl: string
  /** Signs unsubscribe links (ALERT_TOKEN_SECRET); unset: a secret kept in the database. */
  readonly tokenSecret: string | undefined
}

export const LISTINGS_SOURCES = ['sqlite', 'provider'] as const
export type ListingsSourceKind = (typeof LISTINGS_SOURCES)[number]

export interface ListingsSourceConfig {
  /** LISTINGS_SOURCE: `sqlite` (the embedded default) or `provider`. */
  readonly source: ListingsSourceKind
  /** PROVIDER_API_URL: the provider's base URL; locally the fake provider on 8788. */
  readonly providerUrl: string
  /** PROVIDER_API_KEY: sent only from this service, in the provider's key header. */
  readonly providerKey: string
  /** PROVIDER_TIMEOUT_MS: how long one provider call may take before the route answers 504. */
  readonly providerTimeoutMs: number
  /** SEARCH_WORKERS: threads that answer heavy searches (statistics, aggregates, text); 0: none. */
  readonly searchWorkers?: number
  /** SEARCH_BUDGET_MS: how long a heavy search may wait and run before it is answered 503. */
  readonly searchBudgetMs?: number
  /** ALLOW_SYNTHETIC_LISTINGS: a production start may serve the generated dataset (a demo). */
  readonly allowSynthetic?: boolean
}

/** The local user-pool emulator's pool, the development default for token checks. */
export const LOCAL_POOL = 'http://127.0.0.1:9229/local_homewise'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

function port(value: string | undefined): number {
  const parsed = Number(value ?? 8787)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not "${String(value)}"`)
  }
  return parsed
}

function datasetSize(value: string | undefined): number {
  const parsed = Number(value ?? DEFAULT_DATASET_SIZE)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 5_000_000) {
    throw new Error(`DATASET_SIZE must be an integer from 0 to 5000000, not "${String(value)}"`)
  }
  return parsed
}

function wholeNumber(name: string, value: string | undefined, fallback: number, max: number) {
  const parsed = Number(value ?? fallback)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new Error(`${name} must be an integer from 0 to ${String(max)}, not "${String(value)}"`)
  }
  return parsed
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value)
}

// A typo here would silently hide the logs someone asked for, so it fails at start instead.
function logLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info'
  if (!isLogLevel(value)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`)
  return value
}

function origins(value: string | undefined): string[] {
  return (value ?? 'http://localhost:5173,http://127.0.0.1:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}

function integerIn(name: string, value: string | undefined, fallback: number, max: number): number {
  const parsed = Number(value ?? fallback)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be an integer from 1 to ${String(max)}, not "${String(value)}"`)
  }
  return parsed
}

function listingsSource(value: string | undefined): ListingsSourceKind {
  if (value === undefined) return 'sqlite'
  const source = LISTINGS_SOURCES.find((kind) => kind === value)
  if (!source) throw new Error(`LISTINGS_SOURCE must be one of ${LISTINGS_SOURCES.join(', ')}`)
  return source
}

function providerTimeout(value: string | undefined): number {
  const parsed = Number(value ?? 5000)
  if (!Number.isInteger(parsed) || parsed < 100 || parsed > 60_000) {
    throw new Error(
      `PROVIDER_TIMEOUT_MS must be an integer from 100 to 60000, not "${String(value)}"`,
    )
  }
  return parsed
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (['on', 'true', '1'].includes(value)) return true
  if (['off', 'false', '0'].includes(value)) return false
  throw new Error(`${name} must be on or off, not "${value}"`)
}

/**
 * The provider source cannot work without a key: a missing one is refused at start
 * (startupChecks.ts) rather than on every search; the key itself never appears in a message.
 */
function listingsConfig(read: (name: string) => string | undefined): ListingsSourceConfig {
  const source = listingsSource(read('LISTINGS_SOURCE'))
  const providerKey = read('PROVIDER_API_KEY') ?? ''
  const providerUrl = (read('PROVIDER_API_URL') ?? 'http://127.0.0.1:8788').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]/.test(providerUrl)) {
    throw new Error(`PROVIDER_API_URL must be an http(s) URL, not "${providerUrl}"`)
  }
  return {
    source,
    providerUrl,
    providerKey,
    providerTimeoutMs: providerTimeout(read('PROVIDER_TIMEOUT_MS')),
    searchWorkers: wholeNumber('SEARCH_WORKERS', read('SEARCH_WORKERS'), 2, 16),
    searchBudgetMs: integerIn('SEARCH_BUDGET_MS', read('SEARCH_BUDGET_MS'), 5000, 60_000),
    allowSynthetic: onOff('ALLOW_SYNTHETIC_LISTINGS', read('ALLOW_SYNTHETIC_LISTINGS'), false),
  }
}

function serviceKey(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < MIN_SERVICE_KEY_LENGTH) {
    // The key itself never appears in the message.
    throw new Error(
      `REALTY_SERVICE_KEY must be at least ${String(MIN_SERVICE_KEY_LENGTH)} characters`,
    )
  }
  return value
}

/** Reads the environment once, at start; every default is the local development setup. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // `PORT=` in an env file means "not set", as it does for most tools.
  const read = (name: string) => (env[name] === '' ? undefined : env[name])
  const production = read('NODE_ENV') === 'production'
  return {
    host: read('HOST') ?? '127.0.0.1',
    port: port(read('PORT')),
    dataDir: read('DATA_DIR') ?? join(repoRoot, 'server', 'data'),
    customerDatabase: customerDatabase(read('DATABASE_URL')),
    corsOrigins: origins(read('CORS_ORIGINS')),
    logLevel: logLevel(read('LOG_LEVEL')),
    version: releaseId(),
    datasetSize: datasetSize(read('DATASET_SIZE')),
    identity: {
      // The local user pool emulator's; production points at the Cognito pool's.
      jwksUrl: read('JWT_JWKS_URL') ?? `${LOCAL_POOL}/.well-known/jwks.json`,
      issuer: read('JWT_ISSUER') ?? LOCAL_POOL,
      audience: read('JWT_AUDIENCE') ?? 'homewise-local-client',
      maxAgeSeconds: integerIn('JWT_MAX_AGE_SECONDS', read('JWT_MAX_AGE_SECONDS'), 3600, 86_400),
    },
    production,
    docs: onOff('DOCS', read('DOCS'), !production),
    trustProxy: trustProxy(read('TRUST_PROXY')),
    rateLimits: readRateLimits(read),
    listings: listingsConfig(read),
    feed: {
      // A few events a minute: the local market visibly moves without drowning anyone's alerts.
      eventsPerMinute: wholeNumber(
        'FEED_EVENTS_PER_MINUTE',
        read('FEED_EVENTS_PER_MINUTE'),
        3,
        600,
      ),
      seed: wholeNumber('FEED_SEED', read('FEED_SEED'), 20_261_124, 2 ** 32 - 1),
    },
    alerts: {
      // Instant alerts promise "within 5 minutes": a run a minute keeps well inside it.
      intervalMs: wholeNumber('ALERT_INTERVAL_MS', read('ALERT_INTERVAL_MS'), 60_000, 86_400_000),
      // A feed event wakes the job at most every 15 s: instant alerts in seconds, one realty
      // call per 15 s at most however fast the feed moves.
      wakeGapMs: wholeNumber('ALERT_WAKE_GAP_MS', read('ALERT_WAKE_GAP_MS'), 15_000, 3_600_000),
      realtyApiUrl: read('REALTY_API_URL') && withoutSlash(read('REALTY_API_URL') ?? ''),
      smtpUrl: read('SMTP_URL') ?? 'smtp://127.0.0.1:1025',
      mailFrom: read('MAIL_FROM') ?? 'Homewise Realty <alerts@homewise.ca>',
      siteUrl: withoutSlash(read('SITE_URL') ?? 'http://127.0.0.1:5173/real-estate'),
      imageCdnUrl: withoutSlash(read('IMAGE_CDN_URL') ?? 'http://127.0.0.1:8787/cdn'),
      publicApiUrl: withoutSlash(read('PUBLIC_API_URL') ?? 'http://127.0.0.1:8787'),
      tokenSecret: read('ALERT_TOKEN_SECRET'),
    },
    rosterFile: read('ROSTER_FILE'),
    realtyServiceKey: serviceKey(read('REALTY_SERVICE_KEY')),
    documentStore: documentStoreConfig(read, production),
    dataKeys: readDataKeySettings(read),
    // A 10 MB document over a slow uplink (3 Mbit/s) arrives in about 30 s.
    requestTimeoutMs: integerIn('REQUEST_TIMEOUT_MS', read('REQUEST_TIMEOUT_MS'), 60_000, 600_000),
    observability: readObservability(read, port(read('PORT'))),
    crm: readCrmConfig(read),
  }
}
