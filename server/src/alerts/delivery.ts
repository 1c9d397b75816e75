import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { AlertConfig } from '../config'
import type { HomesMailPayload, SearchMailPayload } from './alertJob'
import type { AlertStore, OutboxRow } from './alertStore'
import { composeAlertEmail } from './email/compose'
import { listingBlocks, type ListingBlocks } from './email/listingBlock'
import type { LeadMails } from '../leads/leadMails'
import type { Mailer, OutgoingMail } from './mailer'
import { deletionNoticeMail, type DeletionNoticePayload } from '../privacy/deletionNotice'
import { UNSUBSCRIBE_LIFETIME_S, unsubscribeToken } from './unsubscribeToken'

/** A sender claims this many e-mails at a time, and at most this many in one delivery. */
const CLAIM_BATCH = 10
const MAX_PER_DELIVERY = 500

/**
 * How long a claim on e-mails lasts: far longer than sending a batch takes, so a live sender
 * never loses its rows to another (SMTP cannot take a message back, so a lapsed claim whose
 * sender is only slow could send twice); short enough that a killed sender's rows go out soon.
 */
export const CLAIM_LEASE_MS = 5 * 60_000

/** A failed send waits 30 s, then twice as long each time, at most an hour; 8 tries in all. */
export const MAX_ATTEMPTS = 8
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))
}

export interface DeliveryLog {
  warn(details: object, message: string): void
}

type Links = Pick<AlertConfig, 'siteUrl' | 'imageCdnUrl' | 'publicApiUrl'>

/** Builds one outbox row's message; undefined when there is nothing to send any more. */
export async function messageFor(
  row: OutboxRow,
  store: AlertStore,
  links: Links,
  secret: string,
  nowMs: number,
  blocks: ListingBlocks = listingBlocks(links),
  leadMail?: LeadMails,
): Promise<OutgoingMail | undefined> {
  if (row.kind === 'account-deleted') {
    return deletionNoticeMail(JSON.parse(row.payload) as DeletionNoticePayload, links.siteUrl)
  }
  if (row.leadId !== null || row.applicationId !== null) {
    // Thrown rather than dropped: the row waits for a sender that can write it.
    if (!leadMail) throw new Error('lead and application e-mails need the lead mail composer')
    return leadMail(row)
  }
  const sub = row.customerSub
  if (sub === null) return undefined
  const recipient = await store.recipient(sub)
  if (!recipient?.notifications) return undefined
  const search = row.searchId === null ? undefined : await store.savedSearch(row.searchId, sub)
  if (row.kind === 'search' && !search) return undefined
  const payload = JSON.parse(row.payload) as SearchMailPayload | HomesMailPayload
  const token = unsubscribeToken(secret, {
    sub,
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

/** Who sends: this instance's id (unique to it), and its clock. */
export interface Sender {
  readonly id: string
  readonly now: () => number
}

/**
 * Sends the outbox's due messages, a claimed batch at a time: another instance delivering at
 * the same moment claims other rows, so each message goes out once. A failure is recorded with
 * its next try and never stops the others; a message whose search or customer no longer wants
 * it is dropped. A claim that lapsed before its turn is left to whoever claims it next.
 */
export async function deliverDue(
  store: AlertStore,
  mailer: Mailer,
  links: Links,
  secret: string,
  sender: Sender,
  log: DeliveryLog,
  leadMail?: LeadMails,
): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  let claims = 0
  // One delivery's e-mails share their listings' rendered blocks.
  const blocks = listingBlocks(links)
  while (claims * CLAIM_BATCH < MAX_PER_DELIVERY) {
    const claimedAt = sender.now()
    const claim = {
      holder: `${sender.id}/${String((claims += 1))}`,
      now: new Date(claimedAt).toISOString(),
      until: new Date(claimedAt + CLAIM_LEASE_MS).toISOString(),
    }
    const rows = await store.claimDue(claim, CLAIM_BATCH)
    for (const row of rows) {
      const nowMs = sender.now()
      if (nowMs >= claimedAt + CLAIM_LEASE_MS) break
      try {
        const message = await messageFor(row, store, links, secret, nowMs, blocks, leadMail)
        if (message) await mailer.send(message)
        await store.markSent(row.id, claim.holder, new Date(sender.now()).toISOString())
        if (message) sent += 1
      } catch (error) {
        failed += 1
        const attempts = row.attempts + 1
        await store.markRetry(row.id, claim.holder, {
          nextAttemptAt: new Date(nowMs + retryDelayMs(attempts)).toISOString(),
          error: String(error),
          gaveUp: attempts >= MAX_ATTEMPTS,
        })
        log.warn({ err: error, outboxId: row.id, attempts }, 'e-mail not sent; will retry')
      }
    }
    if (rows.length < CLAIM_BATCH) break
  }
  return { sent, failed }
}
