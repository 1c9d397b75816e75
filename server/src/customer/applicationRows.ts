import type { ExpressionBuilder, SqlBool } from 'kysely'
import type {
  ApplicationDocument,
  Match,
  Signer,
  SignerFields,
} from '../../../contract/application'
import type { ApplicationStatus } from '../../../contract/applicationChoices'
import type { CustomerDb } from '../db/customerDb'
import type { CustomerSchema } from '../db/customerSchema'
import { lockingRows } from './rowLock'

/**
 * The application rows and their mappers, shared by the applications, signers, documents and
 * matches stores. Every query names the owner through `applications.customer_sub`, so an id that
 * belongs to another customer finds nothing, exactly like an id that does not exist.
 */

/** The id of the caller's application by this id: no row when it is someone else's. */
export const ownedApplicationId = (db: CustomerDb, sub: string, id: number) =>
  db.selectFrom('applications').select('id').where('id', '=', id).where('customer_sub', '=', sub)

export type DocumentsExpression = ExpressionBuilder<CustomerSchema, 'application_documents'>

/** Stored bytes are in the document storage, or (uploaded before it) in the row's `content`. */
export const stored = (eb: DocumentsExpression) =>
  eb.or([eb('storage_key', 'is not', null), eb('content', 'is not', null)])

export const notStored = (eb: DocumentsExpression) =>
  eb.and([eb('storage_key', 'is', null), eb('content', 'is', null)])

export interface ApplicationRow {
  id: number
  status: ApplicationStatus
  fields: string
  assessment: string | null
  created_at: string
  updated_at: string
}

export interface SignerRow {
  id: number
  fields: string
}

export interface DocumentRow {
  id: number
  name: string
  content_type: string
  size: number
  uploaded: SqlBool
  created_at: string
}

export interface MatchRow {
  id: number
  lender: string
  rate: number
  rate_type: Match['rateType']
  term_years: number
  mortgage: number
  monthly_payment: number
  amortization_years: number
  status: Match['status']
}

export const MATCH_COLUMNS = [
  'id',
  'lender',
  'rate',
  'rate_type',
  'term_years',
  'mortgage',
  'monthly_payment',
  'amortization_years',
  'status',
] as const

export const toSigner = (row: SignerRow): Signer => ({
  ...(JSON.parse(row.fields) as SignerFields),
  id: row.id,
})

export const toDocument = (row: DocumentRow): ApplicationDocument => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  status: row.uploaded ? 'uploaded' : 'pending',
  createdAt: row.created_at,
})

export const toMatch = (row: MatchRow): Match => ({
  id: row.id,
  lender: row.lender,
  rate: row.rate,
  rateType: row.rate_type,
  termYears: row.term_years,
  mortgage: row.mortgage,
  monthlyPayment: row.monthly_payment,
  amortizationYears: row.amortization_years,
  status: row.status,
})

const APPLICATION_COLUMNS = [
  'id',
  'status',
  'fields',
  'assessment',
  'created_at',
  'updated_at',
] as const

/** Reads one owned application row and moves its status (with the assessment that goes with it). */
export function applicationRecords(db: CustomerDb) {
  const select = (sub: string, id: number) =>
    db
      .selectFrom('applications')
      .select(APPLICATION_COLUMNS)
      .where('id', '=', id)
      .where('customer_sub', '=', sub)
      .$narrowType<{ status: ApplicationStatus }>()
  return {
    row: (sub: string, id: number): Promise<ApplicationRow | undefined> =>
      select(sub, id).executeTakeFirst(),
    /**
     * The row, locked until the transaction `db` is ends: what is decided from its status holds
     * when the transaction writes.
     */
    lockedRow: (sub: string, id: number): Promise<ApplicationRow | undefined> =>
      lockingRows(db, select(sub, id)).executeTakeFirst(),
    async setStatus(sub: string, id: number, status: ApplicationStatus, assessment: string | null) {
      await db
        .updateTable('applications')
        .set({ status, assessment, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('customer_sub', '=', sub)
        .execute()
    },
  }
}

export type ApplicationRecords = ReturnType<typeof applicationRecords>
