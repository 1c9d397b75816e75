import type { CustomerDb } from '../db/customerDb'
import { claimableRows } from '../alerts/rowClaims'
import type { CrmEvent } from './crmEvents'

/**
 * Writes an event in the caller's transaction, so it exists exactly when what caused it does.
 * `pending` when a CRM is configured (the sender delivers it), `kept` when none is: a CRM set up
 * later never receives months-old inquiries that would start its action plans on stale leads.
 * A cause already recorded is left as it is: each cause is told once.
 */
export async function recordCrmEvent(
  trx: CustomerDb,
  event: CrmEvent,
  status: 'pending' | 'kept',
  now: string = new Date().toISOString(),
): Promise<void> {
  await trx
    .insertInto('crm_events')
    .values({
      cause: event.cause,
      kind: event.body.type,
      lead_id: event.leadId,
      customer_sub: event.customerSub,
      payload: JSON.stringify(event.body),
      status,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('cause').doNothing())
    .execute()
}

/** A claimed event, to send. */
export interface ClaimedCrmEvent {
  readonly id: number
  readonly payload: string
  readonly attempts: number
}

/** A claim on event rows: who holds it (unique to the claim) and when it lapses. */
export interface CrmClaim {
  readonly holder: string
  readonly now: string
  readonly until: string
}

/** A failed send's record: its next try, or parked with the reason. */
export interface CrmFailure {
  readonly error: string
  readonly park: boolean
  readonly nextAttemptAt: string
}

/** The CRM delivery state of one lead, as staff see it. */
export interface CrmDelivery {
  readonly status: 'pending' | 'sent' | 'parked' | 'kept'
  readonly attempts: number
  readonly lastError: string | null
  readonly nextAttemptAt: string | null
  readonly sentAt: string | null
}

/** The sender's reads and writes; every write after the claim counts only for its holder. */
export function crmEventStore(db: CustomerDb) {
  return {
    /**
     * Claims up to `limit` due events for `claim.holder` until `claim.until`, in one statement:
     * pending ones whose time has come and that no live claim holds (a lapsed claim, whose
     * sender died mid-send, is taken over). Two claims never take the same row.
     */
    async claimDue(claim: CrmClaim, limit: number): Promise<ClaimedCrmEvent[]> {
      const candidates = claimableRows(
        db,
        db
          .selectFrom('crm_events')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', claim.now)
          .where((eb) =>
            eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]),
          )
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit),
      )
      const rows = await db
        .updateTable('crm_events')
        .set({ claimed_by: claim.holder, claimed_until: claim.until })
        .where('id', 'in', candidates)
        .returning(['id', 'payload', 'attempts'])
        .execute()
      return rows.sort((a, b) => a.id - b.id)
    },
    /** Delivered: recorded only by the claim's holder. False when another holds it now. */
    async markSent(id: number, holder: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('crm_events')
        .set((eb) => ({
          status: 'sent',
          sent_at: now,
          last_error: null,
          attempts: eb('attempts', '+', 1),
          claimed_by: null,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('claimed_by', '=', holder)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    /** Not delivered: retried at `nextAttemptAt`, or parked; only by the claim's holder. */
    async markFailed(id: number, holder: string, failure: CrmFailure): Promise<boolean> {
      const result = await db
        .updateTable('crm_events')
        .set((eb) => ({
          status: failure.park ? 'parked' : 'pending',
          next_attempt_at: failure.nextAttemptAt,
          last_error: failure.error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
          claimed_by: null,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('claimed_by', '=', holder)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    /** Gives a claimed row back untried (the sender is stopping): due again at once. */
    async release(id: number, holder: string): Promise<void> {
      await db
        .updateTable('crm_events')
        .set({ claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', holder)
        .execute()
    },
  }
}

export type CrmEventStore = ReturnType<typeof crmEventStore>

/**
 * The CRM delivery state of each lead among `leadIds` that has an event (a lead stored before
 * events were recorded has none), for the staff view.
 */
export async function crmDeliveryByLead(
  db: CustomerDb,
  leadIds: readonly number[],
): Promise<Map<number, CrmDelivery>> {
  const deliveries = new Map<number, CrmDelivery>()
  if (leadIds.length === 0) return deliveries
  const rows = await db
    .selectFrom('crm_events')
    .select(['lead_id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
    .where('lead_id', 'in', [...leadIds])
    .execute()
  for (const row of rows) {
    if (row.lead_id === null) continue
    deliveries.set(row.lead_id, {
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      sentAt: row.sent_at,
    })
  }
  return deliveries
}
