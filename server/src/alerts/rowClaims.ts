import {
  PostgresAdapter,
  type Kysely,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely'
import type { CustomerDb } from '../db/customerDb'
import type { CustomerSchema } from '../db/customerSchema'

/**
 * The rows a claim may take, as each engine needs it. On PostgreSQL, instances claim at once:
 * the candidates are locked as they are read and rows another claim holds are skipped
 * (`FOR UPDATE SKIP LOCKED`), so two claims never take the same row nor wait on each other.
 * SQLite has one writer at a time, which already serialises claims, and no such clause.
 */
export function claimableRows<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  candidates: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? candidates.forUpdate().skipLocked()
    : candidates
}

/**
 * The queues whose rows senders on any instance claim with a lease: the e-mail outbox and the
 * CRM events. Each has `status` ('pending' while due), `next_attempt_at`, `attempts` and the
 * lease's `claimed_by` / `claimed_until`.
 */
export type LeasedQueue = 'alert_outbox' | 'crm_events'

/** A claim on queue rows: who holds it (unique to the claim) and when it lapses. */
export interface Lease {
  readonly holder: string
  readonly now: string
  readonly until: string
}

/** An update of queue `Q`'s rows, still to say what it sets and returns. */
type QueueUpdate<Q extends LeasedQueue> = UpdateQueryBuilder<CustomerSchema, Q, Q, UpdateResult>

/**
 * Claims up to `limit` due rows of `queue` for `lease.holder` until `lease.until`, in one
 * statement: pending ones whose time has come and that no live lease holds (a lapsed lease, whose
 * sender died mid-send, is taken over). Two claims never take the same row. The caller adds what
 * the claim returns.
 */
export function claimDueRows<Q extends LeasedQueue>(
  db: CustomerDb,
  queue: Q,
  lease: Lease,
  limit: number,
): QueueUpdate<Q> {
  // Kysely cannot resolve columns on a generic table name; the shared columns are read through
  // the union of both queues and the builder handed back typed for the caller's own queue.
  const table: LeasedQueue = queue
  const candidates = claimableRows(
    db,
    db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', lease.now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', lease.now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit),
  )
  return db
    .updateTable(table)
    .set({ claimed_by: lease.holder, claimed_until: lease.until })
    .where('id', 'in', candidates) as unknown as QueueUpdate<Q>
}

/**
 * An update of row `id` of `queue` that counts only while `holder` holds its lease and it is
 * still pending: a sender whose lease lapsed and was taken over records nothing.
 */
export function updateHeldRow<Q extends LeasedQueue>(
  db: CustomerDb,
  queue: Q,
  id: number,
  holder: string,
): QueueUpdate<Q> {
  const table: LeasedQueue = queue
  return db
    .updateTable(table)
    .where('id', '=', id)
    .where('claimed_by', '=', holder)
    .where('status', '=', 'pending') as unknown as QueueUpdate<Q>
}
