import type { ApplicationStore } from './applicationStore'
import { landedProblem, SIGNATURE_BYTES } from './applicationDocumentUpload'
import { newDocumentKey } from './applicationDocumentStorage'
import type { DirectDocumentStorage } from './s3DocumentObjects'

/**
 * Documents the customer's browser puts straight into the document store. The service hands out
 * a presigned link for the document's one upload, and counts the bytes only once it has checked
 * what landed (size, type, first bytes): until then the document is pending, and bytes that are
 * not the announced document are deleted and the document refused.
 */
export function applicationDirectUploads(store: ApplicationStore, storage: DirectDocumentStorage) {
  return {
    /** The presigned link for an announced document; undefined when its upload was taken. */
    async link(sub: string, id: number, document: DocumentAnnounced, expiresAt: Date) {
      const key = newDocumentKey()
      if (!(await store.startDirectUpload(sub, id, document.id, key))) return undefined
      const seconds = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000))
      const upload = await storage.presignedPut(key, document, seconds)
      return { uploadUrl: upload.url, headers: upload.headers }
    },

    /** Checks the application's uploads that have landed since it was last asked, once each. */
    async settle(sub: string, id: number): Promise<void> {
      for (const { documentId, key, announced } of await store.directUploadsAwaiting(sub, id)) {
        const landed = await storage.landed(key)
        if (!landed) continue
        const head = await storage.firstBytes(key, SIGNATURE_BYTES)
        const problem = landedProblem(announced, { ...landed, head })
        if (problem === undefined) {
          await store.settleDirectUpload(sub, id, documentId, key)
        } else {
          await storage.delete(key)
          await store.refuseUpload(sub, id, documentId, problem)
        }
      }
    },
  }
}

interface DocumentAnnounced {
  readonly id: number
  readonly contentType: string
  readonly size: number
}
