import { APPLICATION_PATHS } from '../../../contract/application'
import type { CustomerDb } from '../db/customerDb'
import type { CustomerSchema } from '../db/customerSchema'
import { subjectDigest } from './subjectDigest'

type Row = Record<string, unknown>

/** Everything held about one customer: each table's rows of theirs, as stored. */
export interface CustomerExport {
  readonly generatedAt: string
  readonly subject: string
  readonly email: string
  readonly tables: Readonly<Record<ExportedTable, readonly Row[]>>
}

/** The tables that hold a customer's rows; the export reads each of them. */
export const EXPORTED_TABLES = [
  'customers',
  'saved_homes',
  'saved_searches',
  'saved_search_alerts',
  'alert_listing_state',
  'applications',
  'application_signers',
  'application_documents',
  'application_matches',
  'alert_outbox',
  'crm_events',
  'leads',
  'staff_audit_log',
  'privacy_audit_log',
] as const satisfies readonly (keyof CustomerSchema)[]

export type ExportedTable = (typeof EXPORTED_TABLES)[number]

/** The tables that hold nobody's personal data, and why: the export has nothing to read there. */
export const TABLES_WITHOUT_CUSTOMER_DATA = {
  realtors: "the brokerage's own roster of realtors",
  routing_turns: 'a count of leads handed out per pool',
  legacy_imports: 'which legacy files were imported, and when',
  service_secrets: "the service's own signing keys",
  job_leases: 'which instance runs a scheduled pass',
  alert_cursors: 'how far the alert job has read the listings feed',
  deleted_customers: 'a deleted subject’s digest and when: refuses its old tokens',
} as const satisfies Partial<Record<keyof CustomerSchema, string>>

/** A document's bytes are not in the file: each is listed with the route that downloads it. */
function documentRow(
  row: { id: number; application_id: number; content: unknown } & Row,
  apiUrl: string,
): Row {
  const kept: Row = { ...row }
  delete kept.content
  const path = `${APPLICATION_PATHS.application}/${String(row.application_id)}/documents/${String(row.id)}`
  return { ...kept, download: `${apiUrl}${path}` }
}

/** `in ()` is no SQL: an empty list reads nothing without asking. */
const ids = <T>(list: readonly number[], read: () => Promise<T[]>): Promise<T[]> =>
  list.length === 0 ? Promise.resolve([]) : read()

/** The rows hanging off the customer's applications: signers, documents, offers, staff reads. */
async function applicationRows(db: CustomerDb, applicationIds: readonly number[], apiUrl: string) {
  const documents = await ids(applicationIds, () =>
    db
      .selectFrom('application_documents')
      .selectAll()
      .where('application_id', 'in', applicationIds)
      .orderBy('id')
      .execute(),
  )
  return {
    application_signers: await ids(applicationIds, () =>
      db
        .selectFrom('application_signers')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute(),
    ),
    application_documents: documents.map((row) => documentRow(row, apiUrl)),
    application_matches: await ids(applicationIds, () =>
      db
        .selectFrom('application_matches')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute(),
    ),
    staff_audit_log: await ids(applicationIds, () =>
      db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute(),
    ),
  }
}

/**
 * Reads every row held about the customer `sub` (signed in as `email`): their own rows, their
 * applications' rows, the leads they sent from their address, the e-mails and CRM events that
 * name them, staff reads of their applications and their own privacy requests. Nobody else's.
 */
export async function customerExport(
  db: CustomerDb,
  who: { sub: string; email: string },
  apiUrl: string,
): Promise<CustomerExport> {
  const { sub } = who
  const customer = await db.selectFrom('customers').selectAll().where('sub', '=', sub).execute()
  const addresses = [
    ...new Set([who.email, ...customer.map((row) => row.email)].map((a) => a.toLowerCase())),
  ]
  const searches = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('customer_sub', '=', sub)
    .orderBy('id')
    .execute()
  const searchIds = searches.map(({ id }) => id)
  const applications = await db
    .selectFrom('applications')
    .selectAll()
    .where('customer_sub', '=', sub)
    .orderBy('id')
    .execute()
  const applicationIds = applications.map(({ id }) => id)
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
    .orderBy('id')
    .execute()
  const leadIds = leads.map(({ id }) => id)
  const outbox = await db
    .selectFrom('alert_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('customer_sub', '=', sub),
        ...(leadIds.length > 0 ? [eb('lead_id', 'in', leadIds)] : []),
        ...(applicationIds.length > 0 ? [eb('application_id', 'in', applicationIds)] : []),
      ]),
    )
    .orderBy('id')
    .execute()
  return {
    generatedAt: new Date().toISOString(),
    subject: sub,
    email: who.email,
    tables: {
      customers: customer,
      saved_homes: await db
        .selectFrom('saved_homes')
        .selectAll()
        .where('customer_sub', '=', sub)
        .orderBy('id')
        .execute(),
      saved_searches: searches,
      saved_search_alerts: await ids(searchIds, () =>
        db
          .selectFrom('saved_search_alerts')
          .selectAll()
          .where('search_id', 'in', searchIds)
          .execute(),
      ),
      alert_listing_state: await ids(searchIds, () =>
        db
          .selectFrom('alert_listing_state')
          .selectAll()
          .where('search_id', 'in', searchIds)
          .execute(),
      ),
      applications,
      ...(await applicationRows(db, applicationIds, apiUrl)),
      alert_outbox: outbox,
      crm_events: await db
        .selectFrom('crm_events')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('customer_sub', '=', sub),
            ...(leadIds.length > 0 ? [eb('lead_id', 'in', leadIds)] : []),
          ]),
        )
        .orderBy('id')
        .execute(),
      leads,
      privacy_audit_log: await db
        .selectFrom('privacy_audit_log')
        .selectAll()
        .where('subject_digest', '=', subjectDigest(sub))
        .orderBy('id')
        .execute(),
    },
  }
}
