import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationFields } from '../../../contract/application'
import { APPLICATION_LIMITS } from '../../../contract/applicationChoices'
import type { CustomerDb } from '../../src/db/customerDb'
import { applicationQuota } from '../../src/customer/applicationQuota'
import { applicationStore, LOCKED, type Assess } from '../../src/customer/applicationStore'
import { HttpError } from '../../src/httpErrors'
import { matchLenders } from '../../src/customer/matching'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { fields, signer } from './applicationFixtures'

const AMIRA = 'store-amira'
const BEN = 'store-ben'
const HOUR = 3_600_000
const pdf = { name: ' pay.pdf ', contentType: 'application/pdf', size: 1_000 }
const assess: Assess = (found) => matchLenders(found.fields)
const inAnHour = () => new Date(Date.now() + HOUR)

/** The status of each of several racing calls: 'ok', or the HTTP status it was refused with. */
async function outcomes(calls: readonly Promise<unknown>[]) {
  const settled = await Promise.allSettled(calls)
  return settled.map((one) => {
    if (one.status === 'fulfilled') return 'ok'
    if (one.reason instanceof HttpError) return one.reason.statusCode
    throw one.reason
  })
}

const count = (answers: readonly unknown[], answer: unknown) =>
  answers.filter((one) => one === answer).length

describe.each(CUSTOMER_ENGINES)('the application stores on %s', (engine) => {
  let customers: TestCustomers
  let db: CustomerDb
  let store: ReturnType<typeof applicationStore>
  let subs = 0

  /** A customer of their own for one test, so that tests share no counts. */
  async function newCustomer(name: string) {
    subs += 1
    const sub = `${name}-${String(subs)}`
    await db
      .insertInto('customers')
      .values({ sub, email: `${sub}@example.ca` })
      .execute()
    return sub
  }

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    db = customers.db
    store = applicationStore(db)
    for (const sub of [AMIRA, BEN]) {
      await db
        .insertInto('customers')
        .values({ sub, email: `${sub}@example.ca` })
        .execute()
    }
  })
  afterAll(() => customers.close())

  it("creates, reads and updates the owner's application; another customer finds nothing", async () => {
    const created = await store.create(AMIRA, fields)
    expect(created).toMatchObject({ status: 'draft', fields, signers: [] })
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(await store.application(AMIRA, created.id)).toEqual(created)
    expect(await store.application(BEN, created.id)).toBeUndefined()
    expect(await store.application(AMIRA, 2 ** 31 - 1)).toBeUndefined()

    const changed: ApplicationFields = { ...fields, other: { lender: 'rbc' } }
    expect(await store.update(BEN, created.id, changed)).toBeUndefined()
    expect(await store.submit(BEN, created.id, assess)).toBeUndefined()
    expect((await store.application(AMIRA, created.id))?.fields).toEqual(fields)

    const updated = await store.update(AMIRA, created.id, changed)
    expect(updated).toMatchObject({ id: created.id, fields: changed, status: 'draft' })
    expect(updated !== LOCKED && updated?.updatedAt).not.toBe(created.updatedAt)
  })

  it('submits with the offers, answers a match, and locks the application once a lender is chosen', async () => {
    const { id } = await store.create(AMIRA, fields)
    const submitted = await store.submit(AMIRA, id, assess)
    if (!submitted || submitted === LOCKED) throw new Error('submitted')
    const rates = submitted.matches.map((one) => one.rate)
    expect(rates.length).toBeGreaterThan(1)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    expect(await store.matches(AMIRA, id)).toEqual(submitted.matches)
    expect(await store.matches(BEN, id)).toEqual([])
    expect(await store.assessment(AMIRA, id)).toEqual(submitted.assessment)
    expect(await store.assessment(BEN, id)).toBeNull()
    expect((await store.application(AMIRA, id))?.status).toBe('submitted')

    const [first, second] = submitted.matches
    if (!first || !second) throw new Error('two offers')
    expect(await store.answerMatch(BEN, id, first.id, 'accepted')).toBeUndefined()
    expect(await store.answerMatch(AMIRA, id, first.id, 'accepted')).toMatchObject({
      id: first.id,
      status: 'accepted',
    })
    expect((await store.application(AMIRA, id))?.status).toBe('lender_chosen')
    // Choosing another lender declines the first.
    await store.answerMatch(AMIRA, id, second.id, 'accepted')
    const answers = new Map((await store.matches(AMIRA, id)).map((one) => [one.id, one.status]))
    expect([answers.get(first.id), answers.get(second.id)]).toEqual(['declined', 'accepted'])

    expect(await store.update(AMIRA, id, fields)).toBe(LOCKED)
    expect(await store.submit(AMIRA, id, assess)).toBe(LOCKED)
    expect(await store.addSigner(AMIRA, id, signer)).toBe(LOCKED)

    // Declining the chosen lender reopens the choice; a change then sends it back to draft.
    await store.answerMatch(AMIRA, id, second.id, 'declined')
    expect((await store.application(AMIRA, id))?.status).toBe('submitted')
    expect(await store.update(AMIRA, id, fields)).toMatchObject({ status: 'draft' })
    expect(await store.matches(AMIRA, id)).toEqual([])
    expect(await store.assessment(AMIRA, id)).toBeNull()
    expect(await store.answerMatch(AMIRA, id, first.id, 'accepted')).toBeUndefined()
  })

  it('refuses to submit what the assessment throws on, and changes nothing', async () => {
    const { id } = await store.create(AMIRA, fields)
    const refusal = new HttpError(400, 'incomplete')
    await expect(
      store.submit(AMIRA, id, () => {
        throw refusal
      }),
    ).rejects.toBe(refusal)
    expect((await store.application(AMIRA, id))?.status).toBe('draft')
    expect(await store.matches(AMIRA, id)).toEqual([])
  })

  it("adds, changes and removes the owner's signers only", async () => {
    const { id } = await store.create(AMIRA, fields)
    const added = await store.addSigner(AMIRA, id, signer)
    if (!added || added === LOCKED) throw new Error('added')
    expect(added).toEqual({ ...signer, id: added.id })
    expect(await store.addSigner(BEN, id, signer)).toBeUndefined()
    expect(await store.updateSigner(BEN, id, added.id, { ...signer, firstName: 'X' })).toBe(
      undefined,
    )
    expect(await store.removeSigner(BEN, id, added.id)).toBeUndefined()

    const renamed = { ...signer, firstName: 'Samira' }
    expect(await store.updateSigner(AMIRA, id, added.id, renamed)).toEqual({
      ...renamed,
      id: added.id,
    })
    expect((await store.application(AMIRA, id))?.signers).toEqual([{ ...renamed, id: added.id }])
    expect(await store.updateSigner(AMIRA, id, added.id + 1000, renamed)).toBeUndefined()
    expect(await store.removeSigner(AMIRA, id, added.id)).toBe(true)
    expect(await store.removeSigner(AMIRA, id, added.id)).toBe(false)
    expect((await store.application(AMIRA, id))?.signers).toEqual([])
  })

  it('announces a document, takes one upload through its link, and records it', async () => {
    const { id } = await store.create(AMIRA, fields)
    expect(await store.announceDocument(BEN, id, pdf, inAnHour())).toBeUndefined()
    const announced = await store.announceDocument(AMIRA, id, pdf, inAnHour())
    if (!announced) throw new Error('announced')
    expect(announced).toMatchObject({ name: 'pay.pdf', size: 1_000, status: 'pending' })
    expect(await store.document(BEN, id, announced.id)).toBeUndefined()
    expect(await store.uploadTicket(BEN, id, announced.id)).toBeUndefined()
    expect(await store.claimUpload(BEN, id, announced.id)).toBe(false)

    expect(await store.claimUpload(AMIRA, id, announced.id)).toBe(true)
    expect(await store.claimUpload(AMIRA, id, announced.id)).toBe(false)
    expect(await store.uploadTicket(AMIRA, id, announced.id)).toMatchObject({
      stored: false,
      claimed: true,
      failure: null,
    })
    expect(await store.recordUpload(BEN, id, announced.id, 'key')).toBe(false)
    expect(await store.recordUpload(AMIRA, id, announced.id, 'key')).toBe(true)
    expect(await store.recordUpload(AMIRA, id, announced.id, 'other')).toBe(false)
    expect(await store.documents(AMIRA, id)).toEqual([{ ...announced, status: 'uploaded' }])
    expect(await store.documents(BEN, id)).toEqual([])
    expect(await store.uploadTicket(AMIRA, id, announced.id)).toMatchObject({ stored: true })
  })

  it('refuses a claim once the link expired, and forgets refused uploads once theirs did', async () => {
    const sub = await newCustomer('expiry')
    const { id } = await store.create(sub, fields)
    const expired = await store.announceDocument(sub, id, pdf, new Date(Date.now() - 1))
    if (!expired) throw new Error('announced')
    expect(await store.claimUpload(sub, id, expired.id)).toBe(false)
    expect(await store.claimUpload(sub, id, expired.id, new Date(Date.now() - HOUR))).toBe(true)

    await store.refuseUpload(sub, id, expired.id, 'body is not a application/pdf file')
    expect(await store.uploadTicket(sub, id, expired.id)).toMatchObject({
      claimed: true,
      failure: 'body is not a application/pdf file',
    })
    expect(await store.recordUpload(sub, id, expired.id, 'key')).toBe(false)
    expect(await store.documents(sub, id)).toEqual([])
    // The next announcement forgets the refused document whose link has expired.
    await store.announceDocument(sub, id, pdf, inAnHour())
    expect(await store.uploadTicket(sub, id, expired.id)).toBeUndefined()
  })

  it('gives a link to exactly one of many uploads claiming it at once', async () => {
    const { id } = await store.create(AMIRA, fields)
    const announced = await store.announceDocument(AMIRA, id, pdf, inAnHour())
    if (!announced) throw new Error('announced')
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => store.claimUpload(AMIRA, id, announced.id)),
    )
    expect(count(claims, true)).toBe(1)
  })

  it('counts bytes kept in the row before the document storage as uploaded', async () => {
    const { id } = await store.create(AMIRA, fields)
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff])
    const { id: documentId } = await db
      .insertInto('application_documents')
      .values({
        application_id: id,
        name: 'old.pdf',
        content_type: 'application/pdf',
        size: bytes.length,
        content: bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await store.document(AMIRA, id, documentId)).toMatchObject({ status: 'uploaded' })
    expect(await store.uploadTicket(AMIRA, id, documentId)).toMatchObject({ stored: true })
    expect(await store.claimUpload(AMIRA, id, documentId)).toBe(false)
    const { content } = await db
      .selectFrom('application_documents')
      .select('content')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow()
    expect(content && Buffer.from(content).equals(bytes)).toBe(true)
  })

  it('keeps every quota when requests race for the last places', async () => {
    const limits = { ...APPLICATION_LIMITS, applicationsPerCustomer: 3, signersPerApplication: 2 }
    const limited = applicationStore(db, applicationQuota({ ...limits, documentsPerCustomer: 4 }))
    const sub = await newCustomer('quota')
    const creates = await outcomes(Array.from({ length: 6 }, () => limited.create(sub, fields)))
    expect([count(creates, 'ok'), count(creates, 409)]).toEqual([3, 3])

    const [{ id } = { id: 0 }] = await limited.summaries(sub)
    const signers = await outcomes(
      Array.from({ length: 5 }, () => limited.addSigner(sub, id, signer)),
    )
    expect([count(signers, 'ok'), count(signers, 409)]).toEqual([2, 3])
    expect((await limited.application(sub, id))?.signers).toHaveLength(2)

    const documents = await outcomes(
      Array.from({ length: 7 }, () => limited.announceDocument(sub, id, pdf, inAnHour())),
    )
    expect([count(documents, 'ok'), count(documents, 409)]).toEqual([4, 3])
    expect(await limited.documents(sub, id)).toHaveLength(4)
  })

  it("keeps the customer's document bytes within theirs when uploads race", async () => {
    const megabyte = 1024 * 1024
    const limited = applicationStore(
      db,
      applicationQuota({ ...APPLICATION_LIMITS, documentBytesPerCustomer: 10 * megabyte }),
    )
    const sub = await newCustomer('bytes')
    const { id } = await limited.create(sub, fields)
    const big = { ...pdf, size: 4 * megabyte }
    const announced = await outcomes(
      Array.from({ length: 5 }, () => limited.announceDocument(sub, id, big, inAnHour())),
    )
    expect([count(announced, 'ok'), count(announced, 409)]).toEqual([2, 3])
  })

  it("sums up the caller's applications for the dashboard, most recently changed first", async () => {
    const sub = await newCustomer('dashboard')
    expect(await store.summaries(sub)).toEqual([])
    const older = await store.create(sub, { price: { total: 500_000, downPaymentCash: 50_000 } })
    const newer = await store.create(sub, fields)
    await store.addSigner(sub, newer.id, signer)
    const refused = await store.announceDocument(sub, newer.id, pdf, inAnHour())
    if (!refused) throw new Error('announced')
    await store.claimUpload(sub, newer.id, refused.id)
    await store.refuseUpload(sub, newer.id, refused.id, 'too big')
    const steps = async () =>
      (await store.summaries(sub)).map((one) => [one.id, one.nextStep, one.city, one.price])

    // A refused upload is no document: the complete application still needs one.
    expect(await steps()).toEqual([
      [newer.id, 'documents', 'Toronto', 800_000],
      [older.id, 'applicant', null, 500_000],
    ])
    await store.announceDocument(sub, newer.id, pdf, inAnHour())
    await store.update(sub, older.id, {
      ...fields,
      price: { total: 600_000, downPaymentCash: 60_000 },
    })
    expect(await steps()).toEqual([
      [older.id, 'documents', 'Toronto', 600_000],
      [newer.id, 'submit', 'Toronto', 800_000],
    ])
    expect((await store.summaries(BEN)).map((one) => one.id)).not.toContain(newer.id)
  })

  it("makes the caller's referral code once and lists the leads that named it", async () => {
    const sub = await newCustomer('referrer')
    const { code, referrals } = await store.referrals(sub)
    expect(code).toMatch(/^HW-[2-9A-HJ-NP-Z]{8}$/)
    expect(referrals).toEqual([])
    await db
      .insertInto('leads')
      .values({
        first_name: 'Lee',
        last_name: 'Friend',
        email: 'lee@example.ca',
        city: 'Ottawa',
        code: code.toLowerCase(),
        payload: '{}',
      })
      .execute()
    const again = await store.referrals(sub)
    expect(again.code).toBe(code)
    expect(again.referrals).toEqual([{ date: expect.any(String) as string, city: 'Ottawa' }])
  })
})
