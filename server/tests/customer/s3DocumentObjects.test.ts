import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3DocumentObjects, type S3DocumentObjects } from '../../src/customer/s3DocumentObjects'
import { startS3Server, type S3Server } from '../../../scripts/stack/s3Server'

let s3: S3Server
let objects: S3DocumentObjects

beforeAll(async () => {
  s3 = await startS3Server()
  objects = s3DocumentObjects(s3.settings)
})

afterAll(async () => {
  objects.close()
  await s3.close()
})

const PDF = Buffer.from('%PDF-1.7 a statement of income\n')
const document = { contentType: 'application/pdf', size: PDF.length }

const put = (url: string, headers: Record<string, string>, body: Buffer) =>
  fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) })

describe('S3 document objects', () => {
  it('takes the bytes through a presigned PUT, then reports them landed', async () => {
    const key = crypto.randomUUID()
    expect(await objects.landed(key)).toBeUndefined()
    const upload = await objects.presignedPut(key, document, 60)
    expect(upload.headers).toEqual({ 'content-type': 'application/pdf' })
    // S3 refuses a body of another length or type than the signature holds; the test server
    // checks no version-4 signature, so the service's own check once the bytes land is the
    // backstop (tested with the upload routes).
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    )
    expect((await put(upload.url, upload.headers, PDF)).status).toBe(200)
    expect(await objects.landed(key)).toEqual({ size: PDF.length, contentType: 'application/pdf' })
    expect(await text(objects.get(key))).toBe(PDF.toString())
  })

  it('asks the browser to send the encryption header when the store encrypts', async () => {
    const encrypted = s3DocumentObjects({ ...s3.settings, encryption: 'AES256' })
    const upload = await encrypted.presignedPut(crypto.randomUUID(), document, 60)
    expect(upload.headers['x-amz-server-side-encryption']).toBe('AES256')
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toContain(
      'x-amz-server-side-encryption',
    )
    encrypted.close()
  })

  it('downloads through a short-lived presigned GET under the document name', async () => {
    const key = crypto.randomUUID()
    await objects.put(key, PDF, 'application/pdf')
    const url = await objects.presignedGet(key, { name: 'T4 2025.pdf', ...document }, 60)
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60')
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''T4%202025.pdf",
    )
    expect(await response.text()).toBe(PDF.toString())
  })

  it('forgets an object, and a missing one is no error', async () => {
    const key = crypto.randomUUID()
    await objects.put(key, PDF, 'application/pdf')
    await objects.delete(key)
    await objects.delete(key)
    expect(await objects.landed(key)).toBeUndefined()
    await expect(text(objects.get(key))).rejects.toThrow()
  })

  it('is reachable while the store answers, and not once it stops', async () => {
    expect(await objects.reachable()).toBe(true)
    const gone = s3DocumentObjects({ ...s3.settings, endpoint: 'http://127.0.0.1:9' })
    expect(await gone.reachable()).toBe(false)
    gone.close()
  })
})
