import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_WORDINGS } from '../../../contract/consent'
import { customerStore, type Caller, type CustomerStore } from '../../src/customer/store'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'

const caller = (sub: string): Caller => ({
  sub,
  email: `${sub}@example.ca`,
  givenName: 'Noor',
  familyName: 'Haddad',
})

// The sign-up form's consent to commercial e-mail, kept with the customer on each engine.
describe.each(CUSTOMER_ENGINES)("a customer's express consent on %s", (engine) => {
  let customers: TestCustomers
  let store: CustomerStore

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
    store = customerStore(customers.db)
  })
  afterAll(async () => {
    await customers.close()
  })

  const consentOf = (sub: string) =>
    customers.db
      .selectFrom('customers')
      .select(['consent_wording', 'consent_text', 'consent_at'])
      .where('sub', '=', sub)
      .executeTakeFirstOrThrow()

  it('is none until given', async () => {
    await store.user(caller('consent-none'))
    expect(await consentOf('consent-none')).toEqual({
      consent_wording: null,
      consent_text: null,
      consent_at: null,
    })
  })

  it('keeps the wording id, the exact text read and the time; a later update leaves it', async () => {
    const noor = caller('consent-given')
    const before = new Date().toISOString()
    await store.updateUser(noor, { consent: { wording: 'marketing-email-v1', language: 'fr' } })
    const given = await consentOf(noor.sub)
    expect(given).toMatchObject({
      consent_wording: 'marketing-email-v1:fr',
      consent_text: CONSENT_WORDINGS['marketing-email-v1'].fr,
    })
    expect(given.consent_at! >= before).toBe(true)
    await store.updateUser(noor, { phone: '4165550177' })
    expect(await consentOf(noor.sub)).toEqual(given)
  })
})
