import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import type { Db } from '../db/database'
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
  const deletedAt = db
    .prepare<[string], string>('SELECT deleted_at FROM deleted_customers WHERE sub = ?')
    .pluck()
  return {
    /** Deletes the account's rows and remembers when, in one transaction. */
    deleteAccount: db.transaction((sub: string) => {
      remember.run(sub)
      deleteCustomer.run(sub)
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

/** `DELETE /user`: deletes the caller's account; its ID tokens are refused from then on. */
export function registerDeleteAccountRoute(
  app: App,
  accounts: ReturnType<typeof accountDeletion>,
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
    (request, reply) => {
      accounts.deleteAccount(caller(request).sub)
      void reply.status(204)
      return null
    },
  )
}
