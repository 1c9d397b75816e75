import type { Generated } from 'kysely'

/** The customer database's tables of the lead desk, the CRM events and the audit logs (see customerSchema.ts for the conventions). */

/** One staff read of an application or a document: rows are only ever added (triggers refuse the rest). */
export interface StaffAuditLogTable {
  id: Generated<number>
  at: string
  staff_sub: string
  staff_email: string
  action: 'application.read' | 'document.read'
  application_id: number
  document_id: number | null
}

/**
 * One export or deletion a customer asked for: rows are only ever added (triggers refuse the
 * rest). `subject_digest` is the SHA-256 of the subject, so the log names nobody once the account
 * is gone, yet a customer who still knows their subject can be matched to their requests.
 */
export interface PrivacyAuditLogTable {
  id: Generated<number>
  at: string
  subject_digest: string
  action: 'data.export' | 'account.delete'
  client_ip: string
}

/** An event for the CRM: what happened, its Events API body, and its delivery (crm/). */
export interface CrmEventsTable {
  id: Generated<number>
  /** What caused it (`lead:42`, `registration:<sub>`): unique, so each cause is told once. */
  cause: string
  /** The event's type, as the CRM names it (`Property Inquiry`). */
  kind: string
  lead_id: number | null
  customer_sub: string | null
  /** The JSON body sent. */
  payload: string
  status: Generated<'pending' | 'sent' | 'parked' | 'kept'>
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
  /** The sender's claim on the row, and when it lapses; null while unclaimed. */
  claimed_by: string | null
  claimed_until: string | null
  sent_at: string | null
  created_at: string
}

/** The roster as the roster file last seeded it; `languages`, `cities` are JSON text arrays. */
export interface RealtorsTable {
  id: string
  name: string
  email: string
  phone: string
  photo_url: string | null
  languages: string
  cities: string
  team: 'sales' | 'mortgage'
  active: 0 | 1
  updated_at: string
}

/** A round-robin pool's count of leads handed out so far. */
export interface RoutingTurnsTable {
  pool: string
  turns: Generated<number>
}
