import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { fields } from './applicationFixtures'
import { AMIRA, BEN, applicationStoreOn, count, inAnHour, pdf } from './applicationStoreOnEngine'

const HOUR = 3_600_000

describe.each(CUSTOMER_ENGINES)("an application's documents on %s", (engine) => {
  const on = applicationStoreOn(engine)

  it('announces a document, takes one upload through its link, and records it', async () => {
    const { id } = await on.store.create(AMIRA, fields)
    expect(await on.store.announceDocument(BEN, id, pdf, inAnHour())).toBeUndefined()
    const announced = await on.store.announceDocument(AMIRA, id, pdf, inAnHour())
    if (!announced) throw new Error('announced')
    expect(announced).toMatchObject({ name: 'pay.pdf', size: 1_000, status: 'pending' })
    expect(await on.store.document(BEN, id, announced.id)).toBeUndefined()
    expect(await on.store.uploadTicket(BEN, id, announced.id)).toBeUndefined()
    expect(await on.store.claimUpload(BEN, id, announced.id)).toBe(false)

    expect(await on.store.claimUpload(AMIRA, id, announced.id)).toBe(true)
    expect(await on.store.claimUpload(AMIRA, id, announced.id)).toBe(false)
    expect(await on.store.uploadTicket(AMIRA, id, announced.id)).toMatchObject({
      stored: false,
      claimed: true,
      failure: null,
    })
    expect(await on.store.recordUpload(BEN, id, announced.id, 'key')).toBe(false)
    expect(await on.store.recordUpload(AMIRA, id, announced.id, 'key')).toBe(true)
    expect(await on.store.recordUpload(AMIRA, id, announced.id, 'other')).toBe(false)
    expect(await on.store.documents(AMIRA, id)).toEqual([{ ...announced, status: 'uploaded' }])
    expect(await on.store.documents(BEN, id)).toEqual([])
    expect(await on.store.uploadTicket(AMIRA, id, announced.id)).toMatchObject({ stored: true })
  })

  it('refuses a claim once the link expired, and forgets refused uploads once theirs did', async () => {
    const sub = await on.newCustomer('expiry')
    const { id } = await on.store.create(sub, fields)
    const expired = await on.store.announceDocument(sub, id, pdf, new Date(Date.now() - 1))
    if (!expired) throw new Error('announced')
    expect(await on.store.claimUpload(sub, id, expired.id)).toBe(false)
    expect(await on.store.claimUpload(sub, id, expired.id, new Date(Date.now() - HOUR))).toBe(true)

    await on.store.refuseUpload(sub, id, expired.id, 'body is not a application/pdf file')
    expect(await on.store.uploadTicket(sub, id, expired.id)).toMatchObject({
      claimed: true,
      failure: 'body is not a application/pdf file',
    })
    expect(await on.store.recordUpload(sub, id, expired.id, 'key')).toBe(false)
    expect(await on.store.documents(sub, id)).toEqual([])
    // The next announcement forgets the refused document whose link has expired.
    await on.store.announceDocument(sub, id, pdf, inAnHour())
    expect(await on.store.uploadTicket(sub, id, expired.id)).toBeUndefined()
  })

  it('gives a link to exactly one of many uploads claiming it at once', async () => {
    const { id } = await on.store.create(AMIRA, fields)
    const announced = await on.store.announceDocument(AMIRA, id, pdf, inAnHour())
    if (!announced) throw new Error('announced')
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => on.store.claimUpload(AMIRA, id, announced.id)),
    )
    expect(count(claims, true)).toBe(1)
  })

  // SQLite runs one transaction at a time, so only PostgreSQL can hold a claim uncommitted while
  // another instance's claim waits on it: the waiting claim must then find the link taken.
  it.runIf(engine === 'postgres')(
    'refuses a claim that waited on another instance claiming the same link',
    async () => {
      const { id } = await on.store.create(AMIRA, fields)
      const announced = await on.store.announceDocument(AMIRA, id, pdf, inAnHour())
      if (!announced) throw new Error('announced')
      const waiting = await on.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('application_documents')
          .set({ upload_claimed_at: new Date().toISOString() })
          .where('id', '=', announced.id)
          .execute()
        const claim = on.store.claimUpload(AMIRA, id, announced.id)
        await vi.waitFor(async () => {
          const { rows } = await sql<{ blocked: string }>`
            SELECT count(*) AS blocked FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(on.db)
          expect(Number(rows[0]?.blocked)).toBe(1)
        })
        return { claim }
      })
      expect(await waiting.claim).toBe(false)
    },
  )

  it('counts bytes kept in the row before the document storage as uploaded', async () => {
    const { id } = await on.store.create(AMIRA, fields)
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff])
    const { id: documentId } = await on.db
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
    expect(await on.store.document(AMIRA, id, documentId)).toMatchObject({ status: 'uploaded' })
    expect(await on.store.uploadTicket(AMIRA, id, documentId)).toMatchObject({ stored: true })
    expect(await on.store.claimUpload(AMIRA, id, documentId)).toBe(false)
    const { content } = await on.db
      .selectFrom('application_documents')
      .select('content')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow()
    expect(content && Buffer.from(content).equals(bytes)).toBe(true)
  })
})
