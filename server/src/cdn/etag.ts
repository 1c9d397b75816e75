import { createHash } from 'node:crypto'

/** A strong validator for a body: its SHA-256, quoted as RFC 9110 asks. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * Whether If-None-Match names this ETag. GET compares weakly (RFC 9110, 13.1.2), so `W/"x"`
 * matches `"x"`; `*` matches anything that exists.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
