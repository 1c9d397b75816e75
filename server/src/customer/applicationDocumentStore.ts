import type { ApplicationDocument } from '../../../contract/application'
import type { CustomerDb } from '../db/customerDb'
import {
  type DocumentRow,
  type DocumentsExpression,
  ownedApplicationId,
  stored,
  toDocument,
} from './applicationRows'

const documentColumns = (eb: DocumentsExpression) =>
  ['id', 'name', 'content_type', 'size', stored(eb).as('uploaded'), 'created_at'] as const

export type { UploadTicket } from './applicationUploadLinks'

/**
 * An application's documents: announced first, then their bytes arrive, once, through the
 * document's upload link. A refused upload leaves its document behind (`upload_failure` set) only
 * to say why its link is spent: it is no longer listed nor counted.
 */
export function applicationDocumentStore(db: CustomerDb) {
  const owned = (sub: string, id: number, documentId: number) =>
    db
      .selectFrom('application_documents')
      .where('id', '=', documentId)
      .where('application_id', '=', ownedApplicationId(db, sub, id))

  const document = async (
    sub: string,
    id: number,
    documentId: number,
  ): Promise<ApplicationDocument | undefined> => {
    const row: DocumentRow | undefined = await owned(sub, id, documentId)
      .select(documentColumns)
      .executeTakeFirst()
    return row && toDocument(row)
  }

  return {
    documents: async (sub: string, id: number): Promise<ApplicationDocument[]> => {
      const rows: DocumentRow[] = await db
        .selectFrom('application_documents')
        .select(documentColumns)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where('upload_failure', 'is', null)
        .orderBy('id')
        .execute()
      return rows.map(toDocument)
    },
    document,
    /** How many documents each of the caller's applications keeps, by application id. */
    documentCounts: async (sub: string): Promise<Map<number, number>> => {
      const rows = await db
        .selectFrom('application_documents as d')
        .innerJoin('applications as a', 'a.id', 'd.application_id')
        .select((eb) => ['d.application_id', eb.fn.countAll().as('count')])
        .where('a.customer_sub', '=', sub)
        .where('d.upload_failure', 'is', null)
        .groupBy('d.application_id')
        .execute()
      return new Map(rows.map((row) => [row.application_id, Number(row.count)]))
    },
    /**
     * Adds the document to an application the caller's transaction (`db`) has found to be theirs.
     * Refused uploads say why only while their link would have lived; then they go.
     */
    announceDocument: async (
      sub: string,
      applicationId: number,
      file: { name: string; contentType: string; size: number },
      uploadExpiresAt: Date,
    ): Promise<ApplicationDocument | undefined> => {
      const now = new Date().toISOString()
      await db
        .deleteFrom('application_documents')
        .where('upload_failure', 'is not', null)
        .where('upload_expires_at', '<', now)
        .where('application_id', 'in', (eb) =>
          eb.selectFrom('applications').select('id').where('customer_sub', '=', sub),
        )
        .execute()
      const { id } = await db
        .insertInto('application_documents')
        .values({
          application_id: applicationId,
          name: file.name.trim(),
          content_type: file.contentType,
          size: file.size,
          upload_expires_at: uploadExpiresAt.toISOString(),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return document(sub, applicationId, id)
    },
  }
}
