import type { Transaction } from 'kysely'
import type { CustomerSchema } from '../db/customerSchema'
import { lockingRows } from './rowLock'

/**
 * Holds the customer's row until the transaction ends, so that two requests of one customer that
 * check a limit and then insert run one after the other (see `lockingRows` for each engine).
 */
export async function lockCustomerRow(
  trx: Transaction<CustomerSchema>,
  sub: string,
): Promise<void> {
  await lockingRows(trx, trx.selectFrom('customers').select('sub').where('sub', '=', sub)).execute()
}
