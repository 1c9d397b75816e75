import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../src/config'
import { crmDeliveryByLead, crmEventStore } from '../../src/crm/crmEventStore'
import { callService } from '../call'
import { generalLead, listingContactLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { startCrmReceiver, type CrmReceiver } from '../support/crmReceiver'
import { API_KEY, crmSettings } from './crmSettings'
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabases'
import type { CustomerEngine } from '../../src/db/customerDb'

/** One customer database that several servers open in turn (a restart), on `engine`. */
interface SharedData {
  readonly config: Partial<ServerConfig>
  drop(): Promise<void>
}

async function sharedData(engine: CustomerEngine): Promise<SharedData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homewise-crm-'))
  const postgres: PostgresDatabase | undefined =
    engine === 'postgres' ? await createPostgresDatabase() : undefined
  return {
    config: {
      dataDir,
      ...(postgres && { customerDatabase: { engine: 'postgres', url: postgres.url } }),
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    },
  }
}

const postLead = async (server: TestServer, lead: unknown) => {
  const answer = await callService(server.baseUrl, 'POST', '/realty/contact', undefined, lead)
  expect(answer.status, answer.text).toBe(200)
  return (answer.body as { id: number }).id
}

const eventRow = (server: TestServer, leadId: number) =>
  server.customers
    .selectFrom('crm_events')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow()

const withEmail = (email: string) => {
  const lead = generalLead()
  return { ...lead, user: { ...lead.user, email } }
}

describe.each(CUSTOMER_ENGINES)('CRM events on %s', (engine) => {
  let receiver: CrmReceiver
  let data: SharedData
  const servers: TestServer[] = []

  const start = async (crm: ServerConfig['crm'], extra: Partial<ServerConfig> = {}) => {
    const server = await startTestServer({ config: { ...data.config, ...extra, crm } })
    servers.push(server)
    return server
  }
  /** Stops a server as a deploy does, leaving its data for the next one. */
  const stop = async (server: TestServer) => {
    servers.splice(servers.indexOf(server), 1)
    await server.close({ keepData: true })
  }

  beforeEach(async () => {
    receiver = await startCrmReceiver()
    data = await sharedData(engine)
  })

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close({ keepData: true })
    await receiver.close()
    await data.drop()
  })

  it('tells the CRM of a listing question as a Property Inquiry, in the documented shape', async () => {
    const server = await start(crmSettings(receiver))
    const id = await postLead(server, listingContactLead())
    await receiver.until(() => receiver.accepted.length === 1)
    expect(receiver.invalid).toEqual([])
    const [event] = receiver.accepted
    expect(event?.body).toEqual({
      source: 'homewise.test',
      system: 'Homewise',
      type: 'Property Inquiry',
      message: 'Is the basement finished?',
      person: {
        firstName: 'Amira',
        lastName: 'Okafor',
        emails: [{ value: 'amira.okafor@example.ca' }],
        phones: [{ value: '4165550123' }],
      },
      property: {
        street: '12 Maple Avenue',
        city: 'Toronto',
        mlsNumber: 'C5001234',
        price: 1_250_000,
      },
    })
    // HTTP Basic with the API key as user name and no password, and the system's headers.
    expect(event?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
    )
    expect(event?.headers['x-system']).toBe('Homewise')
    expect(event?.headers['x-system-key']).toBe('system-key')
    expect(event?.headers['content-type']).toBe('application/json')
    await expect.poll(async () => (await eventRow(server, id)).status).toBe('sent')
    expect((await crmDeliveryByLead(server.customers, [id])).get(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    })
  })

  it('tells a general lead as a General Inquiry with the city and budget', async () => {
    const server = await start(crmSettings(receiver))
    await postLead(server, generalLead())
    await receiver.until(() => receiver.accepted.length === 1)
    expect(receiver.invalid).toEqual([])
    expect(receiver.accepted[0]?.body).toMatchObject({
      type: 'General Inquiry',
      message: 'Looking in Mississauga, around $800,000',
      person: { phones: [{ value: '6475550188' }] },
    })
    expect(receiver.accepted[0]?.body).not.toHaveProperty('property')
  })

  it('parks an event the CRM refuses (4xx) at once, with its reason', async () => {
    receiver.answer({ kind: 'status', status: 400, body: '{"errorMessage":"Invalid person"}' })
    const server = await start(crmSettings(receiver))
    const id = await postLead(server, generalLead())
    await expect.poll(async () => (await eventRow(server, id)).status).toBe('parked')
    const row = await eventRow(server, id)
    expect(row.attempts).toBe(1)
    expect(row.last_error).toBe('The CRM answered 400: {"errorMessage":"Invalid person"}')
    expect(receiver.requests()).toBe(1)
    expect((await crmDeliveryByLead(server.customers, [id])).get(id)).toMatchObject({
      status: 'parked',
      lastError: expect.stringContaining('Invalid person') as unknown,
    })
  })

  it('retries a server error (5xx) and an overload (429) until the CRM takes the event', async () => {
    receiver.answer({ kind: 'status', status: 503, body: 'Service Unavailable' }, 2)
    receiver.answer({ kind: 'status', status: 429, body: '' }, 1)
    const server = await start(crmSettings(receiver))
    const id = await postLead(server, generalLead())
    await receiver.until(() => receiver.accepted.length === 1)
    await expect.poll(async () => (await eventRow(server, id)).status).toBe('sent')
    expect((await eventRow(server, id)).attempts).toBe(4)
    expect(receiver.requests()).toBe(4)
  })

  it('cuts a hanging CRM at the timeout and sends the event again', async () => {
    receiver.answer({ kind: 'hang' }, 1)
    const server = await start(crmSettings(receiver))
    const id = await postLead(server, generalLead())
    await receiver.until(() => receiver.accepted.length === 1)
    await expect.poll(async () => (await eventRow(server, id)).status).toBe('sent')
    expect((await eventRow(server, id)).attempts).toBe(2)
    expect(receiver.accepted).toHaveLength(1)
  })

  it('parks an event that keeps failing after the last attempt', async () => {
    receiver.answer({ kind: 'status', status: 502, body: 'Bad Gateway' })
    const server = await start(crmSettings(receiver))
    const id = await postLead(server, generalLead())
    await expect.poll(async () => (await eventRow(server, id)).status).toBe('parked')
    const row = await eventRow(server, id)
    expect(row.attempts).toBe(6)
    expect(row.last_error).toBe('Gave up after 6 attempts. The CRM answered 502: Bad Gateway')
  })

  it('delivers each event exactly once when the CRM comes back after an outage', async () => {
    receiver.answer({ kind: 'drop' })
    const server = await start(crmSettings(receiver))
    const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']
    const ids: number[] = []
    for (const email of emails) ids.push(await postLead(server, withEmail(email)))
    // Every event has failed at least twice: the outage is seen, and nothing is lost to it.
    await expect
      .poll(async () => {
        const rows = await server.customers.selectFrom('crm_events').selectAll().execute()
        return rows.filter((row) => row.attempts >= 2 && row.status === 'pending').length
      })
      .toBe(emails.length)
    receiver.answer({ kind: 'accept' })
    await receiver.until(() => receiver.accepted.length === emails.length)
    await expect
      .poll(async () => [...(await crmDeliveryByLead(server.customers, ids)).values()])
      .toEqual(emails.map(() => expect.objectContaining({ status: 'sent' }) as unknown))
    await server.app.crmSender?.runNow()
    const told = receiver.accepted.map(
      (event) => (event.body.person as { emails: { value: string }[] }).emails[0]?.value,
    )
    expect(told.sort()).toEqual(emails)
  })

  it('after a sender dies holding a claim, another sends the event once its lease lapses', async () => {
    // The first server sends nothing itself (interval 0): the test plays its sender, claiming the
    // row and dying with it, as a process killed after its claim would.
    const first = await start(crmSettings(receiver, 0))
    const id = await postLead(first, generalLead())
    const claimedAt = Date.now()
    const until = new Date(claimedAt + 300).toISOString()
    const claimed = await crmEventStore(first.customers).claimDue(
      { holder: 'killed-instance/1', now: new Date(claimedAt).toISOString(), until },
      10,
    )
    expect(claimed).toHaveLength(1)
    await stop(first)
    const second = await start(crmSettings(receiver))
    await receiver.until(() => receiver.accepted.length === 1)
    expect(receiver.accepted[0]?.at).toBeGreaterThanOrEqual(Date.parse(until))
    await expect.poll(async () => (await eventRow(second, id)).status).toBe('sent')
    await second.app.crmSender?.runNow()
    expect(receiver.requests()).toBe(1)
  })

  it('stopped mid-send, an instance records the attempt; the next one sends the event once', async () => {
    receiver.answer({ kind: 'hang' }, 1)
    const first = await start(crmSettings(receiver))
    const id = await postLead(first, generalLead())
    await receiver.until(() => receiver.requests() === 1)
    // The stop waits for the attempt under way (cut at the timeout) and gives the row back.
    await stop(first)
    const second = await start(crmSettings(receiver))
    await receiver.until(() => receiver.accepted.length === 1)
    await expect.poll(async () => (await eventRow(second, id)).status).toBe('sent')
    // Two attempts: the one cut at the timeout (recorded by the stopping instance), then this.
    expect((await eventRow(second, id)).attempts).toBe(2)
    expect(receiver.requests()).toBe(2)
    expect(receiver.accepted).toHaveLength(1)
  })

  it('without a CRM configured keeps the events, unsent, for the staff view', async () => {
    const server = await start({ ...crmSettings(receiver), target: undefined })
    const id = await postLead(server, listingContactLead())
    expect(await eventRow(server, id)).toMatchObject({ status: 'kept', kind: 'Property Inquiry' })
    expect((await crmDeliveryByLead(server.customers, [id, 999])).get(id)).toEqual({
      status: 'kept',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
    })
    expect(server.app.crmSender).toBeUndefined()
    expect(receiver.requests()).toBe(0)
  })
})
