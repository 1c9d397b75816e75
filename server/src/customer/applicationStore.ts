import { randomBytes } from 'node:crypto'
import type {
  Application,
  ApplicationDocument,
  ApplicationFields,
  ApplicationSummary,
  Assessment,
  Match,
  Signer,
  SignerFields,
} from '../../../contract/application'
import type { ApplicationStatus } from '../../../contract/applicationChoices'
import { nextStep } from '../../../contract/applicationRules'
import type { Offer } from './matching'
import type { Db } from '../db/database'

interface ApplicationRow {
  id: number
  status: ApplicationStatus
  fields: string
  assessment: string | null
  created_at: string
  updated_at: string
}

interface DocumentRow {
  id: number
  name: string
  content_type: string
  size: number
  uploaded: 0 | 1
  created_at: string
}

interface MatchRow {
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

const MATCH_COLUMNS =
  'id, lender, rate, rate_type, term_years, mortgage, monthly_payment, amortization_years, status'

const toDocument = (row: DocumentRow): ApplicationDocument => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  status: row.uploaded ? 'uploaded' : 'pending',
  createdAt: row.created_at,
})

const toMatch = (row: MatchRow): Match => ({
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

/** Crockford-style letters and digits with no 0/O or 1/I to misread. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

function newReferralCode(): string {
  const bytes = randomBytes(8)
  return `HW-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`
}

/**
 * Applications and what hangs off them. Every statement joins through `applications.customer_sub`,
 * so an id that belongs to another customer finds nothing, exactly like an id that does not exist.
 */
export function applicationStore(db: Db) {
  const owned = 'SELECT id FROM applications WHERE id = ? AND customer_sub = ?'
  const insert = db.prepare<[string, string]>(
    'INSERT INTO applications (customer_sub, fields) VALUES (?, ?)',
  )
  const select = db.prepare<[number, string], ApplicationRow>(
    'SELECT * FROM applications WHERE id = ? AND customer_sub = ?',
  )
  const update = db.prepare<[string, number, string]>(
    `UPDATE applications SET fields = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? AND customer_sub = ?`,
  )
  const signers = db.prepare<[number, string], { id: number; fields: string }>(
    `SELECT id, fields FROM application_signers WHERE application_id = (${owned}) ORDER BY id`,
  )
  const insertSigner = db.prepare<[string, number, string]>(
    `INSERT INTO application_signers (application_id, fields) SELECT id, ? FROM applications
     WHERE id = ? AND customer_sub = ?`,
  )
  const updateSigner = db.prepare<[string, number, number, string]>(
    `UPDATE application_signers SET fields = ? WHERE id = ? AND application_id = (${owned})`,
  )
  const deleteSigner = db.prepare<[number, number, string]>(
    `DELETE FROM application_signers WHERE id = ? AND application_id = (${owned})`,
  )
  const documents = db.prepare<[number, string], DocumentRow>(
    `SELECT id, name, content_type, size, content IS NOT NULL AS uploaded, created_at
     FROM application_documents WHERE application_id = (${owned}) ORDER BY id`,
  )
  const document = db.prepare<[number, number, string], DocumentRow>(
    `SELECT id, name, content_type, size, content IS NOT NULL AS uploaded, created_at
     FROM application_documents WHERE id = ? AND application_id = (${owned})`,
  )
  const insertDocument = db.prepare<[string, string, number, string, number, string]>(
    `INSERT INTO application_documents (application_id, name, content_type, size, upload_expires_at)
     SELECT id, ?, ?, ?, ? FROM applications WHERE id = ? AND customer_sub = ?`,
  )
  const uploadExpiry = db
    .prepare<[number, number, string], string | null>(
      `SELECT upload_expires_at FROM application_documents
       WHERE id = ? AND application_id = (${owned})`,
    )
    .pluck()
  const storeContent = db.prepare<[Buffer, number, number, string]>(
    `UPDATE application_documents SET content = ? WHERE id = ? AND application_id = (${owned})`,
  )
  const matches = db.prepare<[number, string], MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM application_matches
     WHERE application_id = (${owned}) ORDER BY rate, id`,
  )
  const answerMatch = db.prepare<[string, number, number, string]>(
    `UPDATE application_matches SET status = ? WHERE id = ? AND application_id = (${owned})`,
  )
  const match = db.prepare<[number, number, string], MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM application_matches
     WHERE id = ? AND application_id = (${owned})`,
  )
  const setStatus = db.prepare<[ApplicationStatus, string | null, number, string]>(
    `UPDATE applications SET status = ?, assessment = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? AND customer_sub = ?`,
  )
  const clearMatches = db.prepare<[number, string]>(
    `DELETE FROM application_matches WHERE application_id = (${owned})`,
  )
  const insertMatch = db.prepare<
    [string, number, string, number, number, number, number, number, string]
  >(
    `INSERT INTO application_matches
       (application_id, lender, rate, rate_type, term_years, mortgage, monthly_payment,
        amortization_years)
     SELECT id, ?, ?, ?, ?, ?, ?, ? FROM applications WHERE id = ? AND customer_sub = ?`,
  )
  const declineOthers = db.prepare<[number, number, string]>(
    `UPDATE application_matches SET status = 'declined'
     WHERE id != ? AND status = 'accepted' AND application_id = (${owned})`,
  )
  const ownedIds = db
    .prepare<[string], number>(
      'SELECT id FROM applications WHERE customer_sub = ? ORDER BY updated_at DESC, id DESC',
    )
    .pluck()
  const documentCount = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM application_documents WHERE application_id = (${owned})`,
    )
    .pluck()
  const referralCode = db
    .prepare<[string], string | null>('SELECT referral_code FROM customers WHERE sub = ?')
    .pluck()
  const setReferralCode = db.prepare<[string, string]>(
    'UPDATE customers SET referral_code = ? WHERE sub = ? AND referral_code IS NULL',
  )
  const referrals = db.prepare<[string], { date: string; city: string | null }>(
    `SELECT created_at AS date, city FROM leads WHERE upper(code) = upper(?)
     ORDER BY created_at DESC LIMIT 200`,
  )

  const toSigner = (row: { id: number; fields: string }): Signer => ({
    ...(JSON.parse(row.fields) as SignerFields),
    id: row.id,
  })

  function application(sub: string, id: number): Application | undefined {
    const row = select.get(id, sub)
    if (!row) return undefined
    return {
      id: row.id,
      status: row.status,
      fields: JSON.parse(row.fields) as ApplicationFields,
      signers: signers.all(id, sub).map(toSigner),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }
  }

  return {
    application,
    create(sub: string, fields: ApplicationFields): Application {
      const { lastInsertRowid } = insert.run(sub, JSON.stringify(fields))
      const created = application(sub, Number(lastInsertRowid))
      if (!created) throw new Error('application vanished after insert')
      return created
    },
    /**
     * Replaces the fields. Matches were made for the old numbers, so a submitted application goes
     * back to draft; one whose lender is chosen is with the lender and cannot change ('locked').
     */
    update: db.transaction(
      (sub: string, id: number, fields: ApplicationFields): Application | 'locked' | undefined => {
        const row = select.get(id, sub)
        if (!row) return undefined
        if (row.status === 'lender_chosen') return 'locked'
        update.run(JSON.stringify(fields), id, sub)
        if (row.status === 'submitted') {
          clearMatches.run(id, sub)
          setStatus.run('draft', null, id, sub)
        }
        return application(sub, id)
      },
    ),
    /** Sends a complete application for matching: its offers replace any earlier ones. */
    submit: db.transaction(
      (sub: string, id: number, assessment: Assessment, offers: readonly Offer[]) => {
        clearMatches.run(id, sub)
        for (const offer of offers) {
          insertMatch.run(
            offer.lender,
            offer.rate,
            offer.rateType,
            offer.termYears,
            offer.mortgage,
            offer.monthlyPayment,
            offer.amortizationYears,
            id,
            sub,
          )
        }
        setStatus.run('submitted', JSON.stringify(assessment), id, sub)
        return application(sub, id)
      },
    ),
    assessment(sub: string, id: number): Assessment | null {
      const row = select.get(id, sub)
      return row?.assessment ? (JSON.parse(row.assessment) as Assessment) : null
    },
    /** The caller's applications for the dashboard, most recently changed first. */
    summaries(sub: string): ApplicationSummary[] {
      return ownedIds.all(sub).flatMap((id) => {
        const found = application(sub, id)
        if (!found) return []
        return [
          {
            id,
            status: found.status,
            nextStep: nextStep(
              found.status,
              found.fields,
              found.signers,
              documentCount.get(id, sub) ?? 0,
            ),
            city: found.fields.property?.city ?? null,
            price: found.fields.price?.total ?? null,
            updatedAt: found.updatedAt,
          },
        ]
      })
    },
    /** Whether the application exists for this caller and its lender is chosen (no changes). */
    isLocked: (sub: string, id: number) => select.get(id, sub)?.status === 'lender_chosen',
    removeSigner: (sub: string, id: number, signerId: number) =>
      deleteSigner.run(signerId, id, sub).changes > 0,
    addSigner(sub: string, id: number, fields: SignerFields): Signer | undefined {
      const { changes, lastInsertRowid } = insertSigner.run(JSON.stringify(fields), id, sub)
      return changes === 0 ? undefined : { ...fields, id: Number(lastInsertRowid) }
    },
    updateSigner(sub: string, id: number, signerId: number, fields: SignerFields) {
      const { changes } = updateSigner.run(JSON.stringify(fields), signerId, id, sub)
      return changes === 0 ? undefined : { ...fields, id: signerId }
    },
    documents: (sub: string, id: number) => documents.all(id, sub).map(toDocument),
    document(sub: string, id: number, documentId: number) {
      const row = document.get(documentId, id, sub)
      return row && toDocument(row)
    },
    announceDocument(
      sub: string,
      id: number,
      file: { name: string; contentType: string; size: number },
      uploadExpiresAt: Date,
    ): ApplicationDocument | undefined {
      const { changes, lastInsertRowid } = insertDocument.run(
        file.name.trim(),
        file.contentType,
        file.size,
        uploadExpiresAt.toISOString(),
        id,
        sub,
      )
      if (changes === 0) return undefined
      const row = document.get(Number(lastInsertRowid), id, sub)
      return row && toDocument(row)
    },
    /** When the document's upload link stops taking bytes. */
    uploadExpiresAt(sub: string, id: number, documentId: number): Date | undefined {
      const at = uploadExpiry.get(documentId, id, sub)
      return at ? new Date(at) : undefined
    },
    storeDocument: (sub: string, id: number, documentId: number, content: Buffer) =>
      storeContent.run(content, documentId, id, sub).changes > 0,
    matches: (sub: string, id: number) => matches.all(id, sub).map(toMatch),
    /**
     * The customer's answer to an offer. Accepting one chooses that lender (an earlier choice is
     * declined); declining the chosen one reopens the choice.
     */
    answerMatch: db.transaction(
      (sub: string, id: number, matchId: number, status: 'accepted' | 'declined') => {
        const before = match.get(matchId, id, sub)
        const row = select.get(id, sub)
        if (!before || !row || row.status === 'draft') return undefined
        answerMatch.run(status, matchId, id, sub)
        if (status === 'accepted') {
          declineOthers.run(matchId, id, sub)
          setStatus.run('lender_chosen', row.assessment, id, sub)
        } else if (before.status === 'accepted') {
          setStatus.run('submitted', row.assessment, id, sub)
        }
        const after = match.get(matchId, id, sub)
        return after && toMatch(after)
      },
    ),
    /** The caller's referral code (made on first ask) and the leads that named it. */
    referrals(sub: string) {
      let code = referralCode.get(sub)
      for (let attempt = 0; !code && attempt < 5; attempt += 1) {
        try {
          setReferralCode.run(newReferralCode(), sub)
        } catch {
          // a code already taken by someone else: draw again
        }
        code = referralCode.get(sub)
      }
      if (!code) throw new Error('no referral code could be stored')
      return { code, referrals: referrals.all(code) }
    },
  }
}
