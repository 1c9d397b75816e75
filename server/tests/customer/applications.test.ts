import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Application, Matches, Signer } from '../../../contract/application'
import { startTestServer } from '../helpers'
import { customerCalls, customersOnServerForFile, trustingPool } from './customersOnServer'
import { amiraSub, fields, signer, givenBensApplication } from './applicationFixtures'
import { customerClaims } from './tokens'

const customers = customersOnServerForFile()
const call = customerCalls(customers)
const bensApp = givenBensApplication(customers, call)

describe('applications need a valid ID token', () => {
  it('refuses a missing, expired or foreign-key token with 401 on every route', async () => {
    const expired = await customers.pool.token(customerClaims('amira'), {
      expires: Math.floor(Date.now() / 1000) - 60,
    })
    const stranger = await customers.pool.token(customerClaims('amira'), {
      key: customers.pool.strangerKey,
    })
    const routes: [string, string, unknown][] = [
      ['POST', '/application', fields],
      ['GET', '/user/referrals', undefined],
      ...bensApp.routes(),
    ]
    for (const token of [undefined, expired, stranger]) {
      for (const [method, path, body] of routes) {
        expect((await call(method, path, token, body)).status, `${method} ${path}`).toBe(401)
      }
    }
  })
})

describe('an application belongs to its owner', () => {
  it('starts, reads and replaces the caller’s application and keeps it across restarts', async () => {
    const created = await call('POST', '/application', customers.amira, fields, {
      'user-id': amiraSub,
    })
    expect(created.status).toBe(200)
    const application = created.body as Application
    expect(application).toMatchObject({ status: 'draft', fields, signers: [] })

    const changed = { ...fields, other: { lender: 'rbc' as const } }
    const put = await call(
      'PUT',
      `/application/${String(application.id)}`,
      customers.amira,
      changed,
    )
    expect(put.status).toBe(200)

    await customers.restart()
    const read = await call('GET', `/application/${String(application.id)}`, customers.amira)
    expect((read.body as Application).fields).toEqual(changed)
  })

  it("answers 404 on every route aimed at another customer's application, and changes nothing", async () => {
    for (const [method, path, body] of bensApp.routes()) {
      const answer = await call(method, path, customers.amira, body)
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(answer.body)).not.toMatch(/Ben|Private|Bens/)
    }
    const bens = (
      await call('GET', `/application/${String(bensApp.application.id)}`, customers.ben)
    ).body as Application
    expect(bens.fields).toEqual(bensApp.application.fields)
    expect(bens.signers.map((one) => one.firstName)).toEqual(['Bens co-signer'])
    const matches = (
      await call('GET', `/application/${String(bensApp.application.id)}/match`, customers.ben)
    ).body as Matches
    expect(matches.matches.length).toBeGreaterThan(0)
    expect(matches.matches.every((one) => one.status === 'offered')).toBe(true)
  })

  it('refuses an id past the 32-bit row ids with 400, which no engine could look up', async () => {
    const paths = (id: string) => [
      `/application/${id}`,
      `/application/${id}/documents`,
      `/application/${id}/match`,
      `/application/${String(bensApp.application.id)}/signer/${id}`,
    ]
    for (const [id, status] of [
      [String(2 ** 31), 400],
      [String(2 ** 31 - 1), 404],
    ] as const) {
      for (const [index, path] of paths(id).entries()) {
        const method = index === 3 ? 'DELETE' : 'GET'
        expect((await call(method, path, customers.ben)).status, `${method} ${path}`).toBe(status)
      }
    }
  })

  it('refuses a user-id header naming someone else', async () => {
    const answer = await call('POST', '/application', customers.amira, fields, {
      'user-id': customerClaims('ben').sub,
    })
    expect(answer.status).toBe(403)
  })
})

describe('application input is checked', () => {
  it.each([
    ['an unknown marital status', { applicant: { maritalStatus: 'widowed' } }],
    ['an unknown citizenship', { applicant: { citizenStatus: 'US' } }],
    ['an unknown province', { property: { province: 'XX' } }],
    ['an unknown employment', { employment: { status: 'retired' } }],
    ['an unknown compensation', { employment: { compensationType: 'tips' } }],
    ['an unknown ownership', { property: { ownership: 'lease' } }],
    ['a malformed postal code', { property: { postalCode: '90210' } }],
    ['a birth month 13', { applicant: { dob: { month: 13, day: 1, year: 1990 } } }],
    ['an extra field', { sin: '123456789' }],
  ])('answers 400 with a reason for %s', async (_name, body) => {
    const answer = await call('POST', '/application', customers.amira, body)
    expect(answer.status).toBe(400)
    expect((answer.body as { message: string }).message).toMatch(/body/)
  })

  it('refuses a down payment under 5% of the price, by cash or percent', async () => {
    for (const price of [
      { total: 400_000, downPaymentCash: 19_999 },
      { total: 400_000, downPaymentPercent: 4.9 },
    ]) {
      const answer = await call('POST', '/application', customers.amira, { price })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain('at least 5%')
    }
    const exactly = await call('POST', '/application', customers.amira, {
      price: { total: 400_000, downPaymentCash: 20_000 },
    })
    expect(exactly.status).toBe(200)
  })

  it.each([
    [800_000, 54_999, '$55,000'],
    [1_500_000, 299_999, '$300,000'],
  ])(
    'refuses a price of %i with %i down: under the tiered federal minimum (%s)',
    async (total, downPaymentCash, minimum) => {
      const answer = await call('POST', '/application', customers.amira, {
        price: { total, downPaymentCash },
      })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain(minimum)
    },
  )

  it('needs the co-applicant relation, one of the relations the form offers', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const path = `/application/${String(id)}/signer`
    expect((await call('POST', path, customers.amira, { firstName: 'Sami' })).status).toBe(400)
    expect(
      (await call('POST', path, customers.amira, { ...signer, relation: 'cousin' })).status,
    ).toBe(400)
    const added = await call('POST', path, customers.amira, signer)
    expect(added.status).toBe(200)
    const changed = await call(
      'PUT',
      `${path}/${String((added.body as Signer).id)}`,
      customers.amira,
      {
        ...signer,
        relation: 'engaged',
      },
    )
    expect((changed.body as Signer).relation).toBe('engaged')
    const one = `${path}/${String((added.body as Signer).id)}`
    expect((await call('DELETE', one, customers.ben)).status).toBe(404)
    expect((await call('DELETE', one, customers.amira)).status).toBe(204)
    expect((await call('GET', `/application/${String(id)}`, customers.amira)).body).toMatchObject({
      signers: [],
    })
    expect((await call('DELETE', one, customers.amira)).status).toBe(404)
  })
})

/** How many hostile requests the fuzz below sends per route (quoted in the README). */
export const APPLICATION_FUZZ_RUNS = 40

describe('hostile input on every application route', () => {
  it(`never answers 500 nor Ben's data (${String(APPLICATION_FUZZ_RUNS)} runs per route)`, async () => {
    const hostileText = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '../../etc/passwd',
        '<script>alert(1)</script>',
        '\u0000',
        String(bensApp.application.id),
        '-1',
        '9'.repeat(400),
      ),
    )
    const hostileValue = fc.oneof(
      hostileText,
      fc.integer(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 4 }),
      fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
      fc.record({ applicant: fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }) }),
      fc.record({ price: fc.record({ total: fc.double(), downPaymentCash: fc.double() }) }),
    )
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const routes: [string, string][] = [
      ['POST', '/application'],
      ['GET', `/application/{x}`],
      ['PUT', `/application/${String(id)}`],
      ['POST', `/application/{x}/signer`],
      ['PUT', `/application/${String(id)}/signer/{x}`],
      ['POST', `/application/${String(id)}/documents/upload-url`],
      ['GET', `/application/{x}/documents`],
      ['POST', `/application/{x}/submit`],
      ['PUT', `/application/${String(id)}/match/{x}`],
    ]
    let sent = 0
    for (const [method, path] of routes) {
      await fc.assert(
        fc.asyncProperty(hostileValue, hostileText, async (body, segment) => {
          const target = path.replace('{x}', encodeURIComponent(segment))
          const response = await call(
            method,
            target,
            customers.amira,
            method === 'GET' ? undefined : body,
          )
          sent += 1
          expect(response.status).toBeLessThan(500)
          expect(JSON.stringify(response.body ?? '')).not.toMatch(/Ben|Private/)
        }),
        { numRuns: APPLICATION_FUZZ_RUNS },
      )
    }
    expect(sent).toBe(routes.length * APPLICATION_FUZZ_RUNS)
  }, 120_000)
})

describe('personal financial data stays out of the logs', () => {
  it('logs no birth date, income or document bytes across a whole application, even at debug level', async () => {
    const lines: string[] = []
    const logged = await startTestServer({
      config: trustingPool(customers.pool, { logLevel: 'trace' }),
      log: { write: (line) => lines.push(line) },
    })
    const send = (method: string, path: string, body?: unknown, type = 'application/json') =>
      fetch(`${logged.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${customers.amira}`, 'content-type': type },
        body:
          body === undefined
            ? undefined
            : type === 'application/json'
              ? JSON.stringify(body)
              : (body as string),
      })
    try {
      const created = (await (await send('POST', '/application', fields)).json()) as Application
      const base = `/application/${String(created.id)}`
      // A refused body too: validation errors must not echo the values.
      await send('PUT', base, {
        ...fields,
        employment: { ...fields.employment, annualIncome: -199_999 },
      })
      await send('POST', `${base}/signer`, signer)
      const ticket = (await (
        await send('POST', `${base}/documents/upload-url`, {
          name: 'paystub.pdf',
          contentType: 'application/pdf',
          size: 21,
        })
      ).json()) as { uploadUrl: string }
      await send(
        'PUT',
        new URL(ticket.uploadUrl).pathname,
        '%PDF-1.7 SECRETBYTES\n',
        'application/pdf',
      )
      await send('POST', `${base}/submit`)
    } finally {
      await logged.close()
    }
    const log = lines.join('\n')
    expect(lines.length).toBeGreaterThan(5)
    // Numbers as whole values: a response time such as 1.2000000476 is not an income.
    for (const secret of ['1990', '1989', '200000', '199999']) {
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?![\\d.])`))
    }
    for (const secret of ['SECRETBYTES', 'Haddad', 'paystub']) expect(log).not.toContain(secret)
  })
})
