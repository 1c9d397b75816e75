import { randomBytes } from 'node:crypto'
import type { ExpressionBuilder } from 'kysely'
import type { CustomerDb } from '../db/customerDb'
import type { CustomerSchema } from '../db/customerSchema'
import type { OutboxRow, Recipient } from './alertRows'
import { claimDueRows, updateHeldRow, type Lease } from './rowClaims'

/** An e-mail decided, for the outbox: the searches' and the saved homes' runs write it. */
export interface OutboxMail {
  readonly customerSub: string
  readonly searchId: number | null
  readonly kind: 'search' | 'homes'
  readonly payload: string
}

/** Writes decided e-mails to the outbox, due at once; inside the run's own transaction. */
export async function enqueueMail(
  db: CustomerDb,
  mails: readonly OutboxMail[],
  now: string,
): Promise<void> {
  if (mails.length === 0) return
  await db
    .insertInto('alert_outbox')
    .values(
      mails.map((mail) => ({
        customer_sub: mail.customerSub,
        search_id: mail.searchId,
        kind: mail.kind,
        payload: mail.payload,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute()
}

/**
 * A row's payload once its e-mail is sent or given up on: a deleted account's confirmation keeps
 * its address no longer than that; every other e-mail's payload stays as it was.
 */
const payloadOnceDone = (eb: ExpressionBuilder<CustomerSchema, 'alert_outbox'>) =>
  eb.case().when('kind', '=', 'account-deleted').then('{}').else(eb.ref('payload')).end()

/** The delivery's reads and writes: due e-mails, their outcome, recipients, secrets, opt-outs. */
export function outboxStore(db: CustomerDb) {
  return {
    /** Claims up to `limit` due e-mails for `claim.holder` (see `claimDueRows`). */
    async claimDue(claim: Lease, limit: number): Promise<OutboxRow[]> {
      const rows = await claimDueRows(db, 'alert_outbox', claim, limit)
        .returning([
          'id',
          'customer_sub',
          'search_id',
          'lead_id',
          'application_id',
          'kind',
          'payload',
          'attempts',
        ])
        .execute()
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          customerSub: row.customer_sub,
          searchId: row.search_id,
          leadId: row.lead_id,
          applicationId: row.application_id,
          kind: row.kind,
          payload: row.payload,
          attempts: row.attempts,
        }))
    },
    /** Sent (or dropped): recorded only by the claim's holder. False when another holds it. */
    async markSent(id: number, holder: string, now: string): Promise<boolean> {
      const result = await updateHeldRow(db, 'alert_outbox', id, holder)
        .set((eb) => ({
          status: 'sent',
          sent_at: now,
          attempts: eb('attempts', '+', 1),
          payload: payloadOnceDone(eb),
          claimed_by: null,
          claimed_until: null,
        }))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    /** A failed send: its next try, or given up; recorded only by the claim's holder. */
    async markRetry(
      id: number,
      holder: string,
      retry: { nextAttemptAt: string; error: string; gaveUp: boolean },
    ): Promise<boolean> {
      const result = await updateHeldRow(db, 'alert_outbox', id, holder)
        .set((eb) => ({
          status: retry.gaveUp ? 'failed' : 'pending',
          ...(retry.gaveUp && {
            payload: payloadOnceDone(eb),
          }),
          next_attempt_at: retry.nextAttemptAt,
          last_error: retry.error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
          claimed_by: null,
          claimed_until: null,
        }))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async recipient(sub: string): Promise<Recipient | undefined> {
      const row = await db
        .selectFrom('customers')
        .select(['email', 'given_name', 'language', 'email_notifications'])
        .where('sub', '=', sub)
        .executeTakeFirst()
      return (
        row && {
          email: row.email,
          givenName: row.given_name,
          language: row.language,
          notifications: row.email_notifications === 1,
        }
      )
    },
    /**
     * The named secret, made once (32 random bytes) and kept across restarts. Instances starting
     * together each offer one; the first written wins and every one reads that.
     */
    async secret(name: string): Promise<string> {
      await db
        .insertInto('service_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('service_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst()
      if (!row) throw new Error(`secret ${name} vanished after insert`)
      return row.value
    },
  }
}
