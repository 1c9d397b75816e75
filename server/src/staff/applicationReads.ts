import type { Readable } from 'node:stream'
import type { Application, ApplicationFields } from '../../../contract/application'
import type { ApplicationStatus } from '../../../contract/applicationChoices'
import type { StaffApplication, StaffApplicationSummary } from '../../../contract/staff'
import type { CustomerDb } from '../db/customerDb'
import {
  type DocumentRow,
  type DocumentsExpression,
  stored,
  toDocument,
  toSigner,
} from '../customer/applicationRows'

/** A draft is the customer's work in progress; the brokerage sees an application once it is sent. */
const SENT: readonly ApplicationStatus[] = ['submitted', 'lender_chosen']

const documentColumns = (eb: DocumentsExpression) =>
  ['id', 'name', 'content_type', 'size', stored(eb).as('uploaded'), 'created_at'] as const

const fieldsOf = (json: string) => JSON.parse(json) as ApplicationFields

/** The applicant's name as the form has it, or the empty string before it is filled in. */
export function applicantName(fields: ApplicationFields): string {
  const { firstName = '', lastName = '' } = fields.applicant ?? {}
  return `${firstName} ${lastName}`.trim()
}

/** Where a stored document's bytes are: under a storage key, or (uploaded before it) in the row. */
export type DocumentBytes =
  | { readonly kind: 'storage'; readonly key: string }
  | { readonly kind: 'row'; readonly content: Uint8Array }

export interface StoredDocument {
  readonly name: string
  readonly contentType: string
  readonly size: number
  readonly bytes: DocumentBytes
}

/**
 * Sent pre-approval applications as the staff view reads them: any customer's, never changed.
 * The routes write each read of one application or document to the audit log.
 */
export function staffApplicationReads(db: CustomerDb) {
  return {
    async summaries(): Promise<StaffApplicationSummary[]> {
      const rows = await db
        .selectFrom('applications as a')
        .select((eb) => [
          'a.id',
          'a.status',
          'a.fields',
          'a.created_at',
          'a.updated_at',
          eb
            .selectFrom('application_documents as d')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('d.application_id', '=', 'a.id')
            .where((d) =>
              d.or([d('d.storage_key', 'is not', null), d('d.content', 'is not', null)]),
            )
            .as('documents'),
        ])
        .where('a.status', 'in', SENT)
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id', 'desc')
        .$narrowType<{ status: ApplicationStatus }>()
        .execute()
      return rows.map((row) => {
        const fields = fieldsOf(row.fields)
        return {
          id: row.id,
          status: row.status,
          applicantName: applicantName(fields),
          applicantEmail: fields.applicant?.email ?? null,
          city: fields.property?.city ?? null,
          price: fields.price?.total ?? null,
          documents: Number(row.documents ?? 0),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }
      })
    },

    /** One sent application with its signers and documents; undefined when there is none. */
    async application(id: number): Promise<StaffApplication | undefined> {
      const row = await db
        .selectFrom('applications')
        .select(['id', 'status', 'fields', 'created_at', 'updated_at'])
        .where('id', '=', id)
        .where('status', 'in', SENT)
        .$narrowType<{ status: ApplicationStatus }>()
        .executeTakeFirst()
      if (!row) return undefined
      const signers = await db
        .selectFrom('application_signers')
        .select(['id', 'fields'])
        .where('application_id', '=', id)
        .orderBy('id')
        .execute()
      const documents: DocumentRow[] = await db
        .selectFrom('application_documents')
        .select(documentColumns)
        .where('application_id', '=', id)
        .where('upload_failure', 'is', null)
        .orderBy('id')
        .execute()
      const application: Application = {
        id: row.id,
        status: row.status,
        fields: fieldsOf(row.fields),
        signers: signers.map(toSigner),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
      return { application, documents: documents.map(toDocument) }
    },

    /** A sent application's stored document and where its bytes are; undefined when none. */
    async storedDocument(id: number, documentId: number): Promise<StoredDocument | undefined> {
      const row = await db
        .selectFrom('application_documents as d')
        .innerJoin('applications as a', 'a.id', 'd.application_id')
        .select(['d.name', 'd.content_type', 'd.size', 'd.storage_key', 'd.content'])
        .where('d.id', '=', documentId)
        .where('d.application_id', '=', id)
        .where('a.status', 'in', SENT)
        .executeTakeFirst()
      if (!row) return undefined
      const bytes: DocumentBytes | undefined =
        row.storage_key !== null
          ? { kind: 'storage', key: row.storage_key }
          : row.content !== null
            ? { kind: 'row', content: row.content }
            : undefined
      if (!bytes) return undefined
      return { name: row.name, contentType: row.content_type, size: row.size, bytes }
    },
  }
}

export type StaffApplicationReads = ReturnType<typeof staffApplicationReads>

/** Reads the bytes under a storage key: the configured document storage's `get`. */
export type DocumentReader = (key: string) => Readable
