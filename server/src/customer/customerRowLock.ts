import { SqliteAdapter, type Transaction } from 'kysely'
import type { CustomerSchema } from '../db/customerSchema'

/**
 * Holds the customer's row until the transaction ends, so that two requests of one customer that
 * check a limit and then insert run one after the other. PostgreSQL (several instances, a
 * connection per transaction) locks the row with `FOR NO KEY UPDATE`, which still lets other
 * transactions insert rows that refer to it. SQLite has no row locks and needs none: the query
 * layer runs one transaction at a time on its single connection.
 */
export async function lockCustomerRow(
  trx: Transaction<CustomerSchema>,
  sub: string,
): Promise<void> {
  const row = trx.selectFrom('customers').select('sub').where('sub', '=', sub)
  const hasRowLocks = !(trx.getExecutor().adapter instanceof SqliteAdapter)
  await (hasRowLocks ? row.forNoKeyUpdate() : row).execute()
}
