import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRealtyRequest } from '../../src/realty/realtyRequest'
import type { ListingSource } from '../../src/realty/source'
import { AUDIENCE, customerClaims, ISSUER, startTestPool, type TestPool } from '../customer/tokens'

// A deleted account's ID token stays valid for up to an hour: the realty routes must read it as
// a guest's, or it would still see what the board withholds from the public.

let pool: TestPool
beforeAll(async () => {
  pool = await startTestPool()
})
afterAll(async () => {
  await pool.close()
})

const now = () => Math.floor(Date.now() / 1000)
const requestWith = (token: string) =>
  ({ headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest

describe('a realty viewer', () => {
  it('is a guest with a token issued before its account was deleted', async () => {
    const amira = customerClaims('amira')
    const deletedAt = now() - 60
    const realty = createRealtyRequest({
      identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE, maxAgeSeconds: 3600 },
      serviceKey: undefined,
      source: {} as ListingSource,
      deletedBefore: (sub, issuedAt) => sub === amira.sub && issuedAt <= deletedAt,
    })
    const before = await pool.token(amira, { issuedAt: deletedAt - 10, expires: now() + 3000 })
    const after = await pool.token(amira, { issuedAt: deletedAt + 10, expires: now() + 3000 })
    const other = await pool.token(customerClaims('ben'), {
      issuedAt: deletedAt - 10,
      expires: now() + 3000,
    })
    expect(await realty.viewerOf(requestWith(before))).toEqual({ signedIn: false })
    expect(await realty.viewerOf(requestWith(after))).toEqual({ signedIn: true })
    expect(await realty.viewerOf(requestWith(other))).toEqual({ signedIn: true })
  })
})
