import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { s3DocumentObjects, type S3DocumentObjects } from '../../src/customer/s3DocumentObjects'
import { callService } from '../call'
import { startTestServer, type TestServer } from '../helpers'
import { startS3Server, type S3Server } from '../../../scripts/stack/s3Server'
import { trustingPool } from './customersOnServer'
import { customerClaims, startTestPool, type TestPool } from './tokens'

// Documents kept in an S3-compatible store: the browser puts the bytes there through a presigned
// link, and the service counts them only once it has checked what landed.

let s3: S3Server
let objects: S3DocumentObjects
let pool: TestPool
let server: TestServer
let amira: string
let ben: string

beforeAll(async () => {
  s3 = await startS3Server()
  objects = s3DocumentObjects(s3.settings)
  pool = await startTestPool()
  server = await startTestServer({
    config: trustingPool(pool),
    build: { documentStorage: objects },
  })
  amira = await pool.token(customerClaims('amira'))
  ben = await pool.token(customerClaims('ben'))
})

afterAll(async () => {
  await server.close()
  await pool.close()
  objects.close()
  await s3.close()
})

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const answer = await callService(server.baseUrl, method, path, token, body)
  return { status: answer.status, body: answer.body as Record<string, unknown> }
}

interface Ticket {
  readonly uploadUrl: string
  readonly headers: Record<string, string>
  readonly document: { readonly id: number }
}

const PDF = Buffer.from('%PDF-1.7 a pay stub\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0])

async function announce(bytes: Buffer, contentType = 'application/pdf') {
  const id = ((await call('POST', '/application', amira, {})).body as unknown as Application).id
  const answer = await call('POST', `/application/${String(id)}/documents/upload-url`, amira, {
    name: 'paystub.pdf',
    contentType,
    size: bytes.length,
  })
  expect(answer.status).toBe(200)
  return { id, ticket: answer.body as unknown as Ticket }
}

const putToStore = (ticket: Ticket, bytes: Buffer, headers = ticket.headers) =>
  fetch(ticket.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })

const documents = async (id: number, token = amira) =>
  (await call('GET', `/application/${String(id)}/documents`, token)).body.documents

describe('direct uploads to the document store', () => {
  it('hands out a presigned link to the store, with the headers it signed', async () => {
    const { ticket } = await announce(PDF)
    const url = new URL(ticket.uploadUrl)
    expect(url.origin).toBe(s3.settings.endpoint)
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
    expect(ticket.headers).toEqual({ 'content-type': 'application/pdf' })
  })

  it('lists the document pending until its bytes land, then received', async () => {
    const { id, ticket } = await announce(PDF)
    expect(await documents(id)).toEqual([expect.objectContaining({ status: 'pending' })])
    expect((await putToStore(ticket, PDF)).status).toBe(200)
    expect(await documents(id)).toEqual([
      expect.objectContaining({ id: ticket.document.id, status: 'uploaded', size: PDF.length }),
    ])
  })

  it('refuses and deletes bytes that are not the announced document', async () => {
    const renamed = Buffer.concat([PNG, Buffer.alloc(PDF.length - PNG.length)])
    const { id, ticket } = await announce(renamed)
    const key = new URL(ticket.uploadUrl).pathname.split('/').pop() ?? ''
    expect((await putToStore(ticket, renamed)).status).toBe(200)
    expect(await objects.landed(key)).toBeDefined()
    expect(await documents(id)).toEqual([])
    expect(await objects.landed(key)).toBeUndefined()
  })

  it('refuses bytes of another length than announced (a store that checks no signature)', async () => {
    const { id, ticket } = await announce(PDF)
    await putToStore(ticket, Buffer.concat([PDF, Buffer.from('more')]))
    expect(await documents(id)).toEqual([])
  })

  it('takes no bytes through the service itself', async () => {
    const { id, ticket } = await announce(PDF)
    const path = `/application/${String(id)}/documents/${String(ticket.document.id)}`
    const answer = await callService(server.baseUrl, 'PUT', path, amira, PDF, {
      'content-type': 'application/pdf',
    })
    expect(answer.status).toBe(404)
  })

  it("checks nobody's uploads but the caller's", async () => {
    const { id, ticket } = await announce(PDF)
    await putToStore(ticket, PDF)
    expect((await call('GET', `/application/${String(id)}/documents`, ben)).status).toBe(404)
    expect(await documents(id)).toEqual([expect.objectContaining({ status: 'uploaded' })])
  })

  it("deletes an account's landed bytes with the account", async () => {
    const { ticket } = await announce(PDF)
    const key = new URL(ticket.uploadUrl).pathname.split('/').pop() ?? ''
    await putToStore(ticket, PDF)
    expect((await call('DELETE', '/user', amira)).status).toBe(204)
    expect(await objects.landed(key)).toBeUndefined()
  })
})
