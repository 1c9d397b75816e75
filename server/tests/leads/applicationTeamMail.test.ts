import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { loadConfig } from '../../src/config'
import { DEFAULT_ROSTER_FILE, readRoster } from '../../src/leads/roster'
import { startMailCatcher, type MailCatcher } from '../../../scripts/stack/mailCatcher'
import { callService } from '../call'
import { fields, signer } from '../customer/applicationFixtures'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'

// A sent pre-approval reaches the mortgage team over real HTTP and SMTP: a summary and the staff
// view's link, never the documents or the figures a lender asks for; and the CRM hears of it
// once, however often it is sent.

const mortgageTeam = readRoster(DEFAULT_ROSTER_FILE).filter(({ team }) => team === 'mortgage')
const SITE_URL = loadConfig({}).alerts.siteUrl

describe.each(CUSTOMER_ENGINES)('a sent pre-approval application (%s)', (customerEngine) => {
  let pool: TestPool
  let catcher: MailCatcher
  let server: TestServer
  let amira: string

  beforeAll(async () => {
    pool = await startTestPool()
    catcher = await startMailCatcher()
    server = await startTestServer({
      customerEngine,
      config: trustingPool(pool, {
        alerts: { ...loadConfig({}).alerts, intervalMs: 0, smtpUrl: catcher.url },
      }),
    })
    amira = await pool.token(customerClaims('amira'))
  })
  afterAll(async () => {
    await server.close()
    await catcher.close()
    await pool.close()
  })

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    callService(server.baseUrl, method, path, amira, body, headers)

  async function uploadDocument(id: number) {
    const pdf = Buffer.from('%PDF-1.7\n')
    const ticket = await call('POST', `/application/${String(id)}/documents/upload-url`, {
      name: 'paystub-2026.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    })
    const { uploadUrl } = ticket.body as { uploadUrl: string }
    const put = await call('PUT', new URL(uploadUrl).pathname, pdf, {
      'content-type': 'application/pdf',
    })
    expect(put.status).toBe(200)
  }

  const crmEventsOf = (id: number) =>
    server.customers
      .selectFrom('crm_events')
      .select(['kind', 'payload', 'customer_sub'])
      .where('cause', '=', `application:${String(id)}`)
      .execute()

  it('e-mails a French-speaking mortgage realtor a summary and the staff link, once', async () => {
    expect((await call('PUT', '/user', { language: 'fr' })).status).toBe(200)
    const created = await call('POST', '/application', fields)
    const { id } = created.body as Application
    expect((await call('POST', `/application/${String(id)}/signer`, signer)).status).toBe(200)
    await uploadDocument(id)

    expect((await call('POST', `/application/${String(id)}/submit`)).status).toBe(200)
    // Sent again (the customer pressed twice): the team and the CRM are told once.
    expect((await call('POST', `/application/${String(id)}/submit`)).status).toBe(200)
    catcher.mails.length = 0
    await server.app.alerts.runOnce()
    await server.app.alerts.runOnce()

    expect(catcher.mails).toHaveLength(1)
    const [mail] = catcher.mails
    const speakers = mortgageTeam.filter(({ languages }) => languages.includes('fr'))
    expect(speakers.map(({ email }) => email)).toContain(
      mail?.to && 'text' in mail.to && mail.to.text,
    )
    expect(mail?.subject).toBe('New pre-approval: Amira Haddad in Toronto')
    const staffUrl = `${SITE_URL}/staff/applications/${String(id)}`
    for (const said of [mail?.html ?? '', mail?.text ?? '']) {
      expect(said).toContain('Amira Haddad')
      expect(said).toContain('Buying a home around $800,000')
      expect(said).toContain('Toronto')
      expect(said).toContain('French')
      expect(said).toMatch(/Documents uploaded:?(<\/td><td[^>]*>)? ?1/)
      expect(said).toContain(staffUrl)
      // Never the documents, nor what a lender asks: income, birth date, employer, down payment.
      expect(said).not.toContain('paystub')
      expect(said).not.toContain('200,000')
      expect(said).not.toContain('1990')
      expect(said).not.toContain('Maple Robotics')
      expect(said).not.toContain('80,000')
    }
    expect(mail?.html).toContain(`href="${staffUrl}"`)

    const events = await crmEventsOf(id)
    expect(events).toHaveLength(1)
    expect(events[0]?.kind).toBe('General Inquiry')
    expect(events[0]?.customer_sub).toBe(customerClaims('amira').sub)
    const body = JSON.parse(events[0]?.payload ?? '{}') as Record<string, unknown>
    expect(body).toMatchObject({
      type: 'General Inquiry',
      person: {
        firstName: 'Amira',
        lastName: 'Haddad',
        emails: [{ value: 'amira@example.ca' }],
        phones: [{ value: '4165551234' }],
      },
    })
    expect(body.message).toContain('mortgage pre-approval application')
    expect(body.message).toContain(staffUrl)
    expect(JSON.stringify(body)).not.toMatch(/200,000|1990|Maple Robotics|paystub/)
  })

  it('tells the team nothing of an application refused as incomplete', async () => {
    const { id } = (await call('POST', '/application', { applicant: fields.applicant })).body as {
      id: number
    }
    expect((await call('POST', `/application/${String(id)}/submit`)).status).toBe(400)
    const queued = await server.customers
      .selectFrom('alert_outbox')
      .select('id')
      .where('application_id', '=', id)
      .execute()
    expect(queued).toEqual([])
    expect(await crmEventsOf(id)).toEqual([])
  })
})
