import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAlertService, type AlertService } from '../../src/alerts/alertService'
import type { Mailer } from '../../src/alerts/mailer'
import type { RealtyClient } from '../../src/alerts/realtyClient'
import { loadConfig } from '../../src/config'
import { CUSTOMER_ENGINES, openTestCustomers, type TestCustomers } from '../support/customerEngines'
import { feedRealty, seedCustomers, T0 } from './oneSenderFixtures'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const noMail: Mailer = { send: () => Promise.resolve(), close: () => undefined }

describe.each(CUSTOMER_ENGINES)('the alert pass’s lease on %s', (engine) => {
  let customers: TestCustomers
  let services: AlertService[] = []

  beforeEach(async () => {
    customers = await openTestCustomers(engine)
    await seedCustomers(customers.db)
  })
  afterEach(async () => {
    for (const service of services) await service.stop()
    services = []
    await customers.close()
  })

  const instance = async (realty: RealtyClient, name: string) => {
    const service = await createAlertService(customers.db, {
      config: { ...loadConfig({}).alerts, intervalMs: 0 },
      ownUrl: () => 'http://127.0.0.1:9',
      log: quiet,
      mailer: noMail,
      realty,
      now: () => T0,
      instanceId: name,
    })
    services.push(service)
    return service
  }

  it('is given back when the pass fails, so the next instance need not wait for it to lapse', async () => {
    const down: RealtyClient = {
      ...feedRealty().realty,
      changedSince: () => Promise.reject(new Error('realty service down')),
    }
    const failing = await instance(down, 'failing')
    const other = await instance(feedRealty().realty, 'other')

    await expect(failing.runOnce()).rejects.toThrow('realty service down')
    // The same instant: only a lease given back lets the other run now.
    expect((await other.runOnce()).ranPass).toBe(true)
  })
})
