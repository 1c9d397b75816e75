import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenVerifier } from '../../src/auth/verifyToken'
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
