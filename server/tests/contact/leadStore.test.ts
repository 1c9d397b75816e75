import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadInserter, normalizeLead } from '../../src/contact/store'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { generalLead, listingContactLead } from './leads'

describe.each(CUSTOMER_ENGINES)('the lead store on %s', (engine) => {
  let customers: TestCustomers

  beforeAll(async () => {
    customers = await openTestCustomers(engine)
  })
  afterAll(async () => {
    await customers.close()
  })

  it('stores each lead once, answers its id, and keeps the lead as sent', async () => {
    const insertLead = leadInserter(customers.db)
    const listing = normalizeLead(listingContactLead())
    const general = normalizeLead(generalLead())
    const first = await insertLead(listing)
    const second = await insertLead(general)
    expect(second).toBeGreaterThan(first)

    const rows = await customers.db.selectFrom('leads').selectAll().orderBy('id').execute()
    expect(rows).toEqual([
      expect.objectContaining({
        id: first,
        first_name: 'Amira',
        last_name: 'Okafor',
        email: 'amira.okafor@example.ca',
        phone: '4165550123',
        city: 'Toronto',
        price: 1_250_000,
        code: 'C5001234',
        board_id: 2,
        address: '12 Maple Avenue',
        message: 'Is the basement finished?',
        payload: JSON.stringify(listing),
      }),
      expect.objectContaining({
        id: second,
        phone: '6475550188',
        code: 'SPRING-24',
        board_id: null,
        address: null,
        message: null,
      }),
    ])
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/)
  })
})
