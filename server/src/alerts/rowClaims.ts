import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely'

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
