import { Transform, type Readable } from 'node:stream'
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../contract/applicationChoices'
import { HttpError, badRequest } from '../httpErrors'

type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** The first bytes each accepted type starts with, so a renamed file is refused. */
const SIGNATURES: Record<DocumentType, Buffer> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
}

const isDocumentType = (type: string): type is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(type)

/** What an upload was announced as: its type and its size in bytes. */
export interface Announced {
  readonly contentType: string
  readonly size: number
}

/**
 * Whether a request's headers can carry the announced document, decided before a byte of the
 * body is read: the type must be the announced one, and a stated length may not pass the
 * announced size (nor the largest document). Undefined when the bytes may be read.
 */
export function uploadHeadersProblem(
  announced: Announced,
  headers: { readonly contentType: string | undefined; readonly contentLength: number | undefined },
): HttpError | undefined {
  const type = (headers.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== announced.contentType) {
    const message = `content-type must be ${announced.contentType}, as announced`
    return isDocumentType(type) ? badRequest(message) : new HttpError(415, message)
  }
  const { contentLength: length } = headers
  if (length === 0) return badRequest('body is empty')
  const limit = Math.min(announced.size, DOCUMENT_MAX_BYTES)
  if (length !== undefined && length > limit) {
    return new HttpError(
      413,
      `body is ${String(length)} bytes, larger than the announced ${String(limit)} bytes`,
    )
  }
  return undefined
}

/** The longest signature: how many first bytes tell a document's type. */
export const SIGNATURE_BYTES = Math.max(...Object.values(SIGNATURES).map((bytes) => bytes.length))

/**
 * Why bytes that landed in the document store without passing through the service are not the
 * announced document (another size, type or signature); undefined when they are.
 */
export function landedProblem(
  announced: Announced,
  landed: {
    readonly size: number
    readonly contentType: string | undefined
    readonly head: Buffer
  },
): string | undefined {
  if (landed.size !== announced.size) {
    return `the upload is ${String(landed.size)} bytes, not the announced ${String(announced.size)}`
  }
  const type = (landed.contentType ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== announced.contentType)
    return `content-type must be ${announced.contentType}, as announced`
  const signature = isDocumentType(announced.contentType)
    ? SIGNATURES[announced.contentType]
    : undefined
  if (!signature || !landed.head.subarray(0, signature.length).equals(signature)) {
    return `body is not a ${announced.contentType} file`
  }
  return undefined
}

/**
 * The body's bytes passed on as they arrive, checked on the way: the stream fails with the
 * reason (an HttpError) as soon as the bytes pass the announced size, or once its first bytes
 * are not the announced type's signature, so no more is read than that takes.
 */
export function checkedBytes(announced: Announced): Transform {
  const signature = isDocumentType(announced.contentType)
    ? SIGNATURES[announced.contentType]
    : undefined
  let received = 0
  let head: Buffer | undefined = Buffer.alloc(0)
  const notTheType = () => badRequest(`body is not a ${announced.contentType} file`)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      if (received > announced.size) {
        done(
          new HttpError(413, `body is larger than the announced ${String(announced.size)} bytes`),
        )
        return
      }
      if (head === undefined) {
        done(null, chunk)
        return
      }
      // Held back until the signature can be compared: nothing unchecked reaches storage.
      head = Buffer.concat([head, chunk])
      if (signature === undefined || head.length < signature.length) {
        done()
        return
      }
      if (!head.subarray(0, signature.length).equals(signature)) {
        done(notTheType())
        return
      }
      const checked = head
      head = undefined
      done(null, checked)
    },
    flush(done) {
      if (received === 0) done(badRequest('body is empty'))
      else if (head !== undefined) done(notTheType())
      else done()
    },
  })
}

/**
 * Feeds a request body into a stream without ever destroying the body: a refused upload still
 * gets its answer on the same connection (which then closes) rather than a reset socket. A body
 * whose client went away fails the stream.
 */
export function feedBody(body: Readable & { readonly complete?: boolean }, into: Transform): void {
  const stop = () => {
    body.unpipe(into)
    body.pause()
  }
  into.once('error', stop)
  body.once('error', (error) => into.destroy(error))
  body.once('close', () => {
    if (body.complete === false) into.destroy(badRequest('the upload was cut off before its end'))
  })
  body.pipe(into)
}
