import type {
  Application,
  ApplicationFields,
  ApplicationSummary,
  Assessment,
  Signer,
  SignerFields,
} from '../../../contract/application'
import { nextStep } from '../../../contract/applicationRules'
import type { CustomerDb } from '../db/customerDb'
import { applicationDocumentStore } from './applicationDocumentStore'
import { applicationMatchStore } from './applicationMatchStore'
import { applicationQuota, type ApplicationQuota } from './applicationQuota'
import { type ApplicationRow, applicationRecords } from './applicationRows'
import { applicationSignerStore } from './applicationSignerStore'
import { applicationUploadLinks } from './applicationUploadLinks'
import type { Offer } from './matching'
import { referralStore } from './referralStore'
import type { Vault } from '../vault/vault'

/** An application whose lender is chosen is with the lender: it no longer changes. */
export const LOCKED = 'locked'

/** What submitting decides from the application as it stands: its assessment and its offers. */
export type Assess = (found: Application) => {
  readonly assessment: Assessment
  readonly offers: readonly Offer[]
}

/** What else a sent application keeps, in its submission's transaction. */
export type ApplicationSent = (trx: CustomerDb, application: Application) => Promise<void>

const toApplication = (row: ApplicationRow, signers: Signer[]): Application => ({
  id: row.id,
  status: row.status,
  fields: JSON.parse(row.fields) as ApplicationFields,
  signers,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** The caller's applications for the dashboard, most recently changed first. */
async function applicationSummaries(db: CustomerDb, sub: string): Promise<ApplicationSummary[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'status', 'fields', 'assessment', 'created_at', 'updated_at'])
    .where('customer_sub', '=', sub)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .$narrowType<Pick<ApplicationRow, 'status'>>()
    .execute()
  if (rows.length === 0) return []
  const signersOf = await applicationSignerStore(db).signersByApplication(sub)
  const documentCounts = await applicationDocumentStore(db).documentCounts(sub)
  return rows.map((row) => {
    const found = toApplication(row, signersOf.get(row.id) ?? [])
    return {
      id: found.id,
      status: found.status,
      nextStep: nextStep(
        found.status,
        found.fields,
        found.signers,
        documentCounts.get(found.id) ?? 0,
      ),
      city: found.fields.property?.city ?? null,
      price: found.fields.price?.total ?? null,
      updatedAt: found.updatedAt,
    }
  })
}

/**
 * Applications and what hangs off them (signers, documents, lenders' matches) plus the
 * customer's referral code, as one store for the routes. Every query names the owner through
 * `applications.customer_sub`, so an id that belongs to another customer finds nothing, exactly
 * like an id that does not exist. A change that depends on what it reads (the status, a quota)
 * reads it locked, in the transaction that writes.
 */
export function applicationStore(
  db: CustomerDb,
  vault: Vault,
  checkQuota: ApplicationQuota = applicationQuota(),
) {
  /** The fields as stored: sealed, with the key they are sealed under. */
  const sealed = (fields: ApplicationFields) => ({
    fields: vault.sealText(JSON.stringify(fields)),
    key_id: vault.keyId,
  })
  const documents = applicationDocumentStore(db)
  const uploads = applicationUploadLinks(db)
  const matches = applicationMatchStore(db)

  async function application(
    trx: CustomerDb,
    sub: string,
    id: number,
  ): Promise<Application | undefined> {
    const row = await applicationRecords(trx).row(sub, id)
    return row && toApplication(row, await applicationSignerStore(trx).signers(sub, id))
  }

  /**
   * Runs `change` on the caller's application by this id, locked, in one transaction: undefined
   * when they have none by it, 'locked' once its lender is chosen.
   */
  const whileOpen = <T>(
    sub: string,
    id: number,
    change: (trx: CustomerDb, row: ApplicationRow) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx): Promise<T | typeof LOCKED | undefined> => {
      const row = await applicationRecords(trx).lockedRow(sub, id)
      if (!row) return undefined
      if (row.status === 'lender_chosen') return LOCKED
      return change(trx, row)
    })

  return {
    application: (sub: string, id: number) => application(db, sub, id),
    /** Starts an application, within the customer's quota. */
    create: (sub: string, fields: ApplicationFields) =>
      db.transaction().execute(async (trx): Promise<Application> => {
        await checkQuota(trx, sub, { kind: 'application' })
        const now = new Date().toISOString()
        const { id } = await trx
          .insertInto('applications')
          .values({
            customer_sub: sub,
            ...sealed(fields),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const created = await application(trx, sub, id)
        if (!created) throw new Error('application vanished after insert')
        return created
      }),
    /**
     * Replaces the fields. Matches were made for the old numbers, so a submitted application goes
     * back to draft.
     */
    update: (sub: string, id: number, fields: ApplicationFields) =>
      whileOpen(sub, id, async (trx, row) => {
        await trx
          .updateTable('applications')
          .set({ ...sealed(fields), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('customer_sub', '=', sub)
          .execute()
        if (row.status === 'submitted') {
          await applicationMatchStore(trx).clearMatches(sub, id)
          await applicationRecords(trx).setStatus(sub, id, 'draft', null)
        }
        return application(trx, sub, id)
      }),
    /**
     * Sends the application for matching: `assess` decides from it as it stands (and may throw to
     * refuse it); its offers replace any earlier ones. `sent` keeps what the brokerage is told of
     * it (the mortgage team's e-mail, the CRM's event) in the same transaction, so a sent
     * application always has them coming and a refused one never does.
     */
    submit: (sub: string, id: number, assess: Assess, sent?: ApplicationSent) =>
      whileOpen(sub, id, async (trx, row) => {
        const found = toApplication(row, await applicationSignerStore(trx).signers(sub, id))
        const { assessment, offers } = assess(found)
        await applicationMatchStore(trx).replaceMatches(sub, id, offers)
        await applicationRecords(trx).setStatus(sub, id, 'submitted', JSON.stringify(assessment))
        await sent?.(trx, found)
        return { assessment, matches: await applicationMatchStore(trx).matches(sub, id) }
      }),
    async assessment(sub: string, id: number): Promise<Assessment | null> {
      const row = await applicationRecords(db).row(sub, id)
      return row?.assessment ? (JSON.parse(row.assessment) as Assessment) : null
    },
    /** The caller's applications for the dashboard, most recently changed first. */
    summaries: (sub: string) => applicationSummaries(db, sub),
    /** Adds a signer, within the application's quota. */
    addSigner: (sub: string, id: number, fields: SignerFields) =>
      whileOpen(sub, id, async (trx): Promise<Signer> => {
        await checkQuota(trx, sub, { kind: 'signer' }, id)
        return applicationSignerStore(trx, vault).addSigner(id, fields)
      }),
    /** Changes a signer; undefined when the application has no such signer. */
    updateSigner: (sub: string, id: number, signerId: number, fields: SignerFields) =>
      whileOpen(sub, id, (trx) =>
        applicationSignerStore(trx, vault).updateSigner(sub, id, signerId, fields),
      ),
    /** Removes a signer; false when the application has no such signer. */
    removeSigner: (sub: string, id: number, signerId: number) =>
      whileOpen(sub, id, (trx) => applicationSignerStore(trx).removeSigner(sub, id, signerId)),
    documents: documents.documents,
    document: documents.document,
    /**
     * Announces a document of the caller's application, within the customer's quota (checked
     * first: a full quota is the answer even for an id that is not theirs).
     */
    announceDocument: (
      sub: string,
      id: number,
      file: { name: string; contentType: string; size: number },
      uploadExpiresAt: Date,
    ) =>
      db.transaction().execute(async (trx) => {
        await checkQuota(trx, sub, { kind: 'document', bytes: file.size })
        if (!(await applicationRecords(trx).row(sub, id))) return undefined
        return applicationDocumentStore(trx).announceDocument(sub, id, file, uploadExpiresAt)
      }),
    uploadTicket: uploads.uploadTicket,
    claimUpload: uploads.claimUpload,
    recordUpload: uploads.recordUpload,
    refuseUpload: uploads.refuseUpload,
    startDirectUpload: uploads.startDirectUpload,
    directUploadsAwaiting: uploads.directUploadsAwaiting,
    settleDirectUpload: uploads.settleDirectUpload,
    matches: matches.matches,
    answerMatch: matches.answerMatch,
    referrals: referralStore(db).referrals,
  }
}

export type ApplicationStore = ReturnType<typeof applicationStore>
