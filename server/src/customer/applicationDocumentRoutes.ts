import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import type { Readable } from 'node:stream'
import { Type } from 'typebox'
import {
  ApplicationDocument,
  ApplicationParams,
  DocumentParams,
  DocumentRequest,
  UploadTicket,
} from '../../../contract/application'
import { ErrorBody } from '../../../contract/errors'
import { HttpError, notFound } from '../httpErrors'
import {
  NO_APPLICATION,
  errors,
  tags,
  type ApplicationRoutesContext,
} from './applicationRouteContext'
import { applicationDirectUploads } from './applicationDirectUploads'
import { uploadSlots } from './applicationDocumentSlots'
import { newDocumentKey, type DocumentStorage } from './applicationDocumentStorage'
import { type UploadTicket as TicketState } from './applicationDocumentStore'
import { checkedBytes, feedBody, uploadHeadersProblem } from './applicationDocumentUpload'
import type { DirectDocumentStorage } from './s3DocumentObjects'

/** How long an upload link takes bytes (the "short-lived upload URL"). */
export const UPLOAD_LINK_MS = 15 * 60_000

/** Uploads one customer may send at once; one more is answered 429 until one of them ends. */
export const UPLOADS_PER_CUSTOMER = 2

/** When a customer whose uploads are all in flight may try again: a 10 MB upload's time. */
export const UPLOAD_RETRY_SECONDS = 10

export interface DocumentUploadOptions {
  /**
   * Where documents' bytes are kept: files the service writes as the bytes reach its upload
   * route, or an object store the browser puts them into through presigned links.
   */
  readonly storage: DocumentStorage | DirectDocumentStorage
  /** This service as its callers reach it (PUBLIC_API_URL): upload links point here. */
  readonly publicUrl: string
}

/** Why an upload link takes no more bytes, from where it stands; undefined when it may. */
export function spentTicketProblem(ticket: TicketState, now: Date): HttpError | undefined {
  if (ticket.stored) {
    return new HttpError(409, 'This document is already uploaded; announce a new one.')
  }
  if (ticket.failure !== null) {
    return new HttpError(
      410,
      `This upload link was used by an upload that was refused (${ticket.failure}); ` +
        'ask for a new upload link.',
    )
  }
  // Expiry comes first: an upload cut off by a restart never ends, and its link is then spent.
  if (!ticket.expiresAt || ticket.expiresAt.getTime() <= now.getTime()) {
    return new HttpError(410, 'This upload link has expired; ask for a new one.')
  }
  if (ticket.claimed) {
    return new HttpError(
      409,
      'This document is already being uploaded; an upload link takes one upload.',
    )
  }
  return undefined
}

const contentLength = (value: string | undefined) =>
  value === undefined ? undefined : Number(value)

/**
 * The bytes of a refused upload are not read: the answer closes the connection, so whatever the
 * client still sends goes nowhere.
 */
function closeAfter(reply: FastifyReply, error: unknown): never {
  void reply.header('connection', 'close')
  throw error
}

/**
 * An application's documents: upload links, the uploads themselves and the list. An upload is
 * streamed to the document storage as it arrives, checked on the way (its size against the
 * announced one, its first bytes against its type).
 */
export function registerDocumentRoutes(
  context: ApplicationRoutesContext,
  uploads: DocumentUploadOptions,
): void {
  const { app, caller, store, base, ownApplication } = context
  const direct =
    uploads.storage.kind === 'direct' ? applicationDirectUploads(store, uploads.storage) : undefined
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
    async (request) => {
      const { id } = request.params
      const expiresAt = new Date(Date.now() + UPLOAD_LINK_MS)
      const document = await store.announceDocument(
        caller(request).sub,
        id,
        request.body,
        expiresAt,
      )
      if (!document) throw notFound(NO_APPLICATION)
      const ticket = { document, method: 'PUT' as const, expiresAt: expiresAt.toISOString() }
      if (direct) {
        const link = await direct.link(caller(request).sub, id, document, expiresAt)
        if (!link) throw notFound(NO_APPLICATION)
        return { ...ticket, ...link }
      }
      const path = `${base}/${String(id)}/documents/${String(document.id)}`
      return {
        ...ticket,
        // Configured, never the request's Host header: a forged one would send the customer's
        // document to whoever it names.
        uploadUrl: `${uploads.publicUrl}${path}`,
        headers: { 'content-type': document.contentType },
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
    async (request) => {
      const { who } = await ownApplication(request, request.params.id)
      // Bytes that landed in the store since the last look are checked before they are listed.
      await direct?.settle(who, request.params.id)
      return { documents: await store.documents(who, request.params.id) }
    },
  )

  // With direct uploads, the bytes never come through here: no upload route takes them.
  if (uploads.storage.kind === 'through-service') {
    registerUploadRoute(context, { ...uploads, storage: uploads.storage })
  }
}

/**
 * The upload itself: the bytes as announced, no more, in the announced type, once per link. What
 * the headers already refuse is refused before a byte is read, and at most a few uploads per
 * customer run at once.
 */
function registerUploadRoute(
  { app, caller, store, base }: ApplicationRoutesContext,
  { storage }: { readonly storage: DocumentStorage },
): void {
  const slots = uploadSlots(UPLOADS_PER_CUSTOMER)

  /** Stores the claimed upload's bytes as they arrive and records where; refuses it otherwise. */
  async function receive(
    who: string,
    ids: { readonly id: number; readonly documentId: number },
    announced: { readonly contentType: string; readonly size: number },
    body: Readable,
  ) {
    const key = newDocumentKey()
    const checked = checkedBytes(announced)
    feedBody(body, checked)
    await storage.put(key, checked)
    if (!(await store.recordUpload(who, ids.id, ids.documentId, key, storage.keyId ?? null))) {
      // The application went while the bytes arrived: nothing may keep them.
      await storage.delete(key)
      throw notFound('No document with this id on this application.')
    }
  }

  // Every body is handed over unread, whatever its type: the handler decides what to read.
  app.register((uploads, _options, done) => {
    uploads.removeAllContentTypeParsers()
    uploads.addContentTypeParser('*', (_request, body, next) => {
      next(null, body)
    })
    uploads.withTypeProvider<TypeBoxTypeProvider>().put(
      `${base}/:id/documents/:documentId`,
      {
        schema: {
          summary: "Uploads an announced document's bytes (an upload link takes one upload)",
          tags,
          params: DocumentParams,
          response: {
            200: ApplicationDocument,
            ...errors,
            410: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const who = caller(request).sub
        const { id, documentId } = request.params
        const document = await store.document(who, id, documentId)
        if (!document) closeAfter(reply, notFound('No document with this id on this application.'))
        const release = slots.take(who)
        if (!release) {
          void reply.header('retry-after', String(UPLOAD_RETRY_SECONDS))
          closeAfter(
            reply,
            new HttpError(
              429,
              `At most ${String(UPLOADS_PER_CUSTOMER)} uploads can be sent at once; ` +
                'try again when one has ended.',
            ),
          )
        }
        try {
          if (!(await store.claimUpload(who, id, documentId))) {
            const ticket = await store.uploadTicket(who, id, documentId)
            closeAfter(
              reply,
              (ticket && spentTicketProblem(ticket, new Date())) ??
                new HttpError(409, 'This upload link takes no more uploads; ask for a new one.'),
            )
          }
          try {
            const problem = uploadHeadersProblem(document, {
              contentType: request.headers['content-type'],
              contentLength: contentLength(request.headers['content-length']),
            })
            if (problem) throw problem
            const body = request.body as Readable | undefined
            if (!body) throw new HttpError(400, 'body is empty')
            await receive(who, { id, documentId }, document, body)
          } catch (error) {
            const reason =
              error instanceof HttpError ? error.message : 'the bytes could not be stored'
            await store.refuseUpload(who, id, documentId, reason)
            if (!request.raw.complete) closeAfter(reply, error)
            throw error
          }
        } finally {
          release()
        }
        return { ...document, status: 'uploaded' as const }
      },
    )
    done()
  })
}
