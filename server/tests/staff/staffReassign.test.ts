import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffRealtorList } from '../../../contract/staff'
import { callService } from '../call'
import { generalLead } from '../contact/leads'
import { trustingPool } from '../customer/customersOnServer'
import { startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'

// Reassigning a lead over real HTTP on both customer engines: the realtors a lead may be given
// to, the move itself, and the refusal of a realtor who is unknown or no longer active.

const staffClaims = {
  sub: '33333333-3333-4333-8333-333333333333',
  email: 'staff@example.ca',
  'cognito:groups': ['staff'],
}

describe.each(CUSTOMER_ENGINES)('reassigning a lead on %s', (customerEngine) => {
  let pool: TestPool
  let server: TestServer
  let staff: string

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({ config: trustingPool(pool), customerEngine })
    staff = await pool.token(staffClaims)
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  const call = async (method: string, path: string, token?: string, body?: unknown) =>
    callService(server.baseUrl, method, path, token, body)

  it('lists the active realtors and gives a lead to another one', async () => {
    await server.customers
      .insertInto('realtors')
      .values({
        id: 'left.agency',
        name: 'Left Agency',
        email: 'left@example.ca',
        phone: '416-555-0100',
        photo_url: null,
        languages: '["en"]',
        cities: '["Toronto"]',
        team: 'sales',
        active: 0,
        updated_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
    const { realtors } = (await call('GET', '/staff/realtors', staff)).body as StaffRealtorList
    expect(realtors).toContainEqual({
      id: 'priya.raman',
      name: 'Priya Raman',
      team: 'sales',
      active: true,
    })
    expect(realtors.map(({ id }) => id)).not.toContain('left.agency')
    expect(realtors.every(({ active }) => active)).toBe(true)

    // A Mississauga lead goes to the realtor covering Mississauga.
    const posted = await call('POST', '/realty/contact', undefined, generalLead())
    const path = `/staff/leads/${String((posted.body as { id: number }).id)}`
    expect((await call('GET', path, staff)).body).toMatchObject({
      realtor: { id: 'marc.tremblay', name: 'Marc Tremblay', active: true },
    })

    const moved = await call('PATCH', path, staff, { realtorId: 'priya.raman', note: 'Toronto' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({
      realtor: { id: 'priya.raman', name: 'Priya Raman' },
      note: 'Toronto',
      status: 'new',
    })

    // An unknown or inactive realtor is refused with its reason, and nothing of the update is kept.
    for (const realtorId of ['left.agency', 'nobody.here']) {
      const refused = await call('PATCH', path, staff, { realtorId, status: 'closed' })
      expect(refused).toMatchObject({
        status: 400,
        body: { message: `body/realtorId ${realtorId} is not an active realtor of the roster` },
      })
    }
    expect((await call('GET', path, staff)).body).toMatchObject({
      realtor: { id: 'priya.raman' },
      status: 'new',
    })
    const missing = await call('PATCH', '/staff/leads/99999', staff, { realtorId: 'priya.raman' })
    expect(missing).toMatchObject({ status: 404, body: { message: 'No lead with this id.' } })
  })
})
