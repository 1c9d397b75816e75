import { Readable } from 'node:stream'
import { Type } from 'typebox'
import { DOCUMENT_TYPES } from '../../../contract/applicationChoices'
import {
  StaffApplication,
  StaffApplicationList,
  StaffDocumentParams,
  StaffIdParams,
} from '../../../contract/staff'
import { STAFF_PATHS } from '../../../contract/staffPaths'
import { notFound } from '../httpErrors'
import type { StaffAuditLog } from './auditLog'
import type { DocumentReader, StaffApplicationReads } from './applicationReads'
import { errors, tags, type ReaderOf, type StaffApp } from './staffRouteContext'

const NO_APPLICATION = 'No sent application with this id.'

/** A document's bytes in its own type (one of the types an upload may have). */
const DocumentBytesResponse = {
  description: "The document's bytes, as an attachment under its own name",
  content: Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      { schema: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) },
    ]),
  ),
}

/** `attachment` under the document's own name, as RFC 6266 spells a name in any script. */
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`

export interface StaffApplicationRoutesOptions {
  readonly applications: StaffApplicationReads
  readonly audit: StaffAuditLog
  readonly reader: ReaderOf
  readonly readDocument: DocumentReader
}

/**
 * Sent applications, read-only: the list, one application and one document's bytes. Each read of
 * one application or document is written to the audit log before anything of it is answered.
 */
export function registerApplicationRoutes(
  app: StaffApp,
  { applications, audit, reader, readDocument }: StaffApplicationRoutesOptions,
): void {
  app.get(
    STAFF_PATHS.applications,
    {
      schema: {
        summary: 'Sent pre-approval applications, most recently changed first',
        tags,
        response: { 200: StaffApplicationList, ...errors },
      },
    },
    async () => ({ applications: await applications.summaries() }),
  )

  app.get(
    `${STAFF_PATHS.applications}/:id`,
    {
      schema: {
        summary: 'One sent application with its signers and documents (the read is audited)',
        tags,
        params: StaffIdParams,
        response: { 200: StaffApplication, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const found = await applications.application(id)
      if (!found) throw notFound(NO_APPLICATION)
      await audit.append(
        reader(request),
        { action: 'application.read', applicationId: id },
        new Date(),
      )
      return found
    },
  )

  app.get(
    `${STAFF_PATHS.applications}/:id/documents/:documentId`,
    {
      schema: {
        summary: "A sent application's document, its bytes as stored (the read is audited)",
        tags,
        params: StaffDocumentParams,
        response: { 200: DocumentBytesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params
      const document = await applications.storedDocument(id, documentId)
      if (!document) throw notFound('No uploaded document with this id on this application.')
      // Written before a byte goes out: a read the log does not hold never happens.
      await audit.append(
        reader(request),
        { action: 'document.read', applicationId: id, documentId },
        new Date(),
      )
      const bytes =
        document.bytes.kind === 'storage'
          ? readDocument(document.bytes.key)
          : Readable.from([Buffer.from(document.bytes.content)])
      return reply
        .type(document.contentType)
        .header('content-disposition', attachment(document.name))
        .header('cache-control', 'no-store')
        .send(bytes)
    },
  )
}
