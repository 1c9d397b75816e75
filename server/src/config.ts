import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface ServerConfig {
  readonly host: string
  readonly port: number
  /** Where the SQLite files live: outside the source tree and ignored by git. */
  readonly dataDir: string
  /** The SPA origins allowed to call; every other origin is refused by CORS. */
  readonly corsOrigins: readonly string[]
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  readonly version: string
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version: string }
  return pkg.version
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 8787)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not ${String(value)}`)
  }
  return parsed
}

const logLevels = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

function logLevel(value: string | undefined): ServerConfig['logLevel'] {
  return value && logLevels.has(value) ? (value as ServerConfig['logLevel']) : 'info'
}

/** Reads the environment once; every default is the local development setup. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: port(env.PORT),
    dataDir: env.DATA_DIR ?? `${repoRoot}server/data`,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: logLevel(env.LOG_LEVEL),
    version: packageVersion(),
  }
}
