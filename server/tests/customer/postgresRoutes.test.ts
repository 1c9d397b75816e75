import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { callService } from '../call'
import { generalLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'
import { home, search } from './customerRoutes'
import { trustingPool } from './customersOnServer'
import { customerClaims, startTestPool, type TestPool } from './tokens'

// The customer routes end to end with the customers' data on PostgreSQL, as production runs
// them: the stores' own tests cover each rule on both engines; this walks the routes over HTTP.

let pool: TestPool
let server: TestServer
let amira: string
let ben: string

beforeAll(async () => {
  pool = await startTestPool()
  server = await startTestServer({ config: trustingPool(pool), customerEngine: 'postgres' })
  amira = await pool.token(customerClaims('amira'))
  ben = await pool.token(customerClaims('ben'))
})

afterAll(async () => {
  await server.close()
  await pool.close()
})

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const answer = await callService(server.baseUrl, method, path, token, body)
  return { status: answer.status, body: answer.body as Record<string, unknown> }
}

describe('the customer service on PostgreSQL', () => {
  it('is ready, its database answering', async () => {
    const ready = await call('GET', '/health/ready')
    expect(ready.body.checks).toMatchObject({ database: 'ok' })
    expect((await call('GET', '/health')).status).toBe(200)
  })

  it('keeps a profile, homes and searches for their owner only', async () => {
    expect((await call('PUT', '/user', amira, { phone: '4165551234' })).body).toMatchObject({
      phone: '4165551234',
    })
    const saved = await call('POST', '/user/saved-homes', amira, home)
    expect(saved.status).toBe(200)
    expect((await call('POST', '/user/saved-homes', amira, home)).body.id).toBe(saved.body.id)
    const kept = await call('POST', '/user/saved-searches', amira, search)
    expect(kept.body).toMatchObject({ name: search.name, polygon: search.polygon })
    const id = String(kept.body.id)
    expect((await call('PUT', `/user/saved-searches/${id}`, ben, { name: 'x' })).status).toBe(404)
    expect((await call('GET', '/user/saved-searches', ben)).body).toEqual({ searches: [] })
    expect((await call('GET', '/dashboard', amira)).body).toMatchObject({
      savedHomes: 1,
      savedSearches: 1,
    })
    expect((await call('DELETE', '/user/saved-homes/2147483648', amira)).status).toBe(400)
  })

  it('stores a lead', async () => {
    const lead = await call('POST', '/realty/contact', undefined, generalLead())
    expect(lead).toMatchObject({ status: 200, body: { status: 'received' } })
    expect(typeof lead.body.id).toBe('number')
  })

  it('takes an application and its document through the service', async () => {
    const created = await call('POST', '/application', amira, {})
    const id = String((created.body as unknown as Application).id)
    const pdf = Buffer.from('%PDF-1.7 a pay stub\n')
    const ticket = await call('POST', `/application/${id}/documents/upload-url`, amira, {
      name: 'stub.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    })
    const path = new URL(String(ticket.body.uploadUrl)).pathname
    const uploaded = await callService(server.baseUrl, 'PUT', path, amira, pdf, {
      'content-type': 'application/pdf',
    })
    expect(uploaded.status).toBe(200)
    expect((await call('GET', `/application/${id}/documents`, amira)).body.documents).toEqual([
      expect.objectContaining({ status: 'uploaded', size: pdf.length }),
    ])
    expect((await call('GET', `/application/${id}/documents`, ben)).status).toBe(404)
  })

  it('deletes an account and refuses its tokens from then on', async () => {
    expect((await call('DELETE', '/user', amira)).status).toBe(204)
    expect((await call('GET', '/user', amira)).status).toBe(401)
    expect((await call('GET', '/user', ben)).status).toBe(200)
  })
})
