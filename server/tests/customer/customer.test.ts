import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomerUser, SavedHome, SavedSearch } from '../../../contract/customer'
import { customersOnServerForFile } from './customersOnServer'
import { AUDIENCE, customerClaims, ISSUER } from './tokens'
import { callService } from '../call'

const customers = customersOnServerForFile()

/** Status and parsed body only, so an answer compares whole with toEqual. */
async function call(method: string, path: string, token?: string, body?: unknown) {
  const answer = await callService(customers.server.baseUrl, method, path, token, body)
  return { status: answer.status, body: answer.body }
}

const home = {
  mlsNumber: 'C5001234',
  boardId: 1,
  address: '12 Queen St W, Toronto',
  path: '/detail/on/toronto/downtown/12-queen-st-w/C5001234/1',
  price: 899_000,
  imageKey: 'listings/C5001234/1.webp',
}
const search = {
  name: 'Condos downtown',
  path: '/map/43.65,-79.38,13?type=condo&minPrice=500000',
  polygon: [
    [-79.4, 43.64],
    [-79.37, 43.64],
    [-79.37, 43.66],
  ],
}

/** Every customer route with a valid body, for the checks that apply to all of them. */
const ROUTES: readonly [string, string, unknown?][] = [
  ['GET', '/user'],
  ['PUT', '/user', { phone: '4165551234' }],
  ['POST', '/user', { emailNotifications: true }],
  ['POST', '/user/email-check', { email: 'amira@example.ca', type: 'account' }],
  ['GET', '/dashboard'],
  ['GET', '/user/saved-homes'],
  ['POST', '/user/saved-homes', home],
  ['DELETE', '/user/saved-homes/1'],
  ['GET', '/user/saved-searches'],
  ['POST', '/user/saved-searches', search],
  ['PUT', '/user/saved-searches/1', { name: 'x' }],
  ['DELETE', '/user/saved-searches/1'],
]

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
      for (const [method, path, body] of ROUTES) {
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

describe('saved homes and searches belong to their owner', () => {
  let amiraHome: SavedHome
  let amiraSearch: SavedSearch

  beforeAll(async () => {
    amiraHome = (await call('POST', '/user/saved-homes', customers.amira, home)).body as SavedHome
    amiraSearch = (await call('POST', '/user/saved-searches', customers.amira, search))
      .body as SavedSearch
  })

  it('saves a home once, however often the heart is pressed', async () => {
    const again = await call('POST', '/user/saved-homes', customers.amira, home)
    expect(again.body).toEqual(amiraHome)
    const { body } = await call('GET', '/user/saved-homes', customers.amira)
    expect(body).toEqual({ homes: [amiraHome] })
  })

  it('keeps a search with its polygon and lists it', async () => {
    expect(amiraSearch).toMatchObject(search)
    const { body } = await call('GET', '/user/saved-searches', customers.amira)
    expect(body).toEqual({ searches: [amiraSearch] })
  })

  it('shows another customer none of them', async () => {
    expect((await call('GET', '/user/saved-homes', customers.ben)).body).toEqual({ homes: [] })
    expect((await call('GET', '/user/saved-searches', customers.ben)).body).toEqual({
      searches: [],
    })
    const dashboard = (await call('GET', '/dashboard', customers.ben)).body
    expect(dashboard).toMatchObject({ savedHomes: 0, savedSearches: 0, latestHome: null })
    expect((dashboard as { user: CustomerUser }).user.email).toBe('ben@example.ca')
  })

  it("answers 404 to another customer's ids and changes nothing", async () => {
    expect(
      (await call('DELETE', `/user/saved-homes/${String(amiraHome.id)}`, customers.ben)).status,
    ).toBe(404)
    expect(
      (
        await call('PUT', `/user/saved-searches/${String(amiraSearch.id)}`, customers.ben, {
          name: 'mine',
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('DELETE', `/user/saved-searches/${String(amiraSearch.id)}`, customers.ben))
        .status,
    ).toBe(404)
    expect((await call('GET', '/dashboard', customers.amira)).body).toMatchObject({
      savedHomes: 1,
      savedSearches: 1,
      latestHome: amiraHome,
    })
  })

  it('lets the owner rename and delete', async () => {
    const renamed = await call(
      'PUT',
      `/user/saved-searches/${String(amiraSearch.id)}`,
      customers.amira,
      {
        name: 'Downtown condos',
      },
    )
    expect(renamed.body).toMatchObject({ id: amiraSearch.id, name: 'Downtown condos' })
    expect(
      (await call('DELETE', `/user/saved-searches/${String(amiraSearch.id)}`, customers.amira))
        .status,
    ).toBe(204)
    expect(
      (await call('DELETE', `/user/saved-homes/${String(amiraHome.id)}`, customers.amira)).status,
    ).toBe(204)
    expect((await call('GET', '/dashboard', customers.amira)).body).toMatchObject({
      savedHomes: 0,
      savedSearches: 0,
    })
  })

  it.each([
    ['a home with a foreign link', '/user/saved-homes', { ...home, path: '//evil.example/x' }],
    ['a home with a backslash link', '/user/saved-homes', { ...home, path: '/\\evil.example' }],
    ['a home with a bad MLS number', '/user/saved-homes', { ...home, mlsNumber: "1' OR 1=1" }],
    ['a search with an absolute URL', '/user/saved-searches', { ...search, path: 'https://x.y/' }],
    [
      'a search with a javascript: path',
      '/user/saved-searches',
      { ...search, path: 'javascript:alert(1)' },
    ],
    [
      'a search with a two-point polygon',
      '/user/saved-searches',
      {
        ...search,
        polygon: [
          [0, 0],
          [1, 1],
        ],
      },
    ],
    ['a search with a blank name', '/user/saved-searches', { ...search, name: '   ' }],
  ])('refuses %s with 400', async (_name, path, body) => {
    const { status, body: answer } = await call('POST', path, customers.amira, body)
    expect(status).toBe(400)
    expect((answer as { message: string }).message).toMatch(/body/)
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
    for (const [method, path] of ROUTES) {
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
    expect(sent).toBe(ROUTES.length * FUZZ_RUNS)
    expect((await call('GET', '/user/saved-homes', customers.ben)).body).toEqual({ homes: [bens] })
  }, 120_000)
})
