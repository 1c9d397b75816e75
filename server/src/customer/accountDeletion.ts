import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import type { CustomerDb } from '../db/customerDb'
import type { DocumentStorage } from './applicationDocumentStorage'
import type { Caller } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

/**
 * Deleting an account: the customer's row goes (and with it, by cascade, everything they kept),
 * and the deletion is remembered by subject, because their ID tokens stay valid for up to an hour
 * and the first call with one would otherwise create the row again.
 */
export function accountDeletion(db: CustomerDb) {
  return {
    /**
     * Deletes the account's rows and remembers when, in one transaction. Answers the storage keys
     * of its documents' bytes, which the caller deletes once the rows are gone.
     */
    deleteAccount: (sub: string): Promise<string[]> =>
      db.transaction().execute(async (trx) => {
        // A direct upload's key too: its bytes may have landed in the store unchecked.
        const stored = await trx
          .selectFrom('application_documents as d')
          .innerJoin('applications as a', 'a.id', 'd.application_id')
          .select((eb) => eb.fn.coalesce('d.storage_key', 'd.upload_key').as('key'))
          .where('a.customer_sub', '=', sub)
          .where((eb) =>
            eb.or([eb('d.storage_key', 'is not', null), eb('d.upload_key', 'is not', null)]),
          )
          .execute()
        const deletedAt = new Date().toISOString()
        await trx
          .insertInto('deleted_customers')
          .values({ sub, deleted_at: deletedAt })
          .onConflict((conflict) => conflict.column('sub').doUpdateSet({ deleted_at: deletedAt }))
          .execute()
        await trx.deleteFrom('customers').where('sub', '=', sub).execute()
        return stored.flatMap(({ key }) => (key === null ? [] : [key]))
      }),
    /**
     * Whether a token of `sub` issued at `issuedAt` (seconds) predates the account's deletion.
     * A token of the deletion's own second counts as before it: its order cannot be told.
     */
    async issuedBeforeDeletion(sub: string, issuedAt: number): Promise<boolean> {
      const row = await db
        .selectFrom('deleted_customers')
        .select('deleted_at')
        .where('sub', '=', sub)
        .executeTakeFirst()
      return row !== undefined && issuedAt <= Math.floor(Date.parse(row.deleted_at) / 1000)
    },
  }
}

/**
 * `DELETE /user`: deletes the caller's account, then its documents' bytes; its ID tokens are
 * refused from then on. Bytes that fail to go are logged: nothing in the database names them.
 */
export function registerDeleteAccountRoute(
  app: App,
  accounts: ReturnType<typeof accountDeletion>,
  storage: Pick<DocumentStorage, 'delete'>,
  caller: (request: FastifyRequest) => Caller,
): void {
  app.delete(
    CUSTOMER_PATHS.user,
    {
      schema: {
        summary: "Deletes the caller's account and everything it keeps",
        tags: ['customer'],
        response: { 204: Type.Null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const keys = await accounts.deleteAccount(caller(request).sub)
      const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)))
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          request.log.error({ err: outcome.reason }, "a deleted account's document stayed stored")
        }
      }
      void reply.status(204)
      return null
    },
  )
}
