import { APPLICATION_LIMITS } from '../../../contract/applicationChoices'
import type { CustomerDb } from '../db/customerDb'
import { HttpError } from '../httpErrors'
import { applicationRecords } from './applicationRows'
import { applicationSignerStore } from './applicationSignerStore'
import { lockingRows } from './rowLock'

type Limits = { readonly [Key in keyof typeof APPLICATION_LIMITS]: number }

/** What a customer holds now, and what they ask to add. */
export interface QuotaQuestion {
  readonly applications: number
  readonly documents: number
  readonly documentBytes: number
  /** Signers of the application a signer would join (only for 'signer'). */
  readonly signers: number
  readonly add:
    | { readonly kind: 'application' }
    | { readonly kind: 'signer' }
    | { readonly kind: 'document'; readonly bytes: number }
}

const megabytes = (bytes: number) => `${String(Math.ceil(bytes / (1024 * 1024)))} MB`

/**
 * The rule: adding is refused once the count would pass its limit, and a document once the
 * customer's announced bytes would pass theirs. Answers the reason, or undefined when allowed.
 */
export function quotaProblem(question: QuotaQuestion, limits: Limits = APPLICATION_LIMITS) {
  const { add } = question
  if (add.kind === 'application' && question.applications >= limits.applicationsPerCustomer) {
    return `At most ${String(limits.applicationsPerCustomer)} applications can be kept per customer.`
  }
  if (add.kind === 'signer' && question.signers >= limits.signersPerApplication) {
    return `At most ${String(limits.signersPerApplication)} co-applicants or other signers can be on one application.`
  }
  if (add.kind === 'document') {
    if (question.documents >= limits.documentsPerCustomer) {
      return `At most ${String(limits.documentsPerCustomer)} documents can be kept per customer.`
    }
    const total = question.documentBytes + add.bytes
    if (total > limits.documentBytesPerCustomer) {
      return (
        `Documents are limited to ${megabytes(limits.documentBytesPerCustomer)} per customer; ` +
        `this one would bring yours to ${megabytes(total)}.`
      )
    }
  }
  return undefined
}

/** What the caller holds of what they ask to add, read in their transaction `db`. */
async function held(db: CustomerDb, sub: string, add: QuotaQuestion['add'], applicationId: number) {
  const counts = { applications: 0, documents: 0, documentBytes: 0, signers: 0 }
  if (add.kind === 'application') {
    const { count } = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('customer_sub', '=', sub)
      .executeTakeFirstOrThrow()
    return { ...counts, applications: Number(count) }
  }
  if (add.kind === 'signer') {
    return { ...counts, signers: await applicationSignerStore(db).signerCount(sub, applicationId) }
  }
  const documents = await db
    .selectFrom('application_documents as d')
    .innerJoin('applications as a', 'a.id', 'd.application_id')
    .select((eb) => [
      eb.fn.count('d.id').as('documents'),
      eb.fn.coalesce(eb.fn.sum('d.size'), eb.lit(0)).as('bytes'),
    ])
    .where('a.customer_sub', '=', sub)
    .where('d.upload_failure', 'is', null)
    .executeTakeFirstOrThrow()
  return {
    ...counts,
    documents: Number(documents.documents),
    documentBytes: Number(documents.bytes),
  }
}

/**
 * The rule applied to the customer database. The check locks what it counts first (the
 * customer's row; for a signer, the application's), so it must run in the transaction that then
 * adds: racing requests are counted one after another and cannot both pass the last place.
 */
export function applicationQuota(limits: Limits = APPLICATION_LIMITS) {
  /** Throws 409 with the reason when the caller may not add this; `db` is the transaction. */
  return async (
    db: CustomerDb,
    sub: string,
    add: QuotaQuestion['add'],
    applicationId = 0,
  ): Promise<void> => {
    const lock =
      add.kind === 'signer'
        ? applicationRecords(db).lockedRow(sub, applicationId)
        : lockingRows(
            db,
            db.selectFrom('customers').select('sub').where('sub', '=', sub),
          ).executeTakeFirst()
    await lock
    const problem = quotaProblem({ ...(await held(db, sub, add, applicationId)), add }, limits)
    if (problem) throw new HttpError(409, problem)
  }
}

export type ApplicationQuota = ReturnType<typeof applicationQuota>
