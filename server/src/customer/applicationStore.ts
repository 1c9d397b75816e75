import type {
  Application,
  ApplicationFields,
  ApplicationSummary,
  Assessment,
} from '../../../contract/application'
import { nextStep } from '../../../contract/applicationRules'
import type { Db } from '../db/database'
import { applicationDocumentStore } from './applicationDocumentStore'
import { applicationMatchStore } from './applicationMatchStore'
import { applicationRecords } from './applicationRows'
import { applicationSignerStore } from './applicationSignerStore'
import type { Offer } from './matching'
import { referralStore } from './referralStore'

/**
 * Applications and what hangs off them (signers, documents, lenders' matches) plus the
 * customer's referral code, as one store for the routes. Every statement joins through
 * `applications.customer_sub`, so an id that belongs to another customer finds nothing, exactly
 * like an id that does not exist.
 */
export function applicationStore(db: Db) {
  const records = applicationRecords(db)
  const signers = applicationSignerStore(db)
  const documents = applicationDocumentStore(db)
  const matches = applicationMatchStore(db, records)
  const insert = db.prepare<[string, string]>(
    'INSERT INTO applications (customer_sub, fields) VALUES (?, ?)',
  )
  const update = db.prepare<[string, number, string]>(
    `UPDATE applications SET fields = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? AND customer_sub = ?`,
  )
  const ownedIds = db
    .prepare<[string], number>(
      'SELECT id FROM applications WHERE customer_sub = ? ORDER BY updated_at DESC, id DESC',
    )
    .pluck()

  function application(sub: string, id: number): Application | undefined {
    const row = records.row(sub, id)
    if (!row) return undefined
    return {
      id: row.id,
      status: row.status,
      fields: JSON.parse(row.fields) as ApplicationFields,
      signers: signers.signers(sub, id),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }
  }

  function summary(sub: string, found: Application): ApplicationSummary {
    return {
      id: found.id,
      status: found.status,
      nextStep: nextStep(
        found.status,
        found.fields,
        found.signers,
        documents.documentCount(sub, found.id),
      ),
      city: found.fields.property?.city ?? null,
      price: found.fields.price?.total ?? null,
      updatedAt: found.updatedAt,
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
        const row = records.row(sub, id)
        if (!row) return undefined
        if (row.status === 'lender_chosen') return 'locked'
        update.run(JSON.stringify(fields), id, sub)
        if (row.status === 'submitted') {
          matches.clearMatches(sub, id)
          records.setStatus(sub, id, 'draft', null)
        }
        return application(sub, id)
      },
    ),
    /** Sends a complete application for matching: its offers replace any earlier ones. */
    submit: db.transaction(
      (sub: string, id: number, assessment: Assessment, offers: readonly Offer[]) => {
        matches.replaceMatches(sub, id, offers)
        records.setStatus(sub, id, 'submitted', JSON.stringify(assessment))
        return application(sub, id)
      },
    ),
    assessment(sub: string, id: number): Assessment | null {
      const row = records.row(sub, id)
      return row?.assessment ? (JSON.parse(row.assessment) as Assessment) : null
    },
    /** The caller's applications for the dashboard, most recently changed first. */
    summaries(sub: string): ApplicationSummary[] {
      return ownedIds.all(sub).flatMap((id) => {
        const found = application(sub, id)
        return found ? [summary(sub, found)] : []
      })
    },
    /** Whether the application exists for this caller and its lender is chosen (no changes). */
    isLocked: (sub: string, id: number) => records.row(sub, id)?.status === 'lender_chosen',
    addSigner: signers.addSigner,
    updateSigner: signers.updateSigner,
    removeSigner: signers.removeSigner,
    documents: documents.documents,
    document: documents.document,
    announceDocument: documents.announceDocument,
    uploadTicket: documents.uploadTicket,
    claimUpload: documents.claimUpload,
    recordUpload: documents.recordUpload,
    refuseUpload: documents.refuseUpload,
    matches: matches.matches,
    answerMatch: matches.answerMatch,
    referrals: referralStore(db).referrals,
  }
}
