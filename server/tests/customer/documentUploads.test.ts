import { readFileSync } from 'node:fs'
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { DOCUMENT_MAX_BYTES } from '../../../contract/applicationChoices'
import {
  UPLOADS_PER_CUSTOMER,
  UPLOAD_RETRY_SECONDS,
} from '../../src/customer/applicationDocumentRoutes'
import type { DocumentStorage } from '../../src/customer/applicationDocumentStorage'
import { documentsPath } from '../../src/db/files'
import { openBytes } from '../../src/vault/sealedBytes'
import { callService } from '../call'
import { serverKeys } from '../support/testVault'
import { startTestServer, type TestServer } from '../helpers'
import { customerCalls, customersOnServerForFile, trustingPool } from './customersOnServer'

/** What an upload link answer holds that these tests read. */
interface Ticket {
  readonly uploadUrl: string
  readonly document: { readonly id: number }
}

const customers = customersOnServerForFile()
const call = customerCalls(customers)

const PDF = Buffer.from('%PDF-1.7\n')
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)])

/** A document storage that takes every byte it is given, then keeps each upload unanswered
 * until the test opens its gate: an upload stays in flight for as long as the test needs. */
function gatedStorage() {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const state = { received: 0, waiting: 0 }
  const storage: DocumentStorage = {
    kind: 'through-service',
    async put(_key, content: Readable) {
      for await (const chunk of content) state.received += (chunk as Buffer).length
      state.waiting += 1
      await gate
    },
    get: () => {
      throw new Error('not kept')
    },
    delete: () => Promise.resolve(),
  }
  return {
    storage,
    state,
    open: () => {
      open()
    },
  }
}

interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

/**
 * A request as a client sends it, byte by byte: `send` writes what the test wants and may leave
 * the body unfinished. The answer comes when the server gives one, read or not.
 */
function rawRequest(
  server: TestServer,
  method: string,
  path: string,
  headers: OutgoingHttpHeaders,
  send: (write: (chunk: Buffer) => void, end: () => void) => void,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body })
        outgoing.destroy()
      })
    })
    // A server that refuses and closes may reset what is still being sent: the answer counts.
    outgoing.on('error', (error) => reject(error))
    outgoing.flushHeaders()
    send(
      (chunk) => outgoing.write(chunk),
      () => outgoing.end(),
    )
  })
}

async function newApplication(token = customers.amira) {
  return ((await call('POST', '/application', token, {})).body as Application).id
}

async function announce(id: number, size: number, token = customers.amira) {
  const answer = await call('POST', `/application/${String(id)}/documents/upload-url`, token, {
    name: 'paystub.pdf',
    contentType: 'application/pdf',
    size,
  })
  expect(answer.status).toBe(200)
  const ticket = answer.body as Ticket
  return { ...ticket, path: new URL(ticket.uploadUrl).pathname }
}

const put = (path: string, body: Buffer, token = customers.amira, type = 'application/pdf') =>
  call('PUT', path, token, body, { 'content-type': type })

describe('an upload link takes one upload', () => {
  it('refuses a second upload once the first was stored', async () => {
    const { path } = await announce(await newApplication(), PDF.length)
    expect((await put(path, PDF)).status).toBe(200)
    expect(await put(path, PDF)).toEqual({
      status: 409,
      body: expect.objectContaining({
        message: 'This document is already uploaded; announce a new one.',
      }) as unknown,
    })
  })

  it('refuses a retry after a refused upload, saying to ask for a new link', async () => {
    const html = Buffer.from('<html>hi</html>')
    const { path } = await announce(await newApplication(), html.length)
    expect((await put(path, html)).status).toBe(400)
    const retry = await put(path, PDF)
    expect(retry.status).toBe(410)
    expect((retry.body as { message: string }).message).toBe(
      'This upload link was used by an upload that was refused ' +
        '(body is not a application/pdf file); ask for a new upload link.',
    )
  })

  it('takes one of two uploads sent at once on the same link', async () => {
    const id = await newApplication()
    const { path } = await announce(id, PDF.length)
    const answers = await Promise.all([put(path, PDF), put(path, PDF)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const listed = await call('GET', `/application/${String(id)}/documents`, customers.amira)
    expect(listed.body).toEqual({ documents: [expect.objectContaining({ status: 'uploaded' })] })
  })

  it('leaves a refused upload out of the list and the quota', async () => {
    const id = await newApplication()
    const { path } = await announce(id, PDF.length)
    expect((await put(path, PDF, customers.amira, 'image/png')).status).toBe(400)
    const listed = await call('GET', `/application/${String(id)}/documents`, customers.amira)
    expect(listed.body).toEqual({ documents: [] })
  })
})

describe('the announced size is kept before the body is read', () => {
  it('refuses a Content-Length above the announced size without waiting for the body', async () => {
    const { path } = await announce(await newApplication(), 1)
    // Only the headers are sent: an answer proves nothing of the body was waited for.
    const answer = await rawRequest(
      customers.server,
      'PUT',
      path,
      {
        authorization: `Bearer ${customers.amira}`,
        'content-type': 'application/pdf',
        'content-length': String(DOCUMENT_MAX_BYTES),
      },
      () => undefined,
    )
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({
      message: `body is ${String(DOCUMENT_MAX_BYTES)} bytes, larger than the announced 1 bytes`,
    })
    // Refused once, the link is spent.
    expect((await put(path, Buffer.from('%'))).status).toBe(410)
  })

  it('cuts a body without a length off as soon as it passes the announced size', async () => {
    const { path } = await announce(await newApplication(), PDF.length)
    // More than announced is sent, and the body never ends: only a cut-off answers.
    const answer = await rawRequest(
      customers.server,
      'PUT',
      path,
      {
        authorization: `Bearer ${customers.amira}`,
        'content-type': 'application/pdf',
        'transfer-encoding': 'chunked',
      },
      (write) => {
        write(PDF)
        write(Buffer.from('more than announced'))
      },
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({
      message: `body is larger than the announced ${String(PDF.length)} bytes`,
    })
  })
})

describe('uploads are stored as files, streamed', () => {
  it('keeps the bytes in the data folder under the key the database records', async () => {
    const id = await newApplication()
    const document = pdfOf(200_000)
    const { path, document: announced } = await announce(id, document.length)
    expect((await put(path, document)).status).toBe(200)
    const key = customers.server.customerDb
      .prepare<[number], string>('SELECT storage_key FROM application_documents WHERE id = ?')
      .pluck()
      .get(announced.id)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const file = readFileSync(join(documentsPath(customers.server.dataDir), key ?? ''))
    // Kept sealed: not the document, and opens to exactly it with the server's key.
    expect(file.includes(document.subarray(0, 4096))).toBe(false)
    const opened = await openBytes(serverKeys(customers.server.dataDir), file)
    expect(opened.equals(document)).toBe(true)
  })

  it('still lists a document whose bytes were kept in the database before', async () => {
    const id = await newApplication()
    const { document, path } = await announce(id, PDF.length)
    customers.server.customerDb
      .prepare('UPDATE application_documents SET content = ? WHERE id = ?')
      .run(PDF, document.id)
    const listed = await call('GET', `/application/${String(id)}/documents`, customers.amira)
    expect(listed.body).toEqual({
      documents: [expect.objectContaining({ id: document.id, status: 'uploaded' })],
    })
    expect((await put(path, PDF)).status).toBe(409)
  })
})

describe('upload links name the configured service, never the Host header', () => {
  it('answers the configured public URL whatever Host the request names', async () => {
    const id = await newApplication()
    const answer = await rawRequest(
      customers.server,
      'POST',
      `/application/${String(id)}/documents/upload-url`,
      {
        authorization: `Bearer ${customers.amira}`,
        'content-type': 'application/json',
        host: 'attacker.example',
      },
      (write, end) => {
        write(
          Buffer.from(JSON.stringify({ name: 'a.pdf', contentType: 'application/pdf', size: 9 })),
        )
        end()
      },
    )
    expect(answer.status).toBe(200)
    const { uploadUrl } = JSON.parse(answer.body) as Ticket
    expect(new URL(uploadUrl).origin).toBe('http://127.0.0.1:8787')
  })
})

describe('uploads in flight', () => {
  let gated: ReturnType<typeof gatedStorage>
  let server: TestServer
  const on = (method: string, path: string, body?: unknown, type = 'application/pdf') =>
    callService(server.baseUrl, method, path, customers.amira, body, { 'content-type': type })

  beforeAll(async () => {
    gated = gatedStorage()
    server = await startTestServer({
      config: trustingPool(customers.pool),
      build: { documentStorage: gated.storage },
    })
  })

  afterAll(async () => {
    gated.open()
    await server.close()
  })

  async function ticketOn(size: number, token = customers.amira) {
    const { id } = (await callService(server.baseUrl, 'POST', '/application', token, {}))
      .body as Application
    const answer = await callService(
      server.baseUrl,
      'POST',
      `/application/${String(id)}/documents/upload-url`,
      token,
      { name: 'statement.pdf', contentType: 'application/pdf', size },
    )
    return new URL((answer.body as Ticket).uploadUrl).pathname
  }

  it('leave the service answering: /health while 10 MB are in and the upload is unanswered', async () => {
    const document = pdfOf(DOCUMENT_MAX_BYTES)
    let answered = false
    const upload = on('PUT', await ticketOn(document.length), document).finally(() => {
      answered = true
    })
    // Every byte has reached the storage (sealed: a few more), its upload still held open.
    await expect
      .poll(() => gated.state.received, { timeout: 30_000 })
      .toBeGreaterThan(document.length)
    const health = await fetch(`${server.baseUrl}/health`)
    expect(health.status).toBe(200)
    expect(answered).toBe(false)
    // Held only by the gate, which also holds the next test's uploads: they are answered there.
    void upload
  })

  it(`takes ${String(UPLOADS_PER_CUSTOMER)} uploads at once per customer and answers more 429`, async () => {
    const first = on('PUT', await ticketOn(PDF.length), PDF)
    // The 10 MB upload of the test before is still in flight: it and this one fill the slots.
    await expect.poll(() => gated.state.waiting).toBe(UPLOADS_PER_CUSTOMER)
    const third = await on('PUT', await ticketOn(PDF.length), PDF)
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_SECONDS))
    expect((third.body as { message: string }).message).toBe(
      `At most ${String(UPLOADS_PER_CUSTOMER)} uploads can be sent at once; try again when one has ended.`,
    )
    // Ben's uploads are his own to count: his is taken while Amira's slots are full.
    const bens = callService(
      server.baseUrl,
      'PUT',
      await ticketOn(PDF.length, customers.ben),
      customers.ben,
      PDF,
      {
        'content-type': 'application/pdf',
      },
    )
    await expect.poll(() => gated.state.waiting).toBe(UPLOADS_PER_CUSTOMER + 1)
    gated.open()
    expect((await first).status).toBe(200)
    expect((await bens).status).toBe(200)
    // The refused one never claimed its link; once a slot is free, a new upload is taken.
    expect((await on('PUT', await ticketOn(PDF.length), PDF)).status).toBe(200)
  })
})
