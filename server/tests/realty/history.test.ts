import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryResponse } from '../../../contract/realty'
import type { ListingRecord } from '../../src/data/listingRecord'
import { trustingPool } from '../customer/customersOnServer'
import { startTestPool, type TestPool, type TokenOptions } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'

let pool: TestPool
let server: TestServer
let home: { city: string; street: string; number: string; unit: string; n: number }

/** A signed-in buyer's ID token (claims and signing changed by a case). */
const token = (claims: Record<string, unknown> = {}, options: TokenOptions = {}) =>
  pool.token({ sub: 'buyer-sub', email: 'buyer@example.ca', ...claims }, options)

beforeAll(async () => {
  pool = await startTestPool()
  server = await startTestServer({ config: trustingPool(pool, { datasetSize: 3000 }) })
  home = server.db
    .prepare(
      `SELECT city, street_name AS street, street_number AS number, unit_number AS unit, count(*) AS n
       FROM listings GROUP BY city, street_name, street_number, unit_number
       ORDER BY n DESC LIMIT 1`,
    )
    .get() as typeof home
})

afterAll(async () => {
  await server.close()
  await pool.close()
})

function historyUrl(): string {
  const query = new URLSearchParams({
    city: home.city,
    streetName: home.street,
    streetNumber: home.number,
  })
  if (home.unit) query.set('unitNumber', home.unit)
  return `${server.baseUrl}/listings/history?${query.toString()}`
}

const withToken = (value: string) => ({ headers: { authorization: `Bearer ${value}` } })

describe('GET /listings/history', () => {
  it('lists every listing of the address, newest first, for a signed-in customer', async () => {
    const response = await fetch(historyUrl(), withToken(await token()))
    expect(response.status).toBe(200)
    const { history } = (await response.json()) as HistoryResponse
    expect(history).toHaveLength(home.n)
    expect(home.n).toBeGreaterThan(1)
    const dates = history.map((entry) => entry.listDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it.each([
    ['no token', () => Promise.resolve({})],
    [
      'a malformed header',
      () => Promise.resolve({ headers: { authorization: 'Bearer nonsense' } }),
    ],
    ['another audience', async () => withToken(await token({}, { audience: 'someone-else' }))],
    [
      'an expired token',
      async () => withToken(await token({}, { expires: Math.floor(Date.now() / 1000) - 60 })),
    ],
    ['an access token', async () => withToken(await token({ token_use: 'access' }))],
    [
      'a key the pool never published',
      async () => withToken(await token({}, { key: pool.strangerKey })),
    ],
  ])('refuses %s with 401', async (_name, init) => {
    const response = await fetch(historyUrl(), await init())
    expect(response.status).toBe(401)
  })

  it('answers 404 for an address with no listings', async () => {
    const query = new URLSearchParams({ city: 'Toronto', streetName: 'Nowhere', streetNumber: '1' })
    const response = await fetch(
      `${server.baseUrl}/listings/history?${query.toString()}`,
      withToken(await token()),
    )
    expect(response.status).toBe(404)
  })
})

describe('signed-in customers and permissions', () => {
  it('shows a signed-in customer the address a guest may not see', async () => {
    const hidden = server.db
      .prepare(
        'SELECT mls_number AS mls, board_id AS board FROM listings WHERE display_public = 0 LIMIT 1',
      )
      .get() as { mls: string; board: number }
    const url = `${server.baseUrl}/listings/${hidden.mls}`
    const headers = { 'board-id': String(hidden.board) }
    const guest = (await (await fetch(url, { headers })).json()) as ListingRecord
    const customer = (await (
      await fetch(url, { headers: { ...headers, authorization: `Bearer ${await token()}` } })
    ).json()) as ListingRecord
    expect(guest.address.streetName).toBe('')
    expect(customer.address.streetName).not.toBe('')
  })
})
