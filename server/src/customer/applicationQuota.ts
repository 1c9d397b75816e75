import { APPLICATION_LIMITS } from '../../../contract/applicationChoices'
import type { Db } from '../db/database'
import { HttpError } from '../httpErrors'

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

/** The counts the rule needs, read from the customer database; every query names the caller. */
export function applicationQuota(db: Db, limits: Limits = APPLICATION_LIMITS) {
  const usage = db.prepare<
    [string, string],
    { applications: number; documents: number; documentBytes: number }
  >(
    `SELECT (SELECT count(*) FROM applications WHERE customer_sub = ?) AS applications,
       count(d.id) AS documents, coalesce(sum(d.size), 0) AS documentBytes
     FROM application_documents d JOIN applications a ON a.id = d.application_id
     WHERE a.customer_sub = ? AND d.upload_failure IS NULL`,
  )
  const signers = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM application_signers s JOIN applications a ON a.id = s.application_id
       WHERE a.id = ? AND a.customer_sub = ?`,
    )
    .pluck()

  /** Throws 409 with the reason when the caller may not add this; the check and the insert run
   * in the same synchronous handler, so no other request lands between them. */
  return (sub: string, add: QuotaQuestion['add'], applicationId = 0): void => {
    const held = usage.get(sub, sub) ?? { applications: 0, documents: 0, documentBytes: 0 }
    const problem = quotaProblem(
      { ...held, signers: signers.get(applicationId, sub) ?? 0, add },
      limits,
    )
    if (problem) throw new HttpError(409, problem)
  }
}
