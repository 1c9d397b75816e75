import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SavedSearchInput } from '../../../contract/customer'
import { accountDeletion } from '../../src/customer/accountDeletion'
import { customerStore, type Caller } from '../../src/customer/store'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { home, search } from './customerRoutes'

const amira: Caller = {
  sub: 'deleted-amira',
  email: 'amira@example.ca',
  givenName: 'Amira',
  familyName: 'Haddad',
}
const ben: Caller = { sub: 'kept-ben', email: 'ben@example.ca', givenName: 'Ben', familyName: '' }

/** The deletion's second, as a token's `iat` counts it. */
const DELETED_AT = Date.parse('2026-11-29T09:00:00.400Z')
const deletedSecond = Math.floor(DELETED_AT / 1000)

describe.each(CUSTOMER_ENGINES)('account deletion on %s', (engine) => {
  let customers: TestCustomers

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
  })
  afterAll(async () => {
    await customers.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** An application of `sub` with one stored document (`key`) and one kept in the database. */
  async function applicationWithDocuments(sub: string, key: string) {
    const { id } = await customers.db
      .insertInto('applications')
      .values({ customer_sub: sub })
      .returning('id')
      .executeTakeFirstOrThrow()
    const document = { application_id: id, content_type: 'application/pdf', size: 3 }
    await customers.db
      .insertInto('application_documents')
      .values([
        { ...document, name: 'stored.pdf', storage_key: key },
        { ...document, name: 'inline.pdf', content: new Uint8Array([1, 2, 3]) },
      ])
      .execute()
  }

  const rowsOf = async (sub: string) => ({
    customers: await customers.db
      .selectFrom('customers')
      .select('sub')
      .where('sub', '=', sub)
      .execute(),
    homes: await customers.db
      .selectFrom('saved_homes')
      .select('id')
      .where('customer_sub', '=', sub)
      .execute(),
    searches: await customers.db
      .selectFrom('saved_searches')
      .select('id')
      .where('customer_sub', '=', sub)
      .execute(),
    applications: await customers.db
      .selectFrom('applications')
      .select('id')
      .where('customer_sub', '=', sub)
      .execute(),
  })

  it("deletes the account's rows, answers its stored documents' keys, and keeps others'", async () => {
    const store = customerStore(customers.db)
    for (const caller of [amira, ben]) {
      await store.saveHome(caller, home, 10)
      await store.saveSearch(caller, search as SavedSearchInput, 10)
      await applicationWithDocuments(caller.sub, `documents/${caller.sub}`)
    }
    const bensBefore = await rowsOf(ben.sub)

    vi.useFakeTimers({ toFake: ['Date'], now: DELETED_AT })
    const keys = await accountDeletion(customers.db).deleteAccount(amira, '203.0.113.7')

    expect(keys).toEqual([`documents/${amira.sub}`])
    expect(await rowsOf(amira.sub)).toEqual({
      customers: [],
      homes: [],
      searches: [],
      applications: [],
    })
    expect(await rowsOf(ben.sub)).toEqual(bensBefore)
  })

  it("refuses the deleted account's tokens issued up to its deletion's second", async () => {
    const accounts = accountDeletion(customers.db)
    expect(await accounts.issuedBeforeDeletion(amira.sub, deletedSecond - 3600)).toBe(true)
    expect(await accounts.issuedBeforeDeletion(amira.sub, deletedSecond)).toBe(true)
    expect(await accounts.issuedBeforeDeletion(amira.sub, deletedSecond + 1)).toBe(false)
    expect(await accounts.issuedBeforeDeletion(ben.sub, deletedSecond - 3600)).toBe(false)
  })

  it('remembers the latest deletion of an account deleted again', async () => {
    const accounts = accountDeletion(customers.db)
    await customerStore(customers.db).user(amira)
    vi.useFakeTimers({ toFake: ['Date'], now: DELETED_AT + 60_000 })
    expect(await accounts.deleteAccount(amira, '203.0.113.7')).toEqual([])
    expect(await accounts.issuedBeforeDeletion(amira.sub, deletedSecond + 60)).toBe(true)
    expect(await accounts.issuedBeforeDeletion(amira.sub, deletedSecond + 61)).toBe(false)
  })
})
