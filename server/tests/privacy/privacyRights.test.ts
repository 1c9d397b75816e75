import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDue } from '../../src/alerts/delivery'
import { alertStore } from '../../src/alerts/alertStore'
import type { OutgoingMail } from '../../src/alerts/mailer'
import { documentsPath } from '../../src/db/files'
import {
  EXPORTED_TABLES,
  TABLES_WITHOUT_CUSTOMER_DATA,
  type CustomerExport,
} from '../../src/privacy/customerExport'
import { subjectDigest } from '../../src/privacy/subjectDigest'
import { callService } from '../call'
import { home, search } from '../customer/customerRoutes'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { rowsMentioning, tableNames } from './customerTables'

// A customer's rights end to end over HTTP, on both engines: everything held about them comes
// out in their export and nobody else's does; their deletion leaves no row, file or identity
// behind but what the brokerage must keep, and a second deletion changes nothing.

type Name = 'amira' | 'ben'
const BOOKKEEPING_TABLES = ['schema_migrations']
const HOSTILE_NAME = '<script>alert(1)</script> & condos'

describe.each(CUSTOMER_ENGINES)('privacy rights on %s', (engine) => {
  let pool: TestPool
  let server: TestServer
  const tokens = {} as Record<Name, string>
  const deletedUsers: string[] = []
  let identityPoolDown = false

  const call = async (method: string, path: string, who?: string, body?: unknown) => {
    const token = who === 'amira' || who === 'ben' ? tokens[who] : who
    return callService(server.baseUrl, method, path, token, body)
  }

  /** A row in every table that holds customer data, through the routes where they write it. */
  async function seed(name: Name) {
    const { sub, email } = customerClaims(name)
    const db = server.customers
    const now = new Date().toISOString()
    await call('PUT', '/user', name, { language: name === 'amira' ? 'fr' : 'en' })
    await call('POST', '/user/saved-homes', name, home)
    const kept = await call('POST', '/user/saved-searches', name, { ...search, name: HOSTILE_NAME })
    const searchId = (kept.body as { id: number }).id
    // Saving the search starts its alert's row; what it last sent is the job's.
    await db
      .insertInto('alert_listing_state')
      .values({
        search_id: searchId,
        mls_number: 'C5001234',
        board_id: 1,
        status: 'A',
        last_status: 'New',
        list_price: 1,
      })
      .execute()
    const created = await call('POST', '/application', name, {})
    const applicationId = (created.body as { id: number }).id
    await db
      .insertInto('application_signers')
      .values({ application_id: applicationId, fields: JSON.stringify({ firstName: name }) })
      .execute()
    await db
      .insertInto('application_matches')
      .values({ application_id: applicationId, lender: 'Bank', rate: 4.5, term_years: 5 })
      .execute()
    const pdf = Buffer.from(`%PDF-1.7 ${name}'s pay stub\n`)
    const ticket = await call(
      'POST',
      `/application/${String(applicationId)}/documents/upload-url`,
      name,
      {
        name: 'stub.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      },
    )
    const uploadPath = new URL((ticket.body as { uploadUrl: string }).uploadUrl).pathname
    const uploaded = await callService(server.baseUrl, 'PUT', uploadPath, tokens[name], pdf, {
      'content-type': 'application/pdf',
    })
    expect(uploaded.status).toBe(200)
    await db
      .insertInto('staff_audit_log')
      .values({
        at: now,
        staff_sub: 'staff',
        staff_email: 'staff@homewise.test',
        action: 'application.read',
        application_id: applicationId,
      })
      .execute()
    const { id: leadId } = await db
      .insertInto('leads')
      .values({
        first_name: name,
        last_name: 'Lead',
        email: email.toUpperCase(),
        phone: '4165550100',
        message: `call ${name}`,
        payload: JSON.stringify({ email }),
        consent_wording: 'v1',
        consent_text: 'I agree to receive e-mails.',
        consent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const event = {
      kind: 'Test',
      payload: JSON.stringify({ email }),
      next_attempt_at: now,
      created_at: now,
    }
    await db
      .insertInto('crm_events')
      .values([
        { ...event, cause: `lead:${String(leadId)}`, lead_id: leadId },
        { ...event, cause: `test:${sub}`, customer_sub: sub },
      ])
      .execute()
    await db
      .insertInto('alert_outbox')
      .values([
        { customer_sub: sub, kind: 'homes', payload: '{}', next_attempt_at: now, created_at: now },
        {
          lead_id: leadId,
          kind: 'lead-realtor',
          payload: JSON.stringify({ customerSub: sub }),
          next_attempt_at: now,
          created_at: now,
        },
      ])
      .execute()
    // Its first export is itself on record by the second.
    expect((await call('GET', '/user/data-export', name)).status).toBe(200)
  }

  const exportOf = async (name: Name) => {
    const answer = await call('GET', '/user/data-export', name)
    expect(answer.status).toBe(200)
    return answer.body as CustomerExport
  }

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({
      customerEngine: engine,
      config: trustingPool(pool),
      build: {
        identityPool: {
          deleteUser: (sub) => {
            if (identityPoolDown) return Promise.reject(new Error('pool down'))
            deletedUsers.push(sub)
            return Promise.resolve('deleted')
          },
        },
      },
    })
    tokens.amira = await pool.token(customerClaims('amira'))
    tokens.ben = await pool.token(customerClaims('ben'))
    await seed('amira')
    await seed('ben')
  })

  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  it('knows of every table whether it holds customer data', async () => {
    const known = [
      ...EXPORTED_TABLES,
      ...Object.keys(TABLES_WITHOUT_CUSTOMER_DATA),
      ...BOOKKEEPING_TABLES,
    ]
    // A new table is added to the export, or to the tables without customer data with why.
    expect((await tableNames(server.customers)).filter((t) => !known.includes(t))).toEqual([])
  })

  it("exports every table's rows of the customer and nobody else's", async () => {
    const data = await exportOf('amira')
    for (const table of EXPORTED_TABLES) {
      expect({ table, rows: data.tables[table].length > 0 }).toEqual({ table, rows: true })
    }
    const text = JSON.stringify(data).toLowerCase()
    const ben = customerClaims('ben')
    for (const other of [ben.sub, ben.email, ben.family_name, subjectDigest(ben.sub)]) {
      expect(text).not.toContain(other.toLowerCase())
    }
    const [document] = data.tables.application_documents
    expect(document).not.toHaveProperty('content')
    expect(String(document?.download)).toMatch(/\/application\/\d+\/documents\/\d+$/)
    expect(data.tables.privacy_audit_log[0]).toMatchObject({
      action: 'data.export',
      client_ip: '127.0.0.1',
      subject_digest: subjectDigest(customerClaims('amira').sub),
    })
  })

  it('reads as an escaped page, in French when asked', async () => {
    const page = await call('GET', '/user/data-export?format=html&language=fr', 'amira')
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.html"/)
    expect(page.text).toContain('Vos données détenues par Homewise Realty')
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.text).not.toContain('<script>')
    expect(page.text).not.toContain(customerClaims('ben').email)
    expect((await call('GET', '/user/data-export?format=pdf', 'amira')).status).toBe(400)
  })

  it('shows a customer when staff read their applications, and only theirs', async () => {
    const reads = await call('GET', '/user/staff-reads', 'amira')
    expect(reads.body).toEqual({
      reads: [
        {
          at: expect.any(String) as string,
          applicationId: expect.any(Number) as number,
          what: 'application',
        },
      ],
    })
    const bens = (await call('GET', '/user/staff-reads', 'ben')).body as {
      reads: { applicationId: number }[]
    }
    const amiras = (reads.body as { reads: { applicationId: number }[] }).reads
    expect(bens.reads.map((r) => r.applicationId)).not.toContain(amiras[0]?.applicationId)
  })

  it('changes nothing when the identity pool cannot delete the user', async () => {
    identityPoolDown = true
    const refused = await call('DELETE', '/user', 'amira')
    identityPoolDown = false
    expect(refused.status).toBe(503)
    expect((await call('GET', '/user', 'amira')).status).toBe(200)
  })

  it('deletes everything of the customer, signs out their other devices, keeps the rest', async () => {
    const amira = customerClaims('amira')
    const secondDevice = await pool.token(amira)
    const documents = await server.customers
      .selectFrom('application_documents')
      .select('storage_key')
      .execute()
    const bensExportBefore = await exportOf('ben')

    expect((await call('DELETE', '/user', 'amira')).status).toBe(204)
    expect(deletedUsers).toEqual([amira.sub])
    const elsewhere = await call('GET', '/dashboard', secondDevice)
    expect(elsewhere.status).toBe(401)

    // Deleting again, or replaying the request, is answered and changes nothing.
    const before = await rowsMentioning(server.customers, [''])
    const again = await call('DELETE', '/user', 'amira')
    expect(again.status).toBe(401)
    expect((again.body as { message: string }).message).toBe(
      'This account was deleted; its ID token is no longer accepted.',
    )
    expect(await rowsMentioning(server.customers, [''])).toEqual(before)
    expect(deletedUsers).toEqual([amira.sub])

    // The confirmation goes out in the customer's language, then the outbox forgets the address.
    const sent: OutgoingMail[] = []
    await deliverDue(
      alertStore(server.customers),
      { send: (mail) => Promise.resolve(void sent.push(mail)), close: () => undefined },
      {
        siteUrl: 'https://homewise.test',
        imageCdnUrl: 'https://img.test',
        publicApiUrl: 'https://api.test',
      },
      'secret',
      { id: 'test', now: () => Date.now() },
      { warn: () => undefined },
      () => Promise.resolve(undefined),
    )
    expect(sent.filter((mail) => mail.to === amira.email).map((mail) => mail.subject)).toEqual([
      'Votre compte Homewise est supprimé',
    ])

    expect(await rowsMentioning(server.customers, [amira.sub, amira.email])).toEqual([])
    const kept = await server.customers
      .selectFrom('leads')
      .select(['first_name', 'email', 'phone', 'message', 'consent_text', 'consent_at'])
      .where('first_name', '=', '')
      .execute()
    expect(kept).toEqual([
      {
        first_name: '',
        email: '',
        phone: null,
        message: null,
        consent_text: 'I agree to receive e-mails.',
        consent_at: expect.any(String) as string,
      },
    ])
    const stored = documents.map(
      ({ storage_key }) =>
        storage_key !== null && existsSync(join(documentsPath(server.dataDir), storage_key)),
    )
    expect(stored.filter(Boolean)).toHaveLength(1)
    const audit = await server.customers
      .selectFrom('privacy_audit_log')
      .select(['action', 'client_ip'])
      .where('subject_digest', '=', subjectDigest(amira.sub))
      .where('action', '=', 'account.delete')
      .execute()
    expect(audit).toEqual([{ action: 'account.delete', client_ip: '127.0.0.1' }])
    const bensExport = await exportOf('ben')
    expect({ ...bensExport, generatedAt: '' }.tables.applications).toEqual(
      bensExportBefore.tables.applications,
    )
    for (const table of EXPORTED_TABLES) expect(bensExport.tables[table].length).toBeGreaterThan(0)
  })
})
