import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  ApplicationDocument,
  ApplicationParams,
  DocumentParams,
  DocumentRequest,
  UploadTicket,
} from '../../../contract/application'
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../contract/applicationChoices'
import { ErrorBody } from '../../../contract/errors'
import { HttpError, badRequest, notFound } from '../httpErrors'
import { requestOrigin } from '../meta/link'
import {
  NO_APPLICATION,
  errors,
  tags,
  type ApplicationRoutesContext,
} from './applicationRouteContext'

/** How long an upload link takes bytes (the "short-lived upload URL"). */
export const UPLOAD_LINK_MS = 15 * 60_000

/** The first bytes each accepted type starts with, so a renamed file is refused. */
const SIGNATURES: Record<(typeof DOCUMENT_TYPES)[number], Buffer> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
}
const looksLike = (type: string, body: Buffer) => {
  const signature = SIGNATURES[type as keyof typeof SIGNATURES] as Buffer | undefined
  return signature !== undefined && body.subarray(0, signature.length).equals(signature)
}

/** An application's documents: upload tickets, the uploads themselves, the list and removal. */
export function registerDocumentRoutes(context: ApplicationRoutesContext): void {
  const { app, caller, store, checkQuota, base, ownApplication } = context
  app.post(
    `${base}/:id/documents/upload-url`,
    {
      schema: {
        summary: 'Announces a document and answers where to PUT its bytes',
        tags,
        params: ApplicationParams,
        body: DocumentRequest,
        response: { 200: UploadTicket, ...errors },
      },
    },
    (request) => {
      const { id } = request.params
      checkQuota(caller(request).sub, { kind: 'document', bytes: request.body.size })
      const expiresAt = new Date(Date.now() + UPLOAD_LINK_MS)
      const document = store.announceDocument(caller(request).sub, id, request.body, expiresAt)
      if (!document) throw notFound(NO_APPLICATION)
      const path = `${base}/${String(id)}/documents/${String(document.id)}`
      return {
        document,
        uploadUrl: `${requestOrigin(request)}${path}`,
        method: 'PUT' as const,
        expiresAt: expiresAt.toISOString(),
      }
    },
  )

  app.get(
    `${base}/:id/documents`,
    {
      schema: {
        summary: "An application's documents (names and states, not their bytes)",
        tags,
        params: ApplicationParams,
        response: { 200: Type.Object({ documents: Type.Array(ApplicationDocument) }), ...errors },
      },
    },
    (request) => {
      const { who } = ownApplication(request, request.params.id)
      return { documents: store.documents(who, request.params.id) }
    },
  )

  // The upload itself: the bytes as announced, no more, in the announced type.
  app.register((uploads, _options, done) => {
    uploads.addContentTypeParser(
      [...DOCUMENT_TYPES],
      { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
      (_request, body, next) => {
        next(null, body)
      },
    )
    uploads.withTypeProvider<TypeBoxTypeProvider>().put(
      `${base}/:id/documents/:documentId`,
      {
        schema: {
          summary: "Uploads an announced document's bytes",
          tags,
          params: DocumentParams,
          response: {
            200: ApplicationDocument,
            ...errors,
            410: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      (request) => {
        const who = caller(request).sub
        const { id, documentId } = request.params
        const document = store.document(who, id, documentId)
        if (!document) throw notFound('No document with this id on this application.')
        if (document.status === 'uploaded') {
          throw new HttpError(409, 'This document is already uploaded; announce a new one.')
        }
        const expiresAt = store.uploadExpiresAt(who, id, documentId)
        if (!expiresAt || expiresAt.getTime() < Date.now()) {
          throw new HttpError(410, 'This upload link has expired; ask for a new one.')
        }
        const body = request.body
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('body is empty')
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim()
        if (type !== document.contentType) {
          throw badRequest(`content-type must be ${document.contentType}, as announced`)
        }
        if (body.length > document.size) {
          throw badRequest(`body is larger than the announced ${String(document.size)} bytes`)
        }
        if (!looksLike(document.contentType, body)) {
          throw badRequest(`body is not a ${document.contentType} file`)
        }
        store.storeDocument(who, id, documentId, body)
        return { ...document, status: 'uploaded' as const }
      },
    )
    done()
  })
}
