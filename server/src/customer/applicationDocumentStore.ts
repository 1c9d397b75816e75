import type { ApplicationDocument } from '../../../contract/application'
import type { Db } from '../db/database'
import { type DocumentRow, OWNED_APPLICATION, toDocument } from './applicationRows'

/** Stored bytes are in the document storage, or (uploaded before it) in the row's `content`. */
const STORED = '(storage_key IS NOT NULL OR content IS NOT NULL)'
const DOCUMENT_COLUMNS = `id, name, content_type, size, ${STORED} AS uploaded, created_at`
/** A refused upload leaves its document behind only to say why its link is spent. */
const KEPT = 'upload_failure IS NULL'

/** Where a document's upload link stands, to say why it takes no more bytes. */
export interface UploadTicket {
  readonly stored: boolean
  readonly claimed: boolean
  /** Why the upload that claimed the link was refused. */
  readonly failure: string | null
  readonly expiresAt: Date | undefined
}

interface TicketRow {
  stored: 0 | 1
  upload_claimed_at: string | null
  upload_failure: string | null
  upload_expires_at: string | null
}

/**
 * An application's documents: announced first, then their bytes arrive, once, through the
 * document's upload link.
 */
export function applicationDocumentStore(db: Db) {
  const all = db.prepare<[number, string], DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM application_documents
     WHERE application_id = (${OWNED_APPLICATION}) AND ${KEPT} ORDER BY id`,
  )
  const one = db.prepare<[number, number, string], DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM application_documents
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const insert = db.prepare<[string, string, number, string, number, string]>(
    `INSERT INTO application_documents (application_id, name, content_type, size, upload_expires_at)
     SELECT id, ?, ?, ?, ? FROM applications WHERE id = ? AND customer_sub = ?`,
  )
  // Refused uploads say why only while their link would have lived; then they go.
  const forgetRefused = db.prepare<[string, string]>(
    `DELETE FROM application_documents
     WHERE upload_failure IS NOT NULL AND upload_expires_at < ?
       AND application_id IN (SELECT id FROM applications WHERE customer_sub = ?)`,
  )
  const ticket = db.prepare<[number, number, string], TicketRow>(
    `SELECT ${STORED} AS stored, upload_claimed_at, upload_failure, upload_expires_at
     FROM application_documents WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  // The one statement that decides which upload a link takes: two at once cannot both claim it.
  const claim = db.prepare<[string, number, number, string, string]>(
    `UPDATE application_documents SET upload_claimed_at = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})
       AND upload_claimed_at IS NULL AND NOT ${STORED} AND upload_expires_at > ?`,
  )
  const record = db.prepare<[string, number, number, string]>(
    `UPDATE application_documents SET storage_key = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})
       AND upload_claimed_at IS NOT NULL AND NOT ${STORED} AND ${KEPT}`,
  )
  const refuse = db.prepare<[string, number, number, string]>(
    `UPDATE application_documents SET upload_failure = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION}) AND NOT ${STORED}`,
  )
  const count = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM application_documents
       WHERE application_id = (${OWNED_APPLICATION}) AND ${KEPT}`,
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
      forgetRefused.run(new Date().toISOString(), sub)
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
    /** Where the document's upload link stands; undefined when the caller has no such document. */
    uploadTicket: (sub: string, id: number, documentId: number): UploadTicket | undefined => {
      const row = ticket.get(documentId, id, sub)
      return (
        row && {
          stored: row.stored === 1,
          claimed: row.upload_claimed_at !== null,
          failure: row.upload_failure,
          expiresAt: row.upload_expires_at ? new Date(row.upload_expires_at) : undefined,
        }
      )
    },
    /** Takes the upload link for one upload; false when it was taken, stored or has expired. */
    claimUpload: (sub: string, id: number, documentId: number, now = new Date()): boolean => {
      const at = now.toISOString()
      return claim.run(at, documentId, id, sub, at).changes === 1
    },
    /** Records where the claimed upload's bytes are kept; false when the document is gone. */
    recordUpload: (sub: string, id: number, documentId: number, key: string): boolean =>
      record.run(key, documentId, id, sub).changes === 1,
    /** Marks the claimed upload refused, with the reason its link answers from then on. */
    refuseUpload: (sub: string, id: number, documentId: number, reason: string): void => {
      refuse.run(reason, documentId, id, sub)
    },
  }
}
