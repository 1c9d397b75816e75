import { SqliteAdapter, type SelectQueryBuilder } from 'kysely'
import type { CustomerDb } from '../db/customerDb'

/**
 * The query, made to lock the rows it reads until the transaction ends, so that a check and the
 * write it allows cannot interleave with another request's (two requests both under a quota, both
 * adding). PostgreSQL locks the rows (`FOR NO KEY UPDATE`, which still lets other transactions
 * insert rows that refer to them). SQLite has no row locks and needs none: the query layer runs
 * one transaction at a time on its single connection, so nothing else reads between the two.
 */
export function lockingRows<DB, TB extends keyof DB, O>(
  db: CustomerDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof SqliteAdapter ? query : query.forNoKeyUpdate()
}
