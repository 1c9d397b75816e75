import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordCrmEvent } from '../../src/crm/crmEventStore'
import { leadEvent } from '../../src/crm/crmEvents'
import { generalLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'

/** One sample's value: `name{labels}` exactly as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const site = { source: 'homewise.test', system: 'Homewise', siteUrl: 'https://homewise.test' }

describe("the CRM events' gauges", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({
      config: { observability: { metrics: { host: '127.0.0.1', port: 0 }, sentryDsn: undefined } },
    })
  })

  afterAll(async () => {
    await server.close()
  })

  const scrape = async () => (await fetch(`${server.app.metricsUrl() ?? ''}/metrics`)).text()

  it('count events by status and age the oldest pending one, from the database', async () => {
    let text = await scrape()
    expect(sample(text, 'crm_events{status="pending"}')).toBe(0)
    expect(sample(text, 'crm_oldest_pending_age_seconds')).toBe(0)
    const { customers } = server
    const ids: number[] = []
    for (let n = 0; n < 3; n += 1) {
      const { id } = await customers
        .insertInto('leads')
        .values({ first_name: 'A', last_name: 'B', email: 'a@example.ca', payload: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(id)
    }
    const [first = 0, second = 0, third = 0] = ids
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
    await recordCrmEvent(customers, leadEvent(site, first, generalLead()), 'pending', ago(120))
    await recordCrmEvent(customers, leadEvent(site, second, generalLead()), 'pending', ago(30))
    await recordCrmEvent(customers, leadEvent(site, third, generalLead()), 'kept')
    await customers
      .updateTable('crm_events')
      .set({ status: 'parked' })
      .where('lead_id', '=', second)
      .execute()
    text = await scrape()
    expect(sample(text, 'crm_events{status="pending"}')).toBe(1)
    expect(sample(text, 'crm_events{status="parked"}')).toBe(1)
    expect(sample(text, 'crm_events{status="kept"}')).toBe(1)
    expect(sample(text, 'crm_events{status="sent"}')).toBe(0)
    expect(sample(text, 'crm_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120)
    expect(sample(text, 'crm_oldest_pending_age_seconds')).toBeLessThan(180)
  })
})
