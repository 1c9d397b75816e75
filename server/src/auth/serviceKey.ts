import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The header a back-end caller (the alert job) sends to be read as a signed-in customer by the
 * realty routes. Never sent by the SPA: the key lives only in the services' environment.
 */
export const SERVICE_KEY_HEADER = 'x-service-key'

/** Shorter keys could be guessed; a start with one fails (see config.ts). */
export const MIN_SERVICE_KEY_LENGTH = 32

/** A key for one process's own use, when none is configured: nobody else can know it. */
export const processServiceKey = () => randomBytes(32).toString('base64url')

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
