import { SqliteAdapter, type Transaction } from 'kysely'
import type { CustomerSchema } from '../db/customerSchema'

/**
 * Holds the customer's row until the transaction ends, so that two requests of one customer that
 * check a limit and then insert run one after the other: on PostgreSQL (several instances, one
 * connection per transaction) with `SELECT … FOR UPDATE`. SQLite has no row locks and needs none
 * here: its one connection runs one transaction at a time.
 */
export async function lockCustomerRow(
  trx: Transaction<CustomerSchema>,
  sub: string,
): Promise<void> {
  const row = trx.selectFrom('customers').select('sub').where('sub', '=', sub)
  const takesRowLocks = !(trx.getExecutor().adapter instanceof SqliteAdapter)
  await (takesRowLocks ? row.forUpdate() : row).execute()
}
