import { createHmac, timingSafeEqual } from 'node:crypto'

/** What an unsubscribe link stops: one saved search, or every alert of the customer. */
export interface UnsubscribeClaim {
  readonly sub: string
  /** The saved search; null for the saved homes' alerts (the master switch). */
  readonly searchId: number | null
  /** Seconds since the epoch after which the link no longer works. */
  readonly expires: number
}

/** An e-mail's link works for 90 days: long after anyone reads it, short of forever. */
export const UNSUBSCRIBE_LIFETIME_S = 90 * 86_400

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url')

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const body = Buffer.from(JSON.stringify([claim.sub, claim.searchId, claim.expires])).toString(
    'base64url',
  )
  return `${body}.${sign(secret, body)}`
}

/** The claim of a token this service signed and that has not expired; undefined otherwise. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  nowMs: number,
): UnsubscribeClaim | undefined {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const [sub, searchId, expires] = JSON.parse(Buffer.from(body, 'base64url').toString()) as [
      unknown,
      unknown,
      unknown,
    ]
    if (typeof sub !== 'string' || typeof expires !== 'number') return undefined
    if (searchId !== null && !Number.isInteger(searchId)) return undefined
    if (expires * 1000 < nowMs) return undefined
    return { sub, searchId: searchId as number | null, expires }
  } catch {
    return undefined
  }
}
