import { afterAll, beforeAll } from 'vitest'
import { applicationStore, type Assess } from '../../src/customer/applicationStore'
import { matchLenders } from '../../src/customer/matching'
import type { CustomerDb, CustomerEngine } from '../../src/db/customerDb'
import { HttpError } from '../../src/httpErrors'
import { openSealedValues } from '../../src/vault/sealedValuesPlugin'
import { openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { TEST_VAULT } from '../support/testVault'

export const AMIRA = 'store-amira'
export const BEN = 'store-ben'
export const pdf = { name: ' pay.pdf ', contentType: 'application/pdf', size: 1_000 }
export const assess: Assess = (found) => matchLenders(found.fields)
export const inAnHour = () => new Date(Date.now() + 3_600_000)

/** The status of each of several racing calls: 'ok', or the HTTP status it was refused with. */
export async function outcomes(calls: readonly Promise<unknown>[]) {
  const settled = await Promise.allSettled(calls)
  return settled.map((one) => {
    if (one.status === 'fulfilled') return 'ok'
    if (one.reason instanceof HttpError) return one.reason.statusCode
    throw one.reason
  })
}

export const count = (answers: readonly unknown[], answer: unknown) =>
  answers.filter((one) => one === answer).length

/**
 * A fresh customer database on `engine` for the file's tests, with Amira and Ben as customers
 * and the application store over it; fields are read inside tests.
 */
export function applicationStoreOn(engine: CustomerEngine) {
  let customers: TestCustomers | undefined
  let store: ReturnType<typeof applicationStore> | undefined
  /** The database as the service reads it: sealed values come back open. */
  let db: CustomerDb | undefined
  let subs = 0
  const opened = () => {
    if (!db || !store) throw new Error('the database opens before the tests')
    return { db, store }
  }
  const addCustomer = (db: CustomerDb, sub: string) =>
    db
      .insertInto('customers')
      .values({ sub, email: `${sub}@example.ca` })
      .execute()

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    db = customers.db.withPlugin(openSealedValues(TEST_VAULT))
    store = applicationStore(db, TEST_VAULT)
    for (const sub of [AMIRA, BEN]) await addCustomer(db, sub)
  })
  afterAll(() => customers?.close())

  return {
    get db() {
      return opened().db
    },
    get store() {
      return opened().store
    },
    /** A customer of their own for one test, so that tests share no counts. */
    async newCustomer(name: string) {
      subs += 1
      const sub = `${name}-${String(subs)}`
      await addCustomer(opened().db, sub)
      return sub
    },
  }
}
