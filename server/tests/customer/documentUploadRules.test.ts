import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { DOCUMENT_MAX_BYTES } from '../../../contract/applicationChoices'
import { spentTicketProblem } from '../../src/customer/applicationDocumentRoutes'
import { uploadSlots } from '../../src/customer/applicationDocumentSlots'
import { localDocumentStorage, newDocumentKey } from '../../src/customer/applicationDocumentStorage'
import type { UploadTicket } from '../../src/customer/applicationDocumentStore'
import { checkedBytes, uploadHeadersProblem } from '../../src/customer/applicationDocumentUpload'

const pdf = { contentType: 'application/pdf', size: 9 }
const problemOf = (error: { statusCode: number; message: string } | undefined) =>
  error && { status: error.statusCode, message: error.message }

describe('uploadHeadersProblem', () => {
  it.each([
    ['the announced type and size', 'application/pdf', 9, undefined],
    ['a smaller length', 'application/pdf', 5, undefined],
    ['no length (chunked): counted as it arrives', 'application/pdf', undefined, undefined],
    ['a charset parameter', 'application/pdf; charset=binary', 9, undefined],
    [
      'a length over the announced size',
      'application/pdf',
      10,
      { status: 413, message: 'body is 10 bytes, larger than the announced 9 bytes' },
    ],
    ['an empty body', 'application/pdf', 0, { status: 400, message: 'body is empty' }],
    [
      'another document type',
      'image/png',
      9,
      { status: 400, message: 'content-type must be application/pdf, as announced' },
    ],
    [
      'a type no document has',
      'text/html',
      9,
      { status: 415, message: 'content-type must be application/pdf, as announced' },
    ],
    [
      'no type',
      undefined,
      9,
      { status: 415, message: 'content-type must be application/pdf, as announced' },
    ],
  ])('%s', (_name, contentType, contentLength, problem) => {
    expect(problemOf(uploadHeadersProblem(pdf, { contentType, contentLength }))).toEqual(problem)
  })

  it('never lets a length past the largest document through, whatever was announced', () => {
    const announced = { contentType: 'application/pdf', size: DOCUMENT_MAX_BYTES * 2 }
    const problem = uploadHeadersProblem(announced, {
      contentType: 'application/pdf',
      contentLength: DOCUMENT_MAX_BYTES + 1,
    })
    expect(problem?.statusCode).toBe(413)
  })
})

describe('spentTicketProblem', () => {
  const now = new Date('2026-11-29T12:00:00Z')
  const open: UploadTicket = {
    stored: false,
    claimed: false,
    failure: null,
    expiresAt: new Date('2026-11-29T12:10:00Z'),
  }
  it.each([
    ['an open link', open, undefined],
    ['a stored document', { ...open, stored: true, claimed: true }, 409],
    ['a link whose upload was refused', { ...open, claimed: true, failure: 'body is empty' }, 410],
    ['a link being used', { ...open, claimed: true }, 409],
    [
      'an expired link whose upload never ended (a restart)',
      { ...open, claimed: true, expiresAt: new Date('2026-11-29T11:00:00Z') },
      410,
    ],
    ['an expired link', { ...open, expiresAt: new Date('2026-11-29T11:59:59Z') }, 410],
    ['a link without an expiry', { ...open, expiresAt: undefined }, 410],
  ])('%s', (_name, ticket, status) => {
    expect(spentTicketProblem(ticket, now)?.statusCode).toBe(status)
  })

  it('names the earlier refusal and what to do next', () => {
    const refused = { ...open, claimed: true, failure: 'body is empty' }
    expect(spentTicketProblem(refused, now)?.message).toBe(
      'This upload link was used by an upload that was refused (body is empty); ' +
        'ask for a new upload link.',
    )
  })
})

describe('uploadSlots', () => {
  it('holds a given number per customer, each released once', () => {
    const slots = uploadSlots(2)
    const first = slots.take('amira')
    const second = slots.take('amira')
    expect(first && second).toBeDefined()
    expect(slots.take('amira')).toBeUndefined()
    expect(slots.take('ben')).toBeDefined()
    first?.()
    first?.()
    expect(slots.held('amira')).toBe(1)
    expect(slots.take('amira')).toBeDefined()
    expect(slots.take('amira')).toBeUndefined()
  })
})

describe('checkedBytes', () => {
  const through = (announced: typeof pdf, chunks: Buffer[]) =>
    buffer(Readable.from(chunks).pipe(checkedBytes(announced)))
  const failure = (announced: typeof pdf, chunks: Buffer[]) =>
    pipeline(Readable.from(chunks), checkedBytes(announced), (source) => buffer(source)).then(
      () => undefined,
      (error: unknown) => problemOf(error as { statusCode: number; message: string }),
    )

  it('passes the bytes on whole, the signature split over chunks', async () => {
    const chunks = [Buffer.from('%P'), Buffer.from('DF-1'), Buffer.from('.7\n')]
    expect((await through(pdf, chunks)).toString()).toBe('%PDF-1.7\n')
  })

  it.each([
    [
      'more bytes than announced',
      [Buffer.from('%PDF-1.7\n'), Buffer.from('!')],
      { status: 413, message: 'body is larger than the announced 9 bytes' },
    ],
    [
      'bytes of another type',
      [Buffer.from('<html>hi')],
      { status: 400, message: 'body is not a application/pdf file' },
    ],
    [
      'fewer bytes than the signature',
      [Buffer.from('%PD')],
      { status: 400, message: 'body is not a application/pdf file' },
    ],
    ['no bytes', [], { status: 400, message: 'body is empty' }],
  ])('refuses %s', async (_name, chunks, problem) => {
    expect(await failure(pdf, chunks)).toEqual(problem)
  })
})

describe('localDocumentStorage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'homewise-documents-'))
  const storage = localDocumentStorage(join(directory, 'documents'))
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('keeps a stream under its key, reads it back and forgets it', async () => {
    const key = newDocumentKey()
    await storage.put(key, Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7\n')]))
    expect((await buffer(storage.get(key))).toString()).toBe('%PDF-1.7\n')
    await storage.delete(key)
    await storage.delete(key)
    await expect(buffer(storage.get(key))).rejects.toThrow(/ENOENT/)
  })

  it('keeps nothing of a stream that fails', async () => {
    const key = newDocumentKey()
    const failing = Readable.from(
      (function* () {
        yield Buffer.from('%PDF-')
        throw new Error('the client went away')
      })(),
    )
    await expect(storage.put(key, failing)).rejects.toThrow('the client went away')
    expect(
      readdirSync(join(directory, 'documents')).filter((name) => name.startsWith(key)),
    ).toEqual([])
  })

  it('refuses a key it did not make, so no name reaches outside its folder', () => {
    expect(() => storage.get('../customer.sqlite')).toThrow('not a document storage key')
    expect(existsSync(join(directory, 'customer.sqlite'))).toBe(false)
  })
})
