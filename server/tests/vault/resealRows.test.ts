import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localKeyWrapper } from '../../src/vault/keyring'
import { resealRows } from '../../src/vault/resealRows'
import { isSealedBytes, openBytes } from '../../src/vault/sealedBytes'
import { openSealedValues } from '../../src/vault/sealedValuesPlugin'
import { createVault } from '../../src/vault/vault'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { NEXT_TEST_KEY, TEST_KEY, TEST_VAULT } from '../support/testVault'

const PLAIN_FIELDS = JSON.stringify({ employment: { employer: 'Kestrel Mills' } })
const PLAIN_SIGNER = JSON.stringify({ firstName: 'Noor' })
const PLAIN_DOCUMENT = Buffer.from('%PDF-1.7 an old pay stub')

describe.each(CUSTOMER_ENGINES)('sealing forward and rotating on %s', (engine) => {
  let customers: TestCustomers
  let applicationId = 0

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    const { db } = customers
    await db.insertInto('customers').values({ sub: 'old-timer', email: 'o@example.ca' }).execute()
    // Rows as a version before encryption wrote them: plain, with no key named.
    ;({ id: applicationId } = await db
      .insertInto('applications')
      .values({ customer_sub: 'old-timer', fields: PLAIN_FIELDS })
      .returning('id')
      .executeTakeFirstOrThrow())
    await db
      .insertInto('application_signers')
      .values({ application_id: applicationId, fields: PLAIN_SIGNER })
      .execute()
    await db
      .insertInto('application_documents')
      .values({
        application_id: applicationId,
        name: 'stub.pdf',
        content_type: 'application/pdf',
        size: PLAIN_DOCUMENT.length,
        content: PLAIN_DOCUMENT,
      })
      .execute()
  })
  afterAll(() => customers.close())

  const raw = () => ({
    application: customers.db
      .selectFrom('applications')
      .select(['fields', 'key_id'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow(),
    signer: customers.db
      .selectFrom('application_signers')
      .select(['fields', 'key_id'])
      .executeTakeFirstOrThrow(),
    document: customers.db
      .selectFrom('application_documents')
      .select(['content', 'key_id'])
      .executeTakeFirstOrThrow(),
  })

  it('seals rows stored before encryption, reads them as before, and then finds none', async () => {
    expect(await resealRows(customers.db, TEST_VAULT)).toEqual({
      applications: 1,
      signers: 1,
      documents: 1,
    })
    const { application, signer, document } = raw()
    expect(await application).toMatchObject({ key_id: TEST_KEY.id })
    expect((await application).fields).not.toContain('Kestrel')
    expect((await signer).fields).not.toContain('Noor')
    const content = (await document).content ?? new Uint8Array()
    expect(isSealedBytes(content)).toBe(true)
    expect((await openBytes(TEST_VAULT.keys, content)).equals(PLAIN_DOCUMENT)).toBe(true)

    const reading = customers.db.withPlugin(openSealedValues(TEST_VAULT))
    const opened = await reading
      .selectFrom('applications')
      .select('fields')
      .executeTakeFirstOrThrow()
    expect(opened.fields).toBe(PLAIN_FIELDS)
    expect(await resealRows(customers.db, TEST_VAULT)).toEqual({
      applications: 0,
      signers: 0,
      documents: 0,
    })
  })

  it('re-wraps under a new key; the old key is read until then and needed no more after', async () => {
    const before = (await raw().application).fields
    const rotating = createVault(localKeyWrapper(NEXT_TEST_KEY, [TEST_KEY]))
    // While the rotation has not run, the old rows still read with both keys configured.
    const during = customers.db.withPlugin(openSealedValues(rotating))
    expect(
      (await during.selectFrom('applications').select('fields').executeTakeFirstOrThrow()).fields,
    ).toBe(PLAIN_FIELDS)

    expect(await resealRows(customers.db, rotating)).toEqual({
      applications: 1,
      signers: 1,
      documents: 1,
    })
    const after = await raw().application
    expect(after.key_id).toBe(NEXT_TEST_KEY.id)
    // Only the wrapped data key changed: the ciphertext is the one written before.
    expect(after.fields.split(':')[3]).toBe(before.split(':')[3])

    const newOnly = createVault(localKeyWrapper(NEXT_TEST_KEY))
    const reading = customers.db.withPlugin(openSealedValues(newOnly))
    const signer = await reading
      .selectFrom('application_signers')
      .select('fields')
      .executeTakeFirstOrThrow()
    expect(signer.fields).toBe(PLAIN_SIGNER)
    const document = await reading
      .selectFrom('application_documents')
      .select('content')
      .executeTakeFirstOrThrow()
    expect(Buffer.from(document.content ?? []).equals(PLAIN_DOCUMENT)).toBe(true)
    // The old key alone can no longer read them.
    const oldOnly = customers.db.withPlugin(openSealedValues(TEST_VAULT))
    await expect(oldOnly.selectFrom('applications').select('fields').execute()).rejects.toThrow(
      /next-key/,
    )
  })
})
