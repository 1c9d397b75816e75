import { subjectDigest } from '../../src/privacy/subjectDigest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenVerifier } from '../../src/auth/verifyToken'
import { localDocumentStorage, newDocumentKey } from '../../src/customer/applicationDocumentStorage'
import { documentsPath } from '../../src/db/files'
import { startTestServer, type TestServer } from '../helpers'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from './tokens'

let pool: TestPool
let server: TestServer

beforeAll(async () => {
  pool = await startTestPool()
  server = await startTestServer({
    config: {
      identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE, maxAgeSeconds: 3600 },
    },
  })
})

afterAll(async () => {
  await server.close()
  await pool.close()
})

const now = () => Math.floor(Date.now() / 1000)

async function profileStatus(token: string) {
  const response = await fetch(`${server.baseUrl}/user`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status
}

describe('ID token claims', () => {
  const withoutSub: Record<string, unknown> = { ...customerClaims('amira'), sub: undefined }
  const cases: [string, () => Promise<string>, number][] = [
    ['a fresh token with exp, iat and sub', () => pool.token(customerClaims('amira')), 200],
    ['no exp', () => pool.token(customerClaims('amira'), { expires: null }), 401],
    ['no iat', () => pool.token(customerClaims('amira'), { issuedAt: null }), 401],
    ['no sub', () => pool.token(withoutSub), 401],
    [
      'issued longer ago than its lifetime, though exp is far away',
      () =>
        pool.token(customerClaims('amira'), {
          issuedAt: now() - 3601 - 60,
          expires: now() + 86_400,
        }),
      401,
    ],
    [
      'issued within its lifetime',
      () => pool.token(customerClaims('amira'), { issuedAt: now() - 3000, expires: now() + 600 }),
      200,
    ],
    [
      'issued in the future',
      () => pool.token(customerClaims('amira'), { issuedAt: now() + 3600, expires: now() + 7200 }),
      401,
    ],
  ]
  it.each(cases)('%s', async (_name, token, status) => {
    expect(await profileStatus(await token())).toBe(status)
  })

  it('takes the lifetime from the configuration', async () => {
    const verify = createTokenVerifier({
      jwksUrl: pool.jwksUrl,
      issuer: ISSUER,
      audience: AUDIENCE,
      maxAgeSeconds: 60,
    })
    const minted = (age: number) =>
      pool.token(customerClaims('ben'), { issuedAt: now() - age, expires: now() + 600 })
    expect(await verify(`Bearer ${await minted(10)}`)).toMatchObject({
      sub: customerClaims('ben').sub,
    })
    expect(await verify(`Bearer ${await minted(200)}`)).toBeUndefined()
  })
})

describe('a deleted account', () => {
  const carol = { sub: '33333333-3333-4333-8333-333333333333', email: 'carol@example.ca' }
  const rows = (table: string, column = 'customer_sub') =>
    server.customerDb
      .prepare<[string], number>(`SELECT count(*) FROM ${table} WHERE ${column} = ?`)
      .pluck()
      .get(carol.sub)

  const call = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('goes with everything it kept, and its tokens never bring it back', async () => {
    const token = await pool.token(carol, { issuedAt: now() - 60, expires: now() + 3000 })
    expect((await call('GET', '/user', token)).status).toBe(200)
    const saved = await call('POST', '/user/saved-searches', token, {
      name: 'Carol’s search',
      path: '/list/on/toronto',
      polygon: null,
    })
    expect(saved.status).toBe(200)
    // A document whose bytes the storage keeps, as an upload leaves it.
    const storage = localDocumentStorage(documentsPath(server.dataDir))
    const key = newDocumentKey()
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.7')]))
    const { lastInsertRowid } = server.customerDb
      .prepare('INSERT INTO applications (customer_sub) VALUES (?)')
      .run(carol.sub)
    server.customerDb
      .prepare(
        `INSERT INTO application_documents (application_id, name, content_type, size, storage_key)
         VALUES (?, 'pay.pdf', 'application/pdf', 8, ?)`,
      )
      .run(lastInsertRowid, key)

    expect((await call('DELETE', '/user', token)).status).toBe(204)
    expect([rows('customers', 'sub'), rows('saved_searches'), rows('applications')]).toEqual([
      0, 0, 0,
    ])
    expect(existsSync(join(documentsPath(server.dataDir), key))).toBe(false)

    // The same token, still within its hour, and another issued before the deletion.
    const earlier = await pool.token(carol, { issuedAt: now() - 600, expires: now() + 3000 })
    for (const stale of [token, earlier]) {
      const profile = await call('GET', '/user', stale)
      expect(profile.status).toBe(401)
      expect(((await profile.json()) as { message: string }).message).toBe(
        'This account was deleted; its ID token is no longer accepted.',
      )
      expect((await call('PUT', '/user', stale, { emailNotifications: true })).status).toBe(401)
      expect((await call('GET', '/dashboard', stale)).status).toBe(401)
      expect((await call('DELETE', '/user', stale)).status).toBe(401)
    }
    expect(rows('customers', 'sub')).toBe(0)
  })

  it('takes a token issued after the deletion, as a new account', async () => {
    // Deleted a minute ago: a sign-in since then is someone starting again.
    server.customerDb
      .prepare('UPDATE deleted_customers SET deleted_at = ? WHERE sub = ?')
      .run(new Date((now() - 60) * 1000).toISOString(), subjectDigest(carol.sub))
    const before = await pool.token(carol, { issuedAt: now() - 61, expires: now() + 3000 })
    expect((await call('GET', '/user', before)).status).toBe(401)
    const after = await pool.token(carol, { issuedAt: now() - 59, expires: now() + 3000 })
    const profile = await call('GET', '/user', after)
    expect(profile.status).toBe(200)
    expect(rows('saved_searches')).toBe(0)
  })
})
