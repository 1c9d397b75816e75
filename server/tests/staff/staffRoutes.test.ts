import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import type { AuditLog, StaffApplication, StaffLead, StaffLeadPage } from '../../../contract/staff'
import { callService } from '../call'
import { generalLead, listingContactLead } from '../contact/leads'
import { fields, signer } from '../customer/applicationFixtures'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { SPA_ORIGIN, startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'

// The staff service over real HTTP on both customer engines: who may call it, the leads inbox,
// sent applications and their documents read-only, and the audit log of those reads.

const staffClaims = {
  sub: '33333333-3333-4333-8333-333333333333',
  email: 'staff@example.ca',
  'cognito:groups': ['staff'],
}

describe.each(CUSTOMER_ENGINES)('the staff service on %s', (customerEngine) => {
  let pool: TestPool
  let server: TestServer
  let staff: string
  let amira: string

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({ config: trustingPool(pool), customerEngine })
    staff = await pool.token(staffClaims)
    amira = await pool.token(customerClaims('amira'))
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  const call = async (method: string, path: string, token?: string, body?: unknown) =>
    callService(server.baseUrl, method, path, token, body)

  const routes: [string, string, unknown][] = [
    ['GET', '/staff/leads', undefined],
    ['GET', '/staff/leads/1', undefined],
    ['PATCH', '/staff/leads/1', { status: 'contacted' }],
    ['PATCH', '/staff/leads/1', { realtorId: 'priya.raman' }],
    ['GET', '/staff/realtors', undefined],
    ['GET', '/staff/applications', undefined],
    ['GET', '/staff/applications/1', undefined],
    ['GET', '/staff/applications/1/documents/1', undefined],
    ['GET', '/staff/audit', undefined],
  ]

  it('answers 401 without a valid token and 403 to anyone outside the staff group', async () => {
    const otherGroup = await pool.token({ ...staffClaims, 'cognito:groups': ['realtors'] })
    const groupAsText = await pool.token({ ...staffClaims, 'cognito:groups': 'staff' })
    const strangers = await pool.token(staffClaims, { key: pool.strangerKey })
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, path).toBe(401)
      expect((await call(method, path, strangers, body)).status, path).toBe(401)
      const customer = await call(method, path, amira, body)
      expect(customer.status, path).toBe(403)
      expect(customer.body).toMatchObject({
        message: 'Only members of the staff group may use the staff service.',
      })
      expect((await call(method, path, otherGroup, body)).status, path).toBe(403)
      expect((await call(method, path, groupAsText, body)).status, path).toBe(403)
    }
    // Refused before anything is validated: a guest learns nothing of the routes' inputs.
    expect((await call('PATCH', '/staff/leads/x', amira, { status: 'nope' })).status).toBe(403)
  })

  it('lists leads newest first, moves one to contacted and keeps a note', async () => {
    const first = await call('POST', '/realty/contact', undefined, generalLead())
    const second = await call('POST', '/realty/contact', undefined, listingContactLead())
    const firstId = (first.body as { id: number }).id
    const secondId = (second.body as { id: number }).id

    const all = (await call('GET', '/staff/leads', staff)).body as StaffLeadPage
    expect(all.total).toBe(2)
    expect(all.leads.map(({ id }) => id)).toEqual([secondId, firstId])
    expect(all.leads[0]).toMatchObject({
      firstName: 'Amira',
      code: 'C5001234',
      message: 'Is the basement finished?',
      status: 'new',
      statusChangedAt: null,
      note: null,
      // No CRM is configured here: the lead's event is kept, never sent.
      crm: { status: 'kept', attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null },
    })

    const contacted = await call('PATCH', `/staff/leads/${String(firstId)}`, staff, {
      status: 'contacted',
      note: '  Called back, <b>wants</b> a visit  ',
    })
    expect(contacted.status).toBe(200)
    const lead = contacted.body as StaffLead
    expect(lead).toMatchObject({ status: 'contacted', note: 'Called back, <b>wants</b> a visit' })
    expect(Date.parse(lead.statusChangedAt ?? '')).not.toBeNaN()

    // A note alone leaves the time the lead moved as it was.
    const noted = await call('PATCH', `/staff/leads/${String(firstId)}`, staff, {
      note: 'Visit Sat',
    })
    expect(noted.body).toMatchObject({ note: 'Visit Sat', statusChangedAt: lead.statusChangedAt })
    const cleared = await call('PATCH', `/staff/leads/${String(firstId)}`, staff, { note: ' ' })
    expect(cleared.body).toMatchObject({ note: null, status: 'contacted' })

    const byStatus = async (status: string) =>
      ((await call('GET', `/staff/leads?status=${status}`, staff)).body as StaffLeadPage).leads.map(
        ({ id }) => id,
      )
    expect(await byStatus('new')).toEqual([secondId])
    expect(await byStatus('contacted')).toEqual([firstId])
    expect(await byStatus('closed')).toEqual([])
    const page = (await call('GET', '/staff/leads?limit=1&offset=1', staff)).body as StaffLeadPage
    expect(page).toMatchObject({ total: 2, leads: [{ id: firstId }] })
    expect((await call('GET', `/staff/leads/${String(secondId)}`, staff)).body).toMatchObject({
      id: secondId,
      status: 'new',
    })
  })

  it("shows each lead's CRM delivery, a parked event with its reason", async () => {
    const posted = await call('POST', '/realty/contact', undefined, generalLead())
    const id = (posted.body as { id: number }).id
    await server.customers
      .updateTable('crm_events')
      .set({ status: 'parked', attempts: 6, last_error: 'HTTP 422 <b>bad person</b>' })
      .where('lead_id', '=', id)
      .execute()
    const { id: silent } = await server.customers
      .insertInto('leads')
      .values({ first_name: 'Old', last_name: 'Lead', email: 'old@example.ca', payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await call('GET', `/staff/leads/${String(id)}`, staff)).body).toMatchObject({
      crm: { status: 'parked', attempts: 6, lastError: 'HTTP 422 <b>bad person</b>' },
    })
    expect((await call('GET', `/staff/leads/${String(silent)}`, staff)).body).toMatchObject({
      crm: null,
    })
    await call('PATCH', `/staff/leads/${String(id)}`, staff, { status: 'closed' })
    await call('PATCH', `/staff/leads/${String(silent)}`, staff, { status: 'closed' })
  })

  it('lets the SPA send its lead updates from its own origin (CORS allows PATCH)', async () => {
    const preflight = await fetch(`${server.baseUrl}/staff/leads/1`, {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('refuses a bad lead update or query with 400 and its reason, an unknown lead with 404', async () => {
    const bad: [string, string, unknown][] = [
      ['PATCH', '/staff/leads/1', {}],
      ['PATCH', '/staff/leads/1', { status: 'won' }],
      ['PATCH', '/staff/leads/1', { note: 'x'.repeat(2001) }],
      ['PATCH', '/staff/leads/1', { note: 12 }],
      ['PATCH', '/staff/leads/1', { status: 'closed', realtor: 'Zoe' }],
      ['PATCH', '/staff/leads/1', { realtorId: '' }],
      ['PATCH', '/staff/leads/1', { realtorId: 7 }],
      ['PATCH', '/staff/leads/abc', { status: 'closed' }],
      ['PATCH', '/staff/leads/0', { status: 'closed' }],
      ['GET', '/staff/leads?status=won', undefined],
      ['GET', '/staff/leads?limit=0', undefined],
      ['GET', '/staff/leads?limit=201', undefined],
      ['GET', '/staff/leads?offset=-1', undefined],
      ['GET', '/staff/audit?limit=x', undefined],
    ]
    for (const [method, path, body] of bad) {
      const answer = await call(method, path, staff, body)
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      expect((answer.body as { message: string }).message).toMatch(/\S/)
    }
    const missing = await call('PATCH', '/staff/leads/99999', staff, { status: 'closed' })
    expect(missing).toMatchObject({ status: 404, body: { message: 'No lead with this id.' } })
    expect((await call('GET', '/staff/leads/99999', staff)).status).toBe(404)
  })

  it('reads sent applications and their documents, each read written to the audit log', async () => {
    const draft = (await call('POST', '/application', amira, fields)).body as Application
    const sent = (await call('POST', '/application', amira, fields)).body as Application
    const id = String(sent.id)
    await call('POST', `/application/${id}/signer`, amira, signer)
    const pdf = Buffer.from('%PDF-1.7 a pay stub\n')
    const ticket = await call('POST', `/application/${id}/documents/upload-url`, amira, {
      name: 'relevé de paie.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    })
    const upload = ticket.body as { uploadUrl: string; document: { id: number } }
    const uploaded = await callService(
      server.baseUrl,
      'PUT',
      new URL(upload.uploadUrl).pathname,
      amira,
      pdf,
      { 'content-type': 'application/pdf' },
    )
    expect(uploaded.status).toBe(200)
    expect((await call('POST', `/application/${id}/submit`, amira)).status).toBe(200)
    const documentPath = `/staff/applications/${id}/documents/${String(upload.document.id)}`

    const list = await call('GET', '/staff/applications', staff)
    expect(list.body).toEqual({
      applications: [
        expect.objectContaining({
          id: sent.id,
          applicantName: 'Amira Haddad',
          applicantEmail: 'amira@example.ca',
          city: 'Toronto',
          price: 800_000,
          documents: 1,
        }),
      ],
    })
    // Listing names no one's data beyond the summary, so it is not an audited read.
    expect(((await call('GET', '/staff/audit', staff)).body as AuditLog).entries).toEqual([])

    // A draft is the customer's own until sent.
    expect((await call('GET', `/staff/applications/${String(draft.id)}`, staff)).status).toBe(404)

    const read = await call('GET', `/staff/applications/${id}`, staff)
    expect(read.status).toBe(200)
    const found = read.body as StaffApplication
    expect(found.application).toMatchObject({ id: sent.id, status: 'submitted', fields })
    expect(found.application.signers).toEqual([expect.objectContaining({ firstName: 'Sami' })])
    expect(found.documents).toEqual([
      expect.objectContaining({ name: 'relevé de paie.pdf', status: 'uploaded' }),
    ])

    const download = await fetch(`${server.baseUrl}${documentPath}`, {
      headers: { authorization: `Bearer ${staff}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''relev%C3%A9%20de%20paie.pdf`,
    )
    expect(download.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf)

    const missingDocument = `/staff/applications/${id}/documents/99999`
    expect((await call('GET', missingDocument, staff)).status).toBe(404)

    const audit = (await call('GET', '/staff/audit', staff)).body as AuditLog
    expect(audit.entries).toEqual([
      expect.objectContaining({
        staffSub: staffClaims.sub,
        staffEmail: 'staff@example.ca',
        action: 'document.read',
        applicationId: sent.id,
        documentId: upload.document.id,
      }),
      expect.objectContaining({
        staffSub: staffClaims.sub,
        action: 'application.read',
        applicationId: sent.id,
        documentId: null,
      }),
    ])
    for (const entry of audit.entries) expect(Date.parse(entry.at)).not.toBeNaN()
    const ofOther = await call('GET', `/staff/audit?applicationId=${String(draft.id)}`, staff)
    expect((ofOther.body as AuditLog).entries).toEqual([])
  })

  it('keeps the audit log append-only: the database refuses to change or remove an entry', async () => {
    const db = server.customers
    const before = await db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute()
    expect(before.length).toBeGreaterThan(0)
    await expect(
      db.updateTable('staff_audit_log').set({ staff_email: 'someone@else.ca' }).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(db.deleteFrom('staff_audit_log').execute()).rejects.toThrow(/append-only/)
    if (customerEngine === 'postgres') {
      await expect(sql`TRUNCATE staff_audit_log`.execute(db)).rejects.toThrow(/append-only/)
    }
    expect(await db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute()).toEqual(
      before,
    )
  })
})
