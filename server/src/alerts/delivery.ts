import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { AlertConfig } from '../config'
import type { HomesMailPayload, SearchMailPayload } from './alertJob'
import type { AlertStore, OutboxRow } from './alertStore'
import { composeAlertEmail } from './email/compose'
import { listingBlocks, type ListingBlocks } from './email/listingBlock'
import type { Mailer, OutgoingMail } from './mailer'
import { UNSUBSCRIBE_LIFETIME_S, unsubscribeToken } from './unsubscribeToken'

/** A failed send waits 30 s, then twice as long each time, at most an hour; 8 tries in all. */
export const MAX_ATTEMPTS = 8
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))
}

export interface DeliveryLog {
  warn(details: object, message: string): void
}

type Links = Pick<AlertConfig, 'siteUrl' | 'imageCdnUrl' | 'publicApiUrl'>

export type SearchLookup = (
  id: number,
  customerSub: string,
) => { name: string; path: string } | undefined

/** Builds one outbox row's message; undefined when there is nothing to send any more. */
export function messageFor(
  row: OutboxRow,
  store: AlertStore,
  searchOf: SearchLookup,
  links: Links,
  secret: string,
  nowMs: number,
  blocks: ListingBlocks = listingBlocks(links),
): OutgoingMail | undefined {
  const recipient = store.recipient(row.customerSub)
  if (!recipient?.notifications) return undefined
  const search = row.searchId === null ? undefined : searchOf(row.searchId, row.customerSub)
  if (row.kind === 'search' && !search) return undefined
  const payload = JSON.parse(row.payload) as SearchMailPayload | HomesMailPayload
  const token = unsubscribeToken(secret, {
    sub: row.customerSub,
    searchId: row.searchId,
    expires: Math.floor(nowMs / 1000) + UNSUBSCRIBE_LIFETIME_S,
  })
  const unsubscribeUrl = `${links.publicApiUrl}${CUSTOMER_PATHS.unsubscribe}?token=${token}`
  const email = composeAlertEmail({
    language: recipient.language,
    givenName: recipient.givenName,
    items: payload.items,
    total: 'total' in payload ? payload.total : undefined,
    search: search && { name: search.name, url: `${links.siteUrl}${search.path}` },
    siteUrl: links.siteUrl,
    imageCdnUrl: links.imageCdnUrl,
    unsubscribeUrl,
    profileUrl: `${links.siteUrl}/auth/profile`,
    blocks,
  })
  return {
    to: recipient.email,
    ...email,
    headers: {
      // One click in the mail reader unsubscribes (RFC 8058): a POST to the same link.
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * Sends the outbox's due messages one by one. A failure is recorded with its next try and
 * never stops the others; a message whose search or customer no longer wants it is dropped.
 */
export async function deliverDue(
  store: AlertStore,
  mailer: Mailer,
  searchOf: SearchLookup,
  links: Links,
  secret: string,
  nowMs: number,
  log: DeliveryLog,
): Promise<{ sent: number; failed: number }> {
  const now = new Date(nowMs).toISOString()
  let sent = 0
  let failed = 0
  // One batch's e-mails share their listings' rendered blocks.
  const blocks = listingBlocks(links)
  for (const row of store.dueMail(now, 500)) {
    try {
      const message = messageFor(row, store, searchOf, links, secret, nowMs, blocks)
      if (message) await mailer.send(message)
      store.markSent(row.id, new Date().toISOString())
      if (message) sent += 1
    } catch (error) {
      failed += 1
      const attempts = row.attempts + 1
      const next = new Date(nowMs + retryDelayMs(attempts)).toISOString()
      store.markRetry(row.id, next, String(error), attempts >= MAX_ATTEMPTS)
      log.warn({ err: error, outboxId: row.id, attempts }, 'alert e-mail not sent; will retry')
    }
  }
  return { sent, failed }
}
