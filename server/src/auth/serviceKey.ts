import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The header a back-end caller (the alert job) sends to be read as a signed-in customer by the
 * realty routes. Never sent by the SPA: the key lives only in the services' environment.
 */
export const SERVICE_KEY_HEADER = 'x-service-key'

/** Shorter keys could be guessed; a start with one fails (see config.ts). */
export const MIN_SERVICE_KEY_LENGTH = 32

/** A key for one process's own use, when none is configured: nobody else can know it. */
export const processServiceKey = () => randomBytes(32).toString('base64url')

/** Where a development start keeps its key when none is configured (inside DATA_DIR). */
export const LOCAL_SERVICE_KEY_FILE = 'service-key'

/**
 * The key a development start uses when none is configured: kept in a file only this machine's
 * user can read, so the developer can present it to the admin routes (`$(cat <DATA_DIR>/service-key)`)
 * and no one else can. Made on the first start, then kept, so a command written once keeps working.
 */
export function localServiceKey(dataDir: string): string {
  const file = join(dataDir, LOCAL_SERVICE_KEY_FILE)
  try {
    const kept = readFileSync(file, 'utf8').trim()
    if (kept.length >= MIN_SERVICE_KEY_LENGTH) return kept
  } catch {
    // Not made yet: made below.
  }
  const key = processServiceKey()
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  return key
}

/**
 * The key this process sends and accepts: the configured one; unconfigured, its own, which only
 * its alert job presents, and which in development the machine's user can also read from
 * DATA_DIR to drive the admin routes.
 */
export function serviceKeyFor(
  configured: string | undefined,
  { production, dataDir }: { readonly production: boolean; readonly dataDir: string },
): string {
  return configured ?? (production ? processServiceKey() : localServiceKey(dataDir))
}

const digest = (value: string) => createHash('sha256').update(value).digest()

export interface ServiceKeyRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
}

/**
 * Whether a request carries the service key: compared in constant time, and refused whenever
 * no key is configured. A request with an `Origin` header comes from a browser page, and a
 * browser never holds the key, so the header is refused there too (a leaked key could not be
 * replayed from a page).
 */
export function createServiceKeyCheck(key: string | undefined) {
  const expected = key === undefined ? undefined : digest(key)
  return (request: ServiceKeyRequest): boolean => {
    const given = request.headers[SERVICE_KEY_HEADER]
    if (!expected || typeof given !== 'string' || given === '') return false
    if (request.headers.origin !== undefined) return false
    return timingSafeEqual(digest(given), expected)
  }
}
