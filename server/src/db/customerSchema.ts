import type { Generated } from 'kysely'
import type {
  CrmEventsTable,
  PrivacyAuditLogTable,
  RealtorsTable,
  RoutingTurnsTable,
  StaffAuditLogTable,
} from './leadDeskSchema'

export type {
  CrmEventsTable,
  PrivacyAuditLogTable,
  RealtorsTable,
  RoutingTurnsTable,
  StaffAuditLogTable,
}

/**
 * The customer database's tables as the typed query layer sees them, on both engines. Times are
 * ISO-8601 UTC strings (`2026-11-29T08:24:28.000Z`) on both, so they sort as text and compare
 * with the listings' own timestamps; flags are integers 0/1; ids are 32-bit integers (a
 * PostgreSQL `bigint` would come back as a string). A column with a default is `Generated`.
 */
export interface CustomerSchema {
  leads: LeadsTable
  customers: CustomersTable
  saved_homes: SavedHomesTable
  saved_searches: SavedSearchesTable
  applications: ApplicationsTable
  application_signers: ApplicationSignersTable
  application_documents: ApplicationDocumentsTable
  application_matches: ApplicationMatchesTable
  legacy_imports: LegacyImportsTable
  saved_search_alerts: SavedSearchAlertsTable
  alert_listing_state: AlertListingStateTable
  alert_cursors: AlertCursorsTable
  alert_outbox: AlertOutboxTable
  service_secrets: ServiceSecretsTable
  deleted_customers: DeletedCustomersTable
  job_leases: JobLeasesTable
  staff_audit_log: StaffAuditLogTable
  privacy_audit_log: PrivacyAuditLogTable
  crm_events: CrmEventsTable
  realtors: RealtorsTable
  routing_turns: RoutingTurnsTable
}

export interface LeadsTable {
  id: Generated<number>
  created_at: Generated<string>
  first_name: string
  last_name: string
  email: string
  phone: string | null
  city: string | null
  price: number | null
  code: string | null
  board_id: number | null
  address: string | null
  message: string | null
  /** The lead as sent, as JSON. */
  payload: string
  /** Where the staff inbox has it: new, contacted or closed. */
  status: Generated<'new' | 'contacted' | 'closed'>
  status_changed_at: string | null
  staff_note: string | null
  /** The realtor the lead was routed to; null for a lead kept before routing existed. */
  realtor_id: string | null
  /** The language the visitor browsed in: their e-mails are in it. */
  language: Generated<'en' | 'fr'>
  /** Buy, sell or rent; null for a lead of a client older than the choice. */
  intent: 'buy' | 'sell' | 'rent' | null
  /** Express consent to commercial e-mail: see ConsentColumns. */
  consent_wording: string | null
  consent_text: string | null
  consent_at: string | null
}

export interface CustomersTable {
  /** The identity provider's subject. */
  sub: string
  email: string
  given_name: Generated<string>
  family_name: Generated<string>
  phone: string | null
  email_notifications: Generated<0 | 1>
  registered_at: Generated<string>
  updated_at: Generated<string>
  referral_code: string | null
  language: Generated<'en' | 'fr'>
  /** Counts every change of email_notifications (a trigger keeps it). */
  notifications_version: Generated<number>
  /** Express consent to commercial e-mail, given on the sign-up form: see ConsentColumns. */
  consent_wording: string | null
  consent_text: string | null
  consent_at: string | null
}

export interface SavedHomesTable {
  id: Generated<number>
  customer_sub: string
  mls_number: string
  board_id: number
  address: string
  path: string
  price: number | null
  image_key: string | null
  saved_at: Generated<string>
  watched_status: string | null
  watched_last_status: string | null
  watched_price: number | null
  latest_change: string | null
  latest_change_at: string | null
}

export interface SavedSearchesTable {
  id: Generated<number>
  customer_sub: string
  name: string
  path: string
  /** The drawn polygon as JSON, or null. */
  polygon: string | null
  saved_at: Generated<string>
  alert_frequency: Generated<'instant' | 'daily' | 'weekly' | 'off'>
  unreadable_at: string | null
  unreadable_reason: string | null
  /** Counts every change of alert_frequency (a trigger keeps it). */
  frequency_version: Generated<number>
}

export interface ApplicationsTable {
  id: Generated<number>
  customer_sub: string
  status: Generated<string>
  /** The application's checked fields as JSON. */
  fields: Generated<string>
  created_at: Generated<string>
  updated_at: Generated<string>
  /** The matching's assessment as JSON, or null. */
  assessment: string | null
  /** The key-encryption key `fields` is sealed under; null while it is plain (before sealing). */
  key_id: string | null
}

export interface ApplicationSignersTable {
  id: Generated<number>
  application_id: number
  fields: string
  /** The key-encryption key `fields` is sealed under; null while it is plain (before sealing). */
  key_id: string | null
}

export interface ApplicationDocumentsTable {
  id: Generated<number>
  application_id: number
  name: string
  content_type: string
  size: number
  /** Bytes of documents uploaded before the document storage; null for the rest. */
  content: Uint8Array | null
  created_at: Generated<string>
  upload_expires_at: string | null
  storage_key: string | null
  upload_claimed_at: string | null
  upload_failure: string | null
  /** The key a direct upload's presigned link writes to, until its bytes are checked. */
  upload_key: string | null
  /** The key-encryption key the stored bytes are sealed under; null while they are plain. */
  key_id: string | null
}

export interface ApplicationMatchesTable {
  id: Generated<number>
  application_id: number
  lender: string
  rate: number
  term_years: number
  status: Generated<'offered' | 'accepted' | 'declined'>
  rate_type: Generated<'fixed' | 'variable'>
  mortgage: Generated<number>
  monthly_payment: Generated<number>
  amortization_years: Generated<number>
}

export interface LegacyImportsTable {
  source: string
  rows: number
  imported_at: Generated<string>
}

export interface SavedSearchAlertsTable {
  search_id: number
  cursor: string
  last_run_at: string
  last_alert_at: string | null
  listings_sent: Generated<number>
  /** Counts the search's recorded runs: a run records only while it is the count it read. */
  run_version: Generated<number>
}

export interface AlertListingStateTable {
  search_id: number
  mls_number: string
  board_id: number
  status: string
  last_status: string
  list_price: number
}

export interface AlertCursorsTable {
  name: string
  cursor: string
  /** Counts the cursor's recorded runs, as saved_search_alerts.run_version does. */
  run_version: Generated<number>
}

export interface AlertOutboxTable {
  id: Generated<number>
  /** Whose alert it is; null for a lead's or an application's e-mail. */
  customer_sub: string | null
  search_id: number | null
  lead_id: number | null
  application_id: number | null
  kind: OutboxKind
  payload: string
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** The sender's claim on the row, and when it lapses; null while unclaimed. */
  claimed_by: string | null
  claimed_until: string | null
}

export interface ServiceSecretsTable {
  name: string
  value: string
}

export interface DeletedCustomersTable {
  sub: string
  deleted_at: string
}

/** A scheduled pass's lease: one instance at a time runs the pass named `name`. */
export interface JobLeasesTable {
  name: string
  holder: string
  until: string
}

/** What an outbox row is: a customer's alert, a lead's e-mail, or a pre-approval's summary. */
export type OutboxKind =
  'search' | 'homes' | 'lead-realtor' | 'lead-visitor' | 'application-team' | 'account-deleted'
