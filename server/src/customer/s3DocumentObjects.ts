import { PassThrough, Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

/** Where documents are kept in S3-compatible storage, and how. */
export interface S3DocumentSettings {
  readonly bucket: string
  readonly region: string
  /** A non-AWS endpoint (MinIO, a test server); path-style addressing is used with it. */
  readonly endpoint?: string | undefined
  /**
   * How the store encrypts each document at rest. Every document is personal financial data, so
   * it is never `none` in production; a test server that cannot encrypt says so explicitly.
   */
  readonly encryption: ServerSideEncryption | 'none'
  /** Credentials, when not taken from the environment (AWS_ACCESS_KEY_ID…) or the instance role. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string }
}

/** A presigned request the customer's browser sends as it is. */
export interface PresignedUpload {
  readonly url: string
  /** Headers the signature covers: the browser must send exactly these. */
  readonly headers: Readonly<Record<string, string>>
}

/** What a landed object is, as the store reports it. */
export interface LandedObject {
  readonly size: number
  /** The type it was put with (the presigned link holds the browser to the announced one). */
  readonly contentType: string | undefined
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404)

/**
 * Documents as objects of one bucket, named by their storage key. The customer's browser puts a
 * document's bytes straight into the bucket through a presigned PUT that fixes its type and
 * length, and the service reads them back through presigned GETs that live a few minutes: the
 * bytes never pass through an instance, so any instance can hand out or check any document.
 */
export function s3DocumentObjects(settings: S3DocumentSettings) {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.credentials && { credentials: settings.credentials }),
  })
  const { bucket } = settings
  const encryption =
    settings.encryption === 'none' ? {} : { ServerSideEncryption: settings.encryption }

  return {
    /** The browser puts a document's bytes straight into the store; the service checks them after. */
    kind: 'direct' as const,
    /**
     * Where the browser puts the document's bytes: the type and the exact length are signed, so
     * the store refuses any other, and the link expires after `expiresInSeconds`.
     */
    async presignedPut(
      key: string,
      document: { readonly contentType: string; readonly size: number },
      expiresInSeconds: number,
    ): Promise<PresignedUpload> {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: document.contentType,
        ContentLength: document.size,
        ...encryption,
      })
      const headers: Record<string, string> = { 'content-type': document.contentType }
      if (settings.encryption !== 'none') {
        headers['x-amz-server-side-encryption'] = settings.encryption
      }
      // The length is signed too; the browser sends it by itself (a page cannot set it), so a
      // body of any other length fails the signature.
      const signed = new Set([...Object.keys(headers), 'content-length'])
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: signed,
        // Left as headers (not query parameters), so the signature holds the browser to them.
        unhoistableHeaders: signed,
      })
      return { url, headers }
    },

    /** A short-lived link that downloads the document under its own name. */
    presignedGet(
      key: string,
      document: { readonly name: string; readonly contentType: string },
      expiresInSeconds: number,
    ): Promise<string> {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: document.contentType,
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`,
      })
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds })
    },

    /** The object under the key once its upload has landed; undefined until then. */
    async landed(key: string): Promise<LandedObject | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        return { size: head.ContentLength ?? 0, contentType: head.ContentType }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },

    /** The object's first `count` bytes (fewer when it is shorter): enough to tell its type. */
    async firstBytes(key: string, count: number): Promise<Buffer> {
      const { Body } = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${String(count - 1)}` }),
      )
      if (!Body) return Buffer.alloc(0)
      return Buffer.from(await Body.transformToByteArray()).subarray(0, count)
    },

    /** The object's bytes, as a stream: never a whole document in memory. */
    get(key: string): Readable {
      const out = new PassThrough()
      client
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        .then(({ Body }) => {
          if (!(Body instanceof Readable)) throw new Error(`no body for document ${key}`)
          Body.once('error', (error) => out.destroy(error))
          Body.pipe(out)
        })
        .catch((error: unknown) => out.destroy(error as Error))
      return out
    },

    /** Keeps bytes the service itself holds (a restore, a copy) under the key. */
    async put(key: string, content: Buffer, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: content,
          ContentType: contentType,
          ...encryption,
        }),
      )
    },

    /** Forgets the object; a key with none is no error. */
    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    /** Whether the bucket answers: the service's readiness. */
    async reachable(): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'readiness-probe' }))
        return true
      } catch (error) {
        return isMissing(error)
      }
    },

    close: () => {
      client.destroy()
    },
  }
}

export type S3DocumentObjects = ReturnType<typeof s3DocumentObjects>

/** Storage the browser uploads to directly (through presigned links), checked once bytes land. */
export type DirectDocumentStorage = Pick<
  S3DocumentObjects,
  | 'kind'
  | 'presignedPut'
  | 'presignedGet'
  | 'landed'
  | 'firstBytes'
  | 'get'
  | 'delete'
  | 'reachable'
>
