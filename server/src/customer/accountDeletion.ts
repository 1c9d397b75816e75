import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import type { Db } from '../db/database'
import type { DocumentStorage } from './applicationDocumentStorage'
import type { Caller } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

/**
 * Deleting an account: the customer's row goes (and with it, by cascade, everything they kept),
 * and the deletion is remembered by subject, because their ID tokens stay valid for up to an hour
 * and the first call with one would otherwise create the row again.
 */
export function accountDeletion(db: Db) {
  const remember = db.prepare<[string]>(
    `INSERT INTO deleted_customers (sub, deleted_at)
     VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ON CONFLICT (sub) DO UPDATE SET deleted_at = excluded.deleted_at`,
  )
  const deleteCustomer = db.prepare<[string]>('DELETE FROM customers WHERE sub = ?')
  const storedDocuments = db
    .prepare<[string], string>(
      `SELECT d.storage_key FROM application_documents d
       JOIN applications a ON a.id = d.application_id
       WHERE a.customer_sub = ? AND d.storage_key IS NOT NULL`,
    )
    .pluck()
  const deletedAt = db
    .prepare<[string], string>('SELECT deleted_at FROM deleted_customers WHERE sub = ?')
    .pluck()
  return {
    /**
     * Deletes the account's rows and remembers when, in one transaction. Answers the storage keys
     * of its documents' bytes, which the caller deletes once the rows are gone.
     */
    deleteAccount: db.transaction((sub: string): string[] => {
      const keys = storedDocuments.all(sub)
      remember.run(sub)
      deleteCustomer.run(sub)
      return keys
    }),
    /**
     * Whether a token of `sub` issued at `issuedAt` (seconds) predates the account's deletion.
     * A token of the deletion's own second counts as before it: its order cannot be told.
     */
    issuedBeforeDeletion(sub: string, issuedAt: number): boolean {
      const at = deletedAt.get(sub)
      return at !== undefined && issuedAt <= Math.floor(Date.parse(at) / 1000)
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
  storage: DocumentStorage,
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
      const keys = accounts.deleteAccount(caller(request).sub)
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
