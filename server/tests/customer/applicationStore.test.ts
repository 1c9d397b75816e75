import { describe, expect, it } from 'vitest'
import type { ApplicationFields } from '../../../contract/application'
import { APPLICATION_LIMITS } from '../../../contract/applicationChoices'
import { applicationQuota } from '../../src/customer/applicationQuota'
import { applicationStore, LOCKED } from '../../src/customer/applicationStore'
import { HttpError } from '../../src/httpErrors'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { TEST_VAULT } from '../support/testVault'
import { fields, signer } from './applicationFixtures'
import {
  AMIRA,
  BEN,
  applicationStoreOn,
  assess,
  count,
  inAnHour,
  outcomes,
  pdf,
} from './applicationStoreOnEngine'

describe.each(CUSTOMER_ENGINES)('the application stores on %s', (engine) => {
  const on = applicationStoreOn(engine)
  const applicationOf = async (sub: string, id: number) => {
    const found = await on.store.application(sub, id)
    if (!found) throw new Error(`no application ${String(id)}`)
    return found
  }

  it("creates, reads and updates the owner's application; another customer finds nothing", async () => {
    const created = await on.store.create(AMIRA, fields)
    expect(created).toMatchObject({ status: 'draft', fields, signers: [] })
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(await on.store.application(AMIRA, created.id)).toEqual(created)
    expect(await on.store.application(BEN, created.id)).toBeUndefined()
    expect(await on.store.application(AMIRA, 2 ** 31 - 1)).toBeUndefined()

    const changed: ApplicationFields = { ...fields, other: { lender: 'rbc' } }
    expect(await on.store.update(BEN, created.id, changed)).toBeUndefined()
    expect(await on.store.submit(BEN, created.id, assess)).toBeUndefined()
    expect((await on.store.application(AMIRA, created.id))?.fields).toEqual(fields)

    const updated = await on.store.update(AMIRA, created.id, changed)
    expect(updated).toMatchObject({ id: created.id, fields: changed, status: 'draft' })
    expect(updated !== LOCKED && updated?.updatedAt).not.toBe(created.updatedAt)
  })

  it('submits with the offers, answers a match, and locks the application once a lender is chosen', async () => {
    const { id } = await on.store.create(AMIRA, fields)
    const submitted = await on.store.submit(AMIRA, id, assess)
    if (!submitted || submitted === LOCKED) throw new Error('submitted')
    // Every figure of every offer comes back exactly (cents included), lowest rate first.
    const offers = [...assess(await applicationOf(AMIRA, id)).offers].sort(
      (x, y) => x.rate - y.rate,
    )
    expect(offers.length).toBeGreaterThan(1)
    expect(submitted.matches).toEqual(
      offers.map((offer) => ({ ...offer, id: expect.any(Number) as number, status: 'offered' })),
    )
    expect(await on.store.matches(AMIRA, id)).toEqual(submitted.matches)
    expect(await on.store.matches(BEN, id)).toEqual([])
    expect(await on.store.assessment(AMIRA, id)).toEqual(submitted.assessment)
    expect(await on.store.assessment(BEN, id)).toBeNull()
    expect((await on.store.application(AMIRA, id))?.status).toBe('submitted')

    const [first, second] = submitted.matches
    if (!first || !second) throw new Error('two offers')
    expect(await on.store.answerMatch(BEN, id, first.id, 'accepted')).toBeUndefined()
    expect(await on.store.answerMatch(AMIRA, id, first.id, 'accepted')).toMatchObject({
      id: first.id,
      status: 'accepted',
    })
    expect((await on.store.application(AMIRA, id))?.status).toBe('lender_chosen')
    // Choosing another lender declines the first.
    await on.store.answerMatch(AMIRA, id, second.id, 'accepted')
    const answers = new Map((await on.store.matches(AMIRA, id)).map((one) => [one.id, one.status]))
    expect([answers.get(first.id), answers.get(second.id)]).toEqual(['declined', 'accepted'])

    expect(await on.store.update(AMIRA, id, fields)).toBe(LOCKED)
    expect(await on.store.submit(AMIRA, id, assess)).toBe(LOCKED)
    expect(await on.store.addSigner(AMIRA, id, signer)).toBe(LOCKED)

    // Declining the chosen lender reopens the choice; a change then sends it back to draft.
    await on.store.answerMatch(AMIRA, id, second.id, 'declined')
    expect((await on.store.application(AMIRA, id))?.status).toBe('submitted')
    expect(await on.store.update(AMIRA, id, fields)).toMatchObject({ status: 'draft' })
    expect(await on.store.matches(AMIRA, id)).toEqual([])
    expect(await on.store.assessment(AMIRA, id)).toBeNull()
    expect(await on.store.answerMatch(AMIRA, id, first.id, 'accepted')).toBeUndefined()
  })

  it('refuses to submit what the assessment throws on, and changes nothing', async () => {
    const { id } = await on.store.create(AMIRA, fields)
    const refusal = new HttpError(400, 'incomplete')
    await expect(
      on.store.submit(AMIRA, id, () => {
        throw refusal
      }),
    ).rejects.toBe(refusal)
    expect((await on.store.application(AMIRA, id))?.status).toBe('draft')
    expect(await on.store.matches(AMIRA, id)).toEqual([])
  })

  it("adds, changes and removes the owner's signers only", async () => {
    const { id } = await on.store.create(AMIRA, fields)
    const added = await on.store.addSigner(AMIRA, id, signer)
    if (!added || added === LOCKED) throw new Error('added')
    expect(added).toEqual({ ...signer, id: added.id })
    expect(await on.store.addSigner(BEN, id, signer)).toBeUndefined()
    expect(await on.store.updateSigner(BEN, id, added.id, { ...signer, firstName: 'X' })).toBe(
      undefined,
    )
    expect(await on.store.removeSigner(BEN, id, added.id)).toBeUndefined()

    const renamed = { ...signer, firstName: 'Samira' }
    expect(await on.store.updateSigner(AMIRA, id, added.id, renamed)).toEqual({
      ...renamed,
      id: added.id,
    })
    expect((await on.store.application(AMIRA, id))?.signers).toEqual([{ ...renamed, id: added.id }])
    expect(await on.store.updateSigner(AMIRA, id, added.id + 1000, renamed)).toBeUndefined()
    expect(await on.store.removeSigner(AMIRA, id, added.id)).toBe(true)
    expect(await on.store.removeSigner(AMIRA, id, added.id)).toBe(false)
    expect((await on.store.application(AMIRA, id))?.signers).toEqual([])
  })

  it('keeps every quota when requests race for the last places', async () => {
    const limits = { ...APPLICATION_LIMITS, applicationsPerCustomer: 3, signersPerApplication: 2 }
    const limited = applicationStore(
      on.db,
      TEST_VAULT,
      applicationQuota({ ...limits, documentsPerCustomer: 4 }),
    )
    const sub = await on.newCustomer('quota')
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
      on.db,
      TEST_VAULT,
      applicationQuota({ ...APPLICATION_LIMITS, documentBytesPerCustomer: 10 * megabyte }),
    )
    const sub = await on.newCustomer('bytes')
    const { id } = await limited.create(sub, fields)
    const big = { ...pdf, size: 4 * megabyte }
    const announced = await outcomes(
      Array.from({ length: 5 }, () => limited.announceDocument(sub, id, big, inAnHour())),
    )
    expect([count(announced, 'ok'), count(announced, 409)]).toEqual([2, 3])
  })

  it("sums up the caller's applications for the dashboard, most recently changed first", async () => {
    const sub = await on.newCustomer('dashboard')
    expect(await on.store.summaries(sub)).toEqual([])
    const older = await on.store.create(sub, { price: { total: 500_000, downPaymentCash: 50_000 } })
    const newer = await on.store.create(sub, fields)
    await on.store.addSigner(sub, newer.id, signer)
    const refused = await on.store.announceDocument(sub, newer.id, pdf, inAnHour())
    if (!refused) throw new Error('announced')
    await on.store.claimUpload(sub, newer.id, refused.id)
    await on.store.refuseUpload(sub, newer.id, refused.id, 'too big')
    const steps = async () =>
      (await on.store.summaries(sub)).map((one) => [one.id, one.nextStep, one.city, one.price])

    // A refused upload is no document: the complete application still needs one.
    expect(await steps()).toEqual([
      [newer.id, 'documents', 'Toronto', 800_000],
      [older.id, 'applicant', null, 500_000],
    ])
    await on.store.announceDocument(sub, newer.id, pdf, inAnHour())
    await on.store.update(sub, older.id, {
      ...fields,
      price: { total: 600_000, downPaymentCash: 60_000 },
    })
    expect(await steps()).toEqual([
      [older.id, 'documents', 'Toronto', 600_000],
      [newer.id, 'submit', 'Toronto', 800_000],
    ])
    expect((await on.store.summaries(BEN)).map((one) => one.id)).not.toContain(newer.id)
  })

  it("makes the caller's referral code once and lists the leads that named it", async () => {
    const sub = await on.newCustomer('referrer')
    const { code, referrals } = await on.store.referrals(sub)
    expect(code).toMatch(/^HW-[2-9A-HJ-NP-Z]{8}$/)
    expect(referrals).toEqual([])
    await on.db
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
    const again = await on.store.referrals(sub)
    expect(again.code).toBe(code)
    expect(again.referrals).toEqual([{ date: expect.any(String) as string, city: 'Ottawa' }])
  })
})
