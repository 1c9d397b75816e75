import type {
  ApplicationDocument,
  Match,
  Signer,
  SignerFields,
} from '../../../contract/application'
import type { ApplicationStatus } from '../../../contract/applicationChoices'
import type { Db } from '../db/database'

/**
 * The application rows and their mappers, shared by the applications, signers, documents and
 * matches stores. Every statement joins through `applications.customer_sub`, so an id that belongs
 * to another customer finds nothing, exactly like an id that does not exist.
 */
export const OWNED_APPLICATION = 'SELECT id FROM applications WHERE id = ? AND customer_sub = ?'

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
  uploaded: 0 | 1
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

export const MATCH_COLUMNS =
  'id, lender, rate, rate_type, term_years, mortgage, monthly_payment, amortization_years, status'

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

/** Reads one owned application row and moves its status (with the assessment that goes with it). */
export function applicationRecords(db: Db) {
  const select = db.prepare<[number, string], ApplicationRow>(
    'SELECT * FROM applications WHERE id = ? AND customer_sub = ?',
  )
  const setStatus = db.prepare<[ApplicationStatus, string | null, number, string]>(
    `UPDATE applications SET status = ?, assessment = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? AND customer_sub = ?`,
  )
  return {
    row: (sub: string, id: number) => select.get(id, sub),
    setStatus(sub: string, id: number, status: ApplicationStatus, assessment: string | null) {
      setStatus.run(status, assessment, id, sub)
    },
  }
}

export type ApplicationRecords = ReturnType<typeof applicationRecords>
