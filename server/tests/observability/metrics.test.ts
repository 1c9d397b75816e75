import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../src/config'
import { generalLead, postLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'
import { startProviderStub } from './support'

/** A private metrics listener on a free loopback port. */
const withMetrics: Partial<ServerConfig> = {
  observability: { metrics: { host: '127.0.0.1', port: 0 }, sentryDsn: undefined },
}

async function scrape(server: TestServer): Promise<string> {
  const url = server.app.metricsUrl()
  if (url === undefined) throw new Error('the app has no metrics listener')
  const response = await fetch(`${url}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** One sample's value: `name{labels}` exactly as written (labels in the registry's order). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('the private metrics listener', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ config: withMetrics })
  })

  afterAll(async () => {
    await server.close()
  })

  it('listens on its own loopback port, not the public one', () => {
    const url = server.app.metricsUrl()
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(url).not.toBe(server.baseUrl)
  })

  it('is not a route of the public port', async () => {
    const response = await fetch(`${server.baseUrl}/metrics`)
    expect(response.status).toBe(404)
  })

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const series = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${String(status)}"}`
    const counted = (text: string, route: string, status: number) =>
      sample(text, series(route, status)) ?? 0
    const before = await scrape(server)
    // Three listing pages (refused: no board writes a dot in an MLS number), one health check,
    // one typo.
    for (const mls of ['C.1', 'C.2', 'C.3']) await fetch(`${server.baseUrl}/listings/${mls}`)
    await fetch(`${server.baseUrl}/health`)
    await fetch(`${server.baseUrl}/no/such/route?x=1`)
    const after = await scrape(server)
    const added = (route: string, status: number) =>
      counted(after, route, status) - counted(before, route, status)
    expect(added('/listings/:mlsNumber', 400)).toBe(3)
    expect(added('/health', 200)).toBe(1)
    expect(added('unmatched', 404)).toBe(1)
    expect(after).not.toContain('C.1')
    expect(after).not.toContain('/no/such/route')
    // The latency histogram's buckets: the last one holds every request.
    const healthBucket =
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health",status_code="200"}'
    expect(sample(after, healthBucket)).toBe(counted(after, '/health', 200))
  })

  it('counts the leads stored, not the leads refused', async () => {
    const before = sample(await scrape(server), 'leads_stored_total')
    expect((await postLead(server.baseUrl, generalLead())).status).toBe(200)
    expect((await postLead(server.baseUrl, { nonsense: true })).status).toBe(400)
    expect(sample(await scrape(server), 'leads_stored_total')).toBe((before ?? 0) + 1)
  })

  it("reports the node process's own metrics", async () => {
    const text = await scrape(server)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('reads the outbox backlog and the alert lag from the database when scraped', async () => {
    let text = await scrape(server)
    // The lead counted above left its two e-mails waiting (this server has no SMTP to reach).
    const waiting = sample(text, 'alert_outbox_pending') ?? 0
    expect(sample(text, 'alert_outbox_oldest_age_seconds')).toBeLessThan(60)
    expect(sample(text, 'alert_lag_seconds')).toBeNaN()

    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
    const { customers } = server
    await customers
      .insertInto('customers')
      .values({ sub: 'sub-1', email: 'amira@example.ca', phone: null, referral_code: null })
      .execute()
    const search = await customers
      .insertInto('saved_searches')
      .values({
        customer_sub: 'sub-1',
        name: 'Oakville',
        path: '/search?city=Oakville',
        polygon: null,
        unreadable_at: null,
        unreadable_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await customers
      .insertInto('saved_search_alerts')
      .values({ search_id: search.id, cursor: '', last_run_at: ago(300) })
      .execute()
    const mail = (status: 'pending' | 'sent', createdSecondsAgo: number) => ({
      customer_sub: 'sub-1',
      search_id: search.id,
      kind: 'search' as const,
      payload: '{}',
      status,
      next_attempt_at: ago(0),
      created_at: ago(createdSecondsAgo),
      last_error: null,
      sent_at: null,
    })
    await customers
      .insertInto('alert_outbox')
      .values([mail('pending', 120), mail('pending', 30), mail('sent', 3600)])
      .execute()

    text = await scrape(server)
    expect(sample(text, 'alert_outbox_pending')).toBe(waiting + 2)
    // The oldest pending one (the sent one does not count); the scrape itself takes a moment.
    const age = sample(text, 'alert_outbox_oldest_age_seconds') ?? 0
    expect(age).toBeGreaterThanOrEqual(120)
    expect(age).toBeLessThan(180)
    const lag = sample(text, 'alert_lag_seconds') ?? 0
    expect(lag).toBeGreaterThanOrEqual(300)
    expect(lag).toBeLessThan(360)
  })

  it('answers 404 to anything but /metrics', async () => {
    const response = await fetch(`${server.app.metricsUrl() ?? ''}/health`)
    expect(response.status).toBe(404)
  })
})

describe('provider errors', () => {
  it('are counted by kind and provider status', async () => {
    const provider = await startProviderStub(503)
    const server = await startTestServer({
      config: { ...withMetrics, listings: provider.listings },
    })
    try {
      await fetch(`${server.baseUrl}/listings?city=Toronto`)
      await fetch(`${server.baseUrl}/listings?city=Ottawa`)
      const text = await scrape(server)
      expect(sample(text, 'provider_errors_total{kind="status",status="503"}')).toBe(2)
    } finally {
      await server.close()
      await provider.close()
    }
  })

  it('count an unreachable provider as such', async () => {
    const provider = await startProviderStub(200)
    await provider.close()
    const server = await startTestServer({
      config: { ...withMetrics, listings: provider.listings },
    })
    try {
      expect((await fetch(`${server.baseUrl}/listings?city=Toronto`)).status).toBe(502)
      const text = await scrape(server)
      expect(sample(text, 'provider_errors_total{kind="unreachable",status=""}')).toBe(1)
    } finally {
      await server.close()
    }
  })
})

describe('without METRICS_PORT', () => {
  it('listens on no metrics port', async () => {
    const server = await startTestServer()
    try {
      expect(server.app.metricsUrl()).toBeUndefined()
    } finally {
      await server.close()
    }
  })
})
