import { describe, expect, it } from 'vitest'
import { APPLICATION_LIMITS } from '../../../contract/applicationChoices'
import { quotaProblem, type QuotaQuestion } from '../../src/customer/applicationQuota'
import { customersOnServerForFile } from './customersOnServer'

const MB = 1024 * 1024
const none = { applications: 0, documents: 0, documentBytes: 0, signers: 0 }

describe('quotaProblem', () => {
  const cases: [string, QuotaQuestion, RegExp | undefined][] = [
    ['a first application', { ...none, add: { kind: 'application' } }, undefined],
    ['the 10th application', { ...none, applications: 9, add: { kind: 'application' } }, undefined],
    [
      'the 11th application',
      { ...none, applications: 10, add: { kind: 'application' } },
      /At most 10 applications/,
    ],
    ['a 4th signer', { ...none, signers: 3, add: { kind: 'signer' } }, undefined],
    ['a 5th signer', { ...none, signers: 4, add: { kind: 'signer' } }, /At most 4 co-applicants/],
    [
      'the 50th document',
      { ...none, documents: 49, add: { kind: 'document', bytes: 1 } },
      undefined,
    ],
    [
      'the 51st document',
      { ...none, documents: 50, add: { kind: 'document', bytes: 1 } },
      /At most 50 documents/,
    ],
    [
      'a document reaching 100 MB exactly',
      { ...none, documentBytes: 90 * MB, add: { kind: 'document', bytes: 10 * MB } },
      undefined,
    ],
    [
      'a document one byte past 100 MB',
      { ...none, documentBytes: 100 * MB, add: { kind: 'document', bytes: 1 } },
      /limited to 100 MB per customer; this one would bring yours to 101 MB/,
    ],
    [
      'many applications do not limit signers',
      { ...none, applications: 99, add: { kind: 'signer' } },
      undefined,
    ],
  ]
  it.each(cases)('%s', (_name, question, expected) => {
    const problem = quotaProblem(question)
    if (expected) expect(problem).toMatch(expected)
    else expect(problem).toBeUndefined()
  })
})

const customers = customersOnServerForFile()

async function call(method: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${customers.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const signer = { firstName: 'Co', relation: 'married' }
const document = (size: number) => ({ name: 'pay.pdf', contentType: 'application/pdf', size })

describe('per-customer limits over HTTP', () => {
  it('refuses an application, a signer and a document past the limits with 409 and the reason', async () => {
    const ids: number[] = []
    for (let i = 0; i < APPLICATION_LIMITS.applicationsPerCustomer; i += 1) {
      const created = await call('POST', '/application', customers.amira, {})
      expect(created.status).toBe(200)
      ids.push(created.body.id as number)
    }
    const extra = await call('POST', '/application', customers.amira, {})
    expect(extra).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'At most 10 applications can be kept per customer.',
      },
    })
    // Another customer's allowance is their own.
    expect((await call('POST', '/application', customers.ben, {})).status).toBe(200)

    const [first = 0, second = 0] = ids
    for (let i = 0; i < APPLICATION_LIMITS.signersPerApplication; i += 1) {
      expect(
        (await call('POST', `/application/${String(first)}/signer`, customers.amira, signer))
          .status,
      ).toBe(200)
    }
    const fifth = await call(
      'POST',
      `/application/${String(first)}/signer`,
      customers.amira,
      signer,
    )
    expect(fifth.status).toBe(409)
    expect(fifth.body.message).toBe(
      'At most 4 co-applicants or other signers can be on one application.',
    )
    expect(
      (await call('POST', `/application/${String(second)}/signer`, customers.amira, signer)).status,
    ).toBe(200)

    // Ten documents of 10 MB fill the customer's 100 MB; the next byte is refused.
    const announce = (id: number, size: number) =>
      call(
        'POST',
        `/application/${String(id)}/documents/upload-url`,
        customers.amira,
        document(size),
      )
    for (let i = 0; i < 10; i += 1) {
      expect((await announce(ids[i % 2] ?? 0, 10 * MB)).status).toBe(200)
    }
    const tooBig = await announce(first, 1)
    expect(tooBig.status).toBe(409)
    expect(tooBig.body.message).toBe(
      'Documents are limited to 100 MB per customer; this one would bring yours to 101 MB.',
    )
  })

  it('refuses the document past the count limit', async () => {
    const created = await call('POST', '/application', customers.ben, {})
    const id = String(created.body.id)
    for (let i = 0; i < APPLICATION_LIMITS.documentsPerCustomer; i += 1) {
      expect(
        (await call('POST', `/application/${id}/documents/upload-url`, customers.ben, document(10)))
          .status,
      ).toBe(200)
    }
    const extra = await call(
      'POST',
      `/application/${id}/documents/upload-url`,
      customers.ben,
      document(10),
    )
    expect(extra.status).toBe(409)
    expect(extra.body.message).toBe('At most 50 documents can be kept per customer.')
  })
})
