import type { CustomerDb } from '../db/customerDb'
import type { PrivacyAuditLogTable } from '../db/customerSchema'
import { subjectDigest } from './subjectDigest'

export type PrivacyAction = PrivacyAuditLogTable['action']

/**
 * Appends one export or deletion to the privacy audit log: who (the subject's digest), what,
 * when and from which address. Written inside the caller's transaction when it has one, so a
 * deletion and its record stand or fall together.
 */
export async function recordPrivacyRequest(
  db: CustomerDb,
  request: { sub: string; action: PrivacyAction; clientIp: string; at: string },
): Promise<void> {
  await db
    .insertInto('privacy_audit_log')
    .values({
      at: request.at,
      subject_digest: subjectDigest(request.sub),
      action: request.action,
      client_ip: request.clientIp,
    })
    .execute()
}
