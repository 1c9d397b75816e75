import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadInserter, normalizeLead } from '../../src/contact/store'
import { referralStore } from '../../src/customer/referralStore'
import { customerStore, type Caller } from '../../src/customer/store'
import { generalLead } from '../contact/leads'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'

const amira: Caller = {
  sub: 'referrer-amira',
  email: 'amira@example.ca',
  givenName: 'Amira',
  familyName: 'Haddad',
}
const ben: Caller = {
  sub: 'referrer-ben',
  email: 'ben@example.ca',
  givenName: 'Ben',
  familyName: '',
}

describe.each(CUSTOMER_ENGINES)('referral codes on %s', (engine) => {
  let customers: TestCustomers

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    const users = customerStore(customers.db)
    await users.user(amira)
    await users.user(ben)
  })
  afterAll(async () => {
    await customers.close()
  })

  it('makes a code on the first ask and answers the same one after', async () => {
    const referrals = referralStore(customers.db)
    const first = await referrals.referrals(amira.sub)
    expect(first.code).toMatch(/^HW-[2-9A-HJ-NP-Z]{8}$/)
    expect(first.referrals).toEqual([])
    expect(await referrals.referrals(amira.sub)).toEqual(first)
    expect((await referrals.referrals(ben.sub)).code).not.toBe(first.code)
  })

  it("lists the leads sent with the caller's code, whatever its case, and no one else's", async () => {
    const referrals = referralStore(customers.db)
    const { code } = await referrals.referrals(amira.sub)
    const insertLead = leadInserter(customers.db)
    await insertLead(normalizeLead({ ...generalLead(), code: code.toLowerCase() }))
    await insertLead(normalizeLead({ ...generalLead(), code: 'SOMEONE-ELSE' }))
    expect((await referrals.referrals(amira.sub)).referrals).toEqual([
      { date: expect.any(String) as unknown, city: 'Mississauga' },
    ])
    expect((await referrals.referrals(ben.sub)).referrals).toEqual([])
  })
})
