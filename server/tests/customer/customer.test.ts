import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SavedHome } from '../../../contract/customer'
import { customerCalls, customersOnServerForFile } from './customersOnServer'
import { CUSTOMER_ROUTES, home } from './customerRoutes'
import { AUDIENCE, customerClaims, ISSUER } from './tokens'

const customers = customersOnServerForFile()
const call = customerCalls(customers)

describe('token verification on every customer route', () => {
  const badTokens: [string, () => Promise<string | undefined>][] = [
    ['no token', () => Promise.resolve(undefined)],
    [
      'an expired token',
      () =>
        customers.pool.token(customerClaims('amira'), {
          expires: Math.floor(Date.now() / 1000) - 60,
        }),
    ],
    [
      'a key the pool never published',
      () => customers.pool.token(customerClaims('amira'), { key: customers.pool.strangerKey }),
    ],
    [
      'a tampered payload',
      () => {
        const [header = '', , signature = ''] = customers.amira.split('.')
        const payload = Buffer.from(
          JSON.stringify({
            ...customerClaims('ben'),
            token_use: 'id',
            iss: ISSUER,
            aud: AUDIENCE,
            exp: Math.floor(Date.now() / 1000) + 300,
          }),
        ).toString('base64url')
        return Promise.resolve(`${header}.${payload}.${signature}`)
      },
    ],
    [
      'another audience',
      () => customers.pool.token(customerClaims('amira'), { audience: 'someone-else' }),
    ],
    [
      'another issuer',
      () =>
        customers.pool.token(customerClaims('amira'), {
          issuer: 'http://127.0.0.1:9229/other_pool',
        }),
    ],
    [
      'an access token',
      () => customers.pool.token({ ...customerClaims('amira'), token_use: 'access' }),
    ],
    ['a token without email', () => customers.pool.token({ sub: 'x-without-email' })],
  ]
  for (const [name, make] of badTokens) {
    it(`refuses ${name} with 401 on each route`, async () => {
      const token = await make()
      for (const [method, path, body] of CUSTOMER_ROUTES) {
        const { status } = await call(method, path, token, body)
        expect(status, `${method} ${path}`).toBe(401)
      }
    })
  }
})

describe('the caller profile', () => {
  it('creates the profile from the token on the first call', async () => {
    const { status, body } = await call('GET', '/user', customers.amira)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: customerClaims('amira').sub,
      email: 'amira@example.ca',
      given_name: 'Amira',
      family_name: 'Haddad',
      phone: null,
      // Alerts are why most people register: a new account starts with them on.
      emailNotifications: true,
      language: 'en',
    })
  })

  it('saves name, phone and email notifications with PUT /user, and keeps them across restarts', async () => {
    const { status, body } = await call('PUT', '/user', customers.amira, {
      name: { first: ' Amira ', last: 'Haddad-Rossi' },
      phone: '(416) 555-1234',
      emailNotifications: true,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      given_name: 'Amira',
      family_name: 'Haddad-Rossi',
      phone: '(416) 555-1234',
      emailNotifications: true,
    })
    await customers.restart()
    expect((await call('GET', '/user', customers.amira)).body).toMatchObject({
      family_name: 'Haddad-Rossi',
      phone: '(416) 555-1234',
      emailNotifications: true,
    })
  })

  it.each([
    [{}, 'must NOT have fewer than 1 properties'],
    [{ phone: '555' }, 'body/phone'],
    [{ name: { first: '', last: 'x' } }, 'body/name/first'],
    [{ emailNotifications: 'yes' }, 'body/emailNotifications'],
    [{ role: 'admin' }, 'body/role is not allowed'],
  ])('refuses %j with 400 and a reason', async (update, reason) => {
    const { status, body } = await call('PUT', '/user', customers.amira, update)
    expect(status).toBe(400)
    expect((body as { message: string }).message).toContain(reason)
  })

  it('answers the email check with 200 for the caller address and 404 with the data otherwise', async () => {
    const own = await call('POST', '/user/email-check', customers.amira, {
      email: 'AMIRA@example.ca',
      type: 'account',
    })
    expect(own).toEqual({
      status: 200,
      body: { email: 'AMIRA@example.ca', type: 'account', matchesAccount: true },
    })
    const other = await call('POST', '/user/email-check', customers.amira, {
      email: 'ben@example.ca',
      type: 'account',
    })
    expect(other).toEqual({
      status: 404,
      body: { email: 'ben@example.ca', type: 'account', matchesAccount: false },
    })
  })
})

/** How many hostile requests the fuzz below sends (quoted in the README). */
export const FUZZ_RUNS = 60

describe('hostile input on every customer route', () => {
  it(`never answers 500 nor another customer's data (${String(FUZZ_RUNS)} runs per route)`, async () => {
    // Ben keeps one home and one search that no request from Amira may reveal or change.
    const bens = (
      await call('POST', '/user/saved-homes', customers.ben, {
        ...home,
        mlsNumber: 'W7000001',
        address: "Ben's private home",
      })
    ).body as SavedHome
    const hostileText = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '../../etc/passwd',
        '<script>alert(1)</script>',
        '\u0000',
        '//evil.example',
        String(bens.id),
        '9'.repeat(400),
      ),
    )
    const hostileValue = fc.oneof(
      hostileText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 4 }),
      fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
    )
    let sent = 0
    for (const [method, path] of CUSTOMER_ROUTES) {
      await fc.assert(
        fc.asyncProperty(hostileValue, hostileText, async (body, segment) => {
          const target = path.endsWith('/1')
            ? `${path.slice(0, -1)}${encodeURIComponent(segment)}`
            : path
          const response = await call(
            method,
            target,
            customers.amira,
            method === 'GET' || method === 'DELETE' ? undefined : body,
          )
          sent += 1
          expect(response.status).toBeLessThan(500)
          expect(JSON.stringify(response.body ?? '')).not.toContain("Ben's private home")
        }),
        { numRuns: FUZZ_RUNS },
      )
    }
    expect(sent).toBe(CUSTOMER_ROUTES.length * FUZZ_RUNS)
    expect((await call('GET', '/user/saved-homes', customers.ben)).body).toEqual({ homes: [bens] })
  }, 120_000)
})
