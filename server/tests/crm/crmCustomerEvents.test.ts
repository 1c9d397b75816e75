import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callService } from '../call'
import { home, search } from '../customer/customerRoutes'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { startCrmReceiver, type CrmReceiver } from '../support/crmReceiver'
import { crmSettings } from './crmSettings'

describe.each(CUSTOMER_ENGINES)("a signed-in customer's activity on %s", (engine) => {
  let receiver: CrmReceiver
  let pool: TestPool
  let server: TestServer
  let amira: string

  beforeAll(async () => {
    receiver = await startCrmReceiver()
    pool = await startTestPool()
    server = await startTestServer({
      config: trustingPool(pool, { crm: crmSettings(receiver) }),
      customerEngine: engine,
    })
    amira = await pool.token(customerClaims('amira'))
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
    await receiver.close()
  })

  const call = (method: string, path: string, body?: unknown) =>
    callService(server.baseUrl, method, path, amira, body)

  it('tells the CRM of the registration once, then of each home and search saved', async () => {
    expect((await call('GET', '/user')).status).toBe(200)
    expect((await call('PUT', '/user', { phone: '4165551234' })).status).toBe(200)
    const saved = await call('POST', '/user/saved-homes', home)
    expect(saved.status).toBe(200)
    // Saving the same home again keeps the first, and tells the CRM nothing new.
    expect((await call('POST', '/user/saved-homes', home)).status).toBe(200)
    expect((await call('POST', '/user/saved-searches', search)).status).toBe(200)
    await receiver.until(() => receiver.accepted.length === 3)
    expect(receiver.invalid).toEqual([])
    const person = { firstName: 'Amira', emails: [{ value: expect.any(String) as unknown }] }
    const byType: Record<string, Record<string, unknown>> = Object.fromEntries(
      receiver.accepted.map((event) => [String(event.body.type), event.body]),
    )
    expect(byType.Registration).toMatchObject({ person })
    expect(byType['Saved Property']).toMatchObject({
      person,
      property: {
        street: home.address,
        mlsNumber: home.mlsNumber,
        price: home.price,
        url: `http://127.0.0.1:5173/real-estate${home.path}`,
      },
    })
    expect(byType['Saved Property Search']).toMatchObject({
      person,
      message: `Saved the search "${search.name}": http://127.0.0.1:5173/real-estate${search.path}`,
    })
    await server.app.crmSender?.runNow()
    expect(receiver.accepted).toHaveLength(3)
  })
})
