import type { CustomerDb } from '../db/customerDb'
import { notStored, ownedApplicationId, stored } from './applicationRows'

/** Where a document's upload link stands, to say why it takes no more bytes. */
export interface UploadTicket {
  readonly stored: boolean
  readonly claimed: boolean
  /** Why the upload that claimed the link was refused. */
  readonly failure: string | null
  readonly expiresAt: Date | undefined
}

/**
 * A document's upload link: it takes one upload, claimed before a byte is stored; the upload then
 * records where its bytes are kept, or is refused with the reason the link answers from then on.
 */
export function applicationUploadLinks(db: CustomerDb) {
  const owned = (sub: string, id: number, documentId: number) =>
    db
      .selectFrom('application_documents')
      .where('id', '=', documentId)
      .where('application_id', '=', ownedApplicationId(db, sub, id))

  return {
    /** Where the document's upload link stands; undefined when the caller has no such document. */
    uploadTicket: async (
      sub: string,
      id: number,
      documentId: number,
    ): Promise<UploadTicket | undefined> => {
      const row = await owned(sub, id, documentId)
        .select((eb) => [
          stored(eb).as('stored'),
          'upload_claimed_at',
          'upload_failure',
          'upload_expires_at',
        ])
        .executeTakeFirst()
      return (
        row && {
          stored: Boolean(row.stored),
          claimed: row.upload_claimed_at !== null,
          failure: row.upload_failure,
          expiresAt: row.upload_expires_at ? new Date(row.upload_expires_at) : undefined,
        }
      )
    },
    /**
     * Takes the upload link for one upload; false when it was taken, stored or has expired. The
     * one statement that decides which upload a link takes: of two at once, on any engine and
     * any instance, the second finds the link claimed and changes nothing.
     */
    claimUpload: async (sub: string, id: number, documentId: number, now = new Date()) => {
      const at = now.toISOString()
      const claimed = await db
        .updateTable('application_documents')
        .set({ upload_claimed_at: at })
        .where('id', '=', documentId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where('upload_claimed_at', 'is', null)
        .where(notStored)
        .where('upload_expires_at', '>', at)
        .returning('id')
        .executeTakeFirst()
      return claimed !== undefined
    },
    /**
     * Records where the claimed upload's bytes are kept (and the key they are sealed under, when
     * they are); false when the document is gone.
     */
    recordUpload: async (
      sub: string,
      id: number,
      documentId: number,
      key: string,
      keyId: string | null = null,
    ) => {
      const recorded = await db
        .updateTable('application_documents')
        .set({ storage_key: key, key_id: keyId })
        .where('id', '=', documentId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where('upload_claimed_at', 'is not', null)
        .where(notStored)
        .where('upload_failure', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return recorded !== undefined
    },
    /**
     * Hands the document's one upload to a presigned link that writes under `key`: claimed now,
     * so the service's own upload route takes nothing for it. False when the link was taken.
     */
    startDirectUpload: async (
      sub: string,
      id: number,
      documentId: number,
      key: string,
      now = new Date(),
    ) => {
      const started = await db
        .updateTable('application_documents')
        .set({ upload_claimed_at: now.toISOString(), upload_key: key })
        .where('id', '=', documentId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where('upload_claimed_at', 'is', null)
        .where(notStored)
        .returning('id')
        .executeTakeFirst()
      return started !== undefined
    },
    /** The application's direct uploads whose bytes are not checked yet. */
    directUploadsAwaiting: async (sub: string, id: number) =>
      (
        await db
          .selectFrom('application_documents')
          .select(['id', 'upload_key', 'content_type', 'size'])
          .where('application_id', '=', ownedApplicationId(db, sub, id))
          .where('upload_key', 'is not', null)
          .where(notStored)
          .where('upload_failure', 'is', null)
          .orderBy('id')
          .execute()
      ).map((row) => ({
        documentId: row.id,
        key: row.upload_key ?? '',
        announced: { contentType: row.content_type, size: row.size },
      })),
    /**
     * Counts a direct upload whose landed bytes passed the checks: its key becomes the stored
     * one. Of two instances settling it at once, the second changes nothing.
     */
    settleDirectUpload: async (sub: string, id: number, documentId: number, key: string) => {
      await db
        .updateTable('application_documents')
        .set({ storage_key: key })
        .where('id', '=', documentId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where('upload_key', '=', key)
        .where(notStored)
        .where('upload_failure', 'is', null)
        .execute()
    },
    /** Marks the claimed upload refused, with the reason its link answers from then on. */
    refuseUpload: async (sub: string, id: number, documentId: number, reason: string) => {
      await db
        .updateTable('application_documents')
        .set({ upload_failure: reason })
        .where('id', '=', documentId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .where(notStored)
        .execute()
    },
  }
}
