import type { ApplicationDocument } from '../../../contract/application'
import type { Db } from '../db/database'
import { type DocumentRow, OWNED_APPLICATION, toDocument } from './applicationRows'

const DOCUMENT_COLUMNS = 'id, name, content_type, size, content IS NOT NULL AS uploaded, created_at'

/** An application's documents: announced first, then their bytes arrive through an upload link. */
export function applicationDocumentStore(db: Db) {
  const all = db.prepare<[number, string], DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM application_documents
     WHERE application_id = (${OWNED_APPLICATION}) ORDER BY id`,
  )
  const one = db.prepare<[number, number, string], DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM application_documents
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const insert = db.prepare<[string, string, number, string, number, string]>(
    `INSERT INTO application_documents (application_id, name, content_type, size, upload_expires_at)
     SELECT id, ?, ?, ?, ? FROM applications WHERE id = ? AND customer_sub = ?`,
  )
  const uploadExpiry = db
    .prepare<[number, number, string], string | null>(
      `SELECT upload_expires_at FROM application_documents
       WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
    )
    .pluck()
  const storeContent = db.prepare<[Buffer, number, number, string]>(
    `UPDATE application_documents SET content = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const count = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM application_documents WHERE application_id = (${OWNED_APPLICATION})`,
    )
    .pluck()

  function document(sub: string, id: number, documentId: number) {
    const row = one.get(documentId, id, sub)
    return row && toDocument(row)
  }

  return {
    documents: (sub: string, id: number) => all.all(id, sub).map(toDocument),
    document,
    documentCount: (sub: string, id: number) => count.get(id, sub) ?? 0,
    announceDocument: (
      sub: string,
      id: number,
      file: { name: string; contentType: string; size: number },
      uploadExpiresAt: Date,
    ): ApplicationDocument | undefined => {
      const { changes, lastInsertRowid } = insert.run(
        file.name.trim(),
        file.contentType,
        file.size,
        uploadExpiresAt.toISOString(),
        id,
        sub,
      )
      if (changes === 0) return undefined
      return document(sub, id, Number(lastInsertRowid))
    },
    /** When the document's upload link stops taking bytes. */
    uploadExpiresAt: (sub: string, id: number, documentId: number): Date | undefined => {
      const at = uploadExpiry.get(documentId, id, sub)
      return at ? new Date(at) : undefined
    },
    storeDocument: (sub: string, id: number, documentId: number, content: Buffer) =>
      storeContent.run(content, documentId, id, sub).changes > 0,
  }
}
