import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DATASET_SIZE } from './data/dataset'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof logLevels)[number]

export interface ServerConfig {
  readonly host: string
  readonly port: number
  /** Where the SQLite files live: outside the source tree and ignored by git. */
  readonly dataDir: string
  /** The SPA origins allowed to call; every other origin is refused by CORS. */
  readonly corsOrigins: readonly string[]
  readonly logLevel: LogLevel
  /** package.json's version, reported by /health and the OpenAPI document. */
  readonly version: string
  /** Listings generated on first start, when the database has none (DATASET_SIZE). */
  readonly datasetSize: number
  /** Where ID tokens are checked: the user pool's keys, issuer and app client (JWT_*). */
  readonly identity: {
    readonly jwksUrl: string
    readonly issuer: string
    readonly audience: string
  }
  /** Where the realty routes read listings: the generated dataset or the listing provider. */
  readonly listings: ListingsSourceConfig
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
}

const LOCAL_POOL = 'http://127.0.0.1:9229/local_homewise'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string
  }
  return pkg.version
}

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

/**
 * The provider source cannot work without a key, so a missing one fails at start rather than
 * on every search; the key itself never appears in a message.
 */
function listingsConfig(read: (name: string) => string | undefined): ListingsSourceConfig {
  const source = listingsSource(read('LISTINGS_SOURCE'))
  const providerKey = read('PROVIDER_API_KEY') ?? ''
  if (source === 'provider' && providerKey === '') {
    throw new Error('LISTINGS_SOURCE=provider needs PROVIDER_API_KEY')
  }
  const providerUrl = (read('PROVIDER_API_URL') ?? 'http://127.0.0.1:8788').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]/.test(providerUrl)) {
    throw new Error(`PROVIDER_API_URL must be an http(s) URL, not "${providerUrl}"`)
  }
  return {
    source,
    providerUrl,
    providerKey,
    providerTimeoutMs: providerTimeout(read('PROVIDER_TIMEOUT_MS')),
  }
}

/** Reads the environment once, at start; every default is the local development setup. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // `PORT=` in an env file means "not set", as it does for most tools.
  const read = (name: string) => (env[name] === '' ? undefined : env[name])
  return {
    host: read('HOST') ?? '127.0.0.1',
    port: port(read('PORT')),
    dataDir: read('DATA_DIR') ?? join(repoRoot, 'server', 'data'),
    corsOrigins: origins(read('CORS_ORIGINS')),
    logLevel: logLevel(read('LOG_LEVEL')),
    version: packageVersion(),
    datasetSize: datasetSize(read('DATASET_SIZE')),
    identity: {
      // The local user pool emulator's; production points at the Cognito pool's.
      jwksUrl: read('JWT_JWKS_URL') ?? `${LOCAL_POOL}/.well-known/jwks.json`,
      issuer: read('JWT_ISSUER') ?? LOCAL_POOL,
      audience: read('JWT_AUDIENCE') ?? 'homewise-local-client',
    },
    listings: listingsConfig(read),
  }
}
