import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AlertFrequency } from '../../../contract/customer'

/** What an unsubscribe link stops: one saved search, or every alert of the customer. */
export interface UnsubscribeClaim {
  readonly sub: string
  /** The saved search; null for the saved homes' alerts (the master switch). */
  readonly searchId: number | null
  /** Seconds since the epoch after which the link no longer works. */
  readonly expires: number
}

/** What the unsubscribed page's 'Resubscribe' button puts back: the frequency before, or 'on'. */
export type RestoredSetting = Exclude<AlertFrequency, 'off'> | 'on'

export interface ResubscribeClaim extends UnsubscribeClaim {
  readonly restore: RestoredSetting
  /** The setting's change count the unsubscribe left: the undo works only while it holds. */
  readonly version: number
}

/** An e-mail's link works for 90 days: long after anyone reads it, short of forever. */
export const UNSUBSCRIBE_LIFETIME_S = 90 * 86_400

/** The unsubscribed page's undo works for a day: it is for a change of mind, not for later. */
export const RESUBSCRIBE_LIFETIME_S = 86_400

const RESTORABLE: readonly string[] = ['instant', 'daily', 'weekly', 'on']

/**
 * Each kind of token signs its purpose with its body, so one kind can never be read as the other.
 * The unsubscribe link's purpose is empty, which keeps every link already mailed valid.
 */
const sign = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(purpose).update(body).digest('base64url')

const RESUBSCRIBE_PURPOSE = 'resubscribe\n'

function seal(secret: string, purpose: string, fields: readonly unknown[]): string {
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url')
  return `${body}.${sign(secret, purpose, body)}`
}

/** The fields of a token this service signed for that purpose; undefined otherwise. */
function open(secret: string, purpose: string, token: string): unknown[] | undefined {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(sign(secret, purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const fields: unknown = JSON.parse(Buffer.from(body, 'base64url').toString())
    return Array.isArray(fields) ? fields : undefined
  } catch {
    return undefined
  }
}

/** The common claim of valid, unexpired fields; undefined otherwise. */
function claimOf(sub: unknown, searchId: unknown, expires: unknown, nowMs: number) {
  if (typeof sub !== 'string' || typeof expires !== 'number') return undefined
  if (searchId !== null && !Number.isInteger(searchId)) return undefined
  if (expires * 1000 < nowMs) return undefined
  return { sub, searchId: searchId as number | null, expires }
}

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return seal(secret, '', [claim.sub, claim.searchId, claim.expires])
}

/** The claim of a token this service signed and that has not expired; undefined otherwise. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  nowMs: number,
): UnsubscribeClaim | undefined {
  const fields = open(secret, '', token)
  if (fields?.length !== 3) return undefined
  return claimOf(fields[0], fields[1], fields[2], nowMs)
}

export function resubscribeToken(secret: string, claim: ResubscribeClaim): string {
  return seal(secret, RESUBSCRIBE_PURPOSE, [
    claim.sub,
    claim.searchId,
    claim.restore,
    claim.expires,
    claim.version,
  ])
}

/** The claim of an undo token this service signed and that has not expired; else undefined. */
export function readResubscribeToken(
  secret: string,
  token: string,
  nowMs: number,
): ResubscribeClaim | undefined {
  const fields = open(secret, RESUBSCRIBE_PURPOSE, token)
  // Undo tokens made before they carried the change count read as invalid: a day's worth at most.
  if (fields?.length !== 5) return undefined
  const [sub, searchId, restore, expires, version] = fields
  const claim = claimOf(sub, searchId, expires, nowMs)
  if (!claim || typeof restore !== 'string' || !RESTORABLE.includes(restore)) return undefined
  if (!Number.isInteger(version)) return undefined
  return { ...claim, restore: restore as RestoredSetting, version: version as number }
}
