import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { CUSTOMER_PATHS } from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import type { IdentityPoolAdmin } from '../auth/identityPoolAdmin'
import type { CustomerDb } from '../db/customerDb'
import { HttpError } from '../httpErrors'
import type { DeletionNoticePayload } from '../privacy/deletionNotice'
import { minimizeLeadsOf } from '../privacy/leadMinimization'
import { recordPrivacyRequest } from '../privacy/privacyAuditLog'
import { subjectDigest } from '../privacy/subjectDigest'
import type { DocumentStorage } from './applicationDocumentStorage'
import type { Caller } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

/**
 * Deleting an account: the customer's row goes (and with it, by cascade, everything they kept:
 * saved homes and searches with their alert state, applications with their signers, documents
 * and matches, their outbox e-mails and CRM events), their leads keep only what the brokerage
 * must (see leadMinimization), and the deletion is remembered by the subject's digest, because
 * their ID tokens stay valid for up to an hour and the first call with one would otherwise create
 * the row again.
 */
export function accountDeletion(db: CustomerDb) {
  return {
    /**
     * Deletes the account's rows, records the request and queues its confirmation e-mail, in one
     * transaction. Answers the storage keys of its documents' bytes, which the caller deletes
     * once the rows are gone.
     */
    deleteAccount: (caller: Caller, clientIp: string): Promise<string[]> =>
      db.transaction().execute(async (trx) => {
        const { sub } = caller
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
        const customer = await trx
          .selectFrom('customers')
          .select(['email', 'given_name', 'language'])
          .where('sub', '=', sub)
          .executeTakeFirst()
        const email = customer?.email ?? caller.email
        await minimizeLeadsOf(trx, [email, caller.email])
        const deletedAt = new Date().toISOString()
        const digest = subjectDigest(sub)
        // A deletion recorded before digests were kept names the subject itself: it goes.
        await trx.deleteFrom('deleted_customers').where('sub', '=', sub).execute()
        await trx
          .insertInto('deleted_customers')
          .values({ sub: digest, deleted_at: deletedAt })
          .onConflict((conflict) => conflict.column('sub').doUpdateSet({ deleted_at: deletedAt }))
          .execute()
        await trx.deleteFrom('customers').where('sub', '=', sub).execute()
        const notice: DeletionNoticePayload = {
          email,
          givenName: customer?.given_name ?? caller.givenName,
          language: customer?.language ?? 'en',
        }
        await trx
          .insertInto('alert_outbox')
          .values({
            kind: 'account-deleted',
            payload: JSON.stringify(notice),
            next_attempt_at: deletedAt,
            created_at: deletedAt,
          })
          .execute()
        await recordPrivacyRequest(trx, {
          sub,
          action: 'account.delete',
          clientIp,
          at: deletedAt,
        })
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
        .where('sub', 'in', [subjectDigest(sub), sub])
        .orderBy('deleted_at', 'desc')
        .executeTakeFirst()
      return row !== undefined && issuedAt <= Math.floor(Date.parse(row.deleted_at) / 1000)
    },
  }
}

/**
 * `DELETE /user`: deletes the caller's user in the identity pool first (while it stands, the
 * account could sign in again and come back empty), then the account's rows, then its
 * documents' bytes; its ID tokens are refused from then on, so a repeated deletion gets 401 and
 * changes nothing. Bytes that fail to go are logged: nothing in the database names them.
 */
export function registerDeleteAccountRoute(
  app: App,
  accounts: ReturnType<typeof accountDeletion>,
  storage: Pick<DocumentStorage, 'delete'>,
  identityPool: IdentityPoolAdmin,
  caller: (request: FastifyRequest) => Caller,
): void {
  app.delete(
    CUSTOMER_PATHS.user,
    {
      schema: {
        summary: "Deletes the caller's account and everything it keeps",
        tags: ['customer'],
        response: { 204: Type.Null(), 401: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const who = caller(request)
      try {
        await identityPool.deleteUser(who.sub)
      } catch (error) {
        request.log.error({ err: error }, 'the identity pool did not delete the user')
        throw new HttpError(
          503,
          'The account could not be deleted just now; nothing was changed. Please try again.',
        )
      }
      const keys = await accounts.deleteAccount(who, request.ip)
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
