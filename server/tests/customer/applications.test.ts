import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  Application,
  ApplicationFields,
  Matches,
  Match,
  Signer,
} from '../../../contract/application'
import type { Dashboard } from '../../../contract/customer'
import { UPLOAD_LINK_MS } from '../../src/customer/applicationDocumentRoutes'
import { startTestServer } from '../helpers'
import { customersOnServerForFile, trustingPool } from './customersOnServer'
import { customerClaims } from './tokens'

const customers = customersOnServerForFile()
let bensApplication: Application
let bensSigner: Signer

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const raw = Buffer.isBuffer(body)
  const response = await fetch(`${customers.server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

const amiraSub = customerClaims('amira').sub
/** A complete application that qualifies: $800,000 with 10 % down on a $200,000 salary. */
const fields: ApplicationFields = {
  applicant: {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira@example.ca',
    phone: '(416) 555-1234',
    dob: { month: 4, day: 12, year: 1990 },
    maritalStatus: 'married',
    citizenStatus: 'permanent_resident',
  },
  property: {
    address: '12 Wellington St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 2T6',
    ownership: 'rent_out',
    monthlyPayment: 2_600,
  },
  price: { total: 800_000, downPaymentCash: 80_000 },
  employment: {
    status: 'full_time',
    startMonth: 3,
    startYear: 2019,
    employer: 'Maple Robotics',
    jobTitle: 'Engineer',
    compensationType: 'annual_salary',
    annualIncome: 200_000,
  },
}
const signer = {
  firstName: 'Sami',
  lastName: 'Haddad',
  email: 'sami@example.ca',
  phone: '(416) 555-9876',
  dob: { month: 9, day: 3, year: 1989 },
  maritalStatus: 'married',
  citizenStatus: 'CA',
  relation: 'married',
} as const

beforeAll(async () => {
  bensApplication = (
    await call('POST', '/application', customers.ben, {
      ...fields,
      applicant: { ...fields.applicant, firstName: 'Ben', lastName: 'Private' },
    })
  ).body as Application
  bensSigner = (
    await call('POST', `/application/${String(bensApplication.id)}/signer`, customers.ben, {
      ...signer,
      firstName: 'Bens co-signer',
    })
  ).body as Signer
  await call('POST', `/application/${String(bensApplication.id)}/submit`, customers.ben)
})

/** Every application route, each aimed at Ben's application. */
function bensRoutes(): [string, string, unknown][] {
  const id = String(bensApplication.id)
  return [
    ['GET', `/application/${id}`, undefined],
    ['PUT', `/application/${id}`, fields],
    ['POST', `/application/${id}/signer`, signer],
    ['PUT', `/application/${id}/signer/${String(bensSigner.id)}`, signer],
    ['DELETE', `/application/${id}/signer/${String(bensSigner.id)}`, undefined],
    [
      'POST',
      `/application/${id}/documents/upload-url`,
      { name: 'paystub.pdf', contentType: 'application/pdf', size: 10 },
    ],
    ['GET', `/application/${id}/documents`, undefined],
    ['GET', `/application/${id}/match`, undefined],
    ['POST', `/application/${id}/submit`, undefined],
    ['PUT', `/application/${id}/match/1`, { status: 'accepted' }],
  ]
}

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
      ...bensRoutes(),
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
    for (const [method, path, body] of bensRoutes()) {
      const answer = await call(method, path, customers.amira, body)
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(answer.body)).not.toMatch(/Ben|Private|Bens/)
    }
    const bens = (await call('GET', `/application/${String(bensApplication.id)}`, customers.ben))
      .body as Application
    expect(bens.fields).toEqual(bensApplication.fields)
    expect(bens.signers.map((one) => one.firstName)).toEqual(['Bens co-signer'])
    const matches = (
      await call('GET', `/application/${String(bensApplication.id)}/match`, customers.ben)
    ).body as Matches
    expect(matches.matches.length).toBeGreaterThan(0)
    expect(matches.matches.every((one) => one.status === 'offered')).toBe(true)
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

  it('needs the co-applicant relation, from the spec’s list', async () => {
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

describe('documents, matches and referrals', () => {
  it('announces a document, takes exactly its bytes in its type, and lists it', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const ticket = await call(
      'POST',
      `/application/${String(id)}/documents/upload-url`,
      customers.amira,
      {
        name: 'paystub.pdf',
        contentType: 'application/pdf',
        size: 9,
      },
    )
    expect(ticket.status).toBe(200)
    const { uploadUrl, document } = ticket.body as { uploadUrl: string; document: { id: number } }
    const path = new URL(uploadUrl).pathname
    const pdf = Buffer.from('%PDF-1.7\n')
    const put = (body: Buffer, type: string, token = customers.amira) =>
      call('PUT', path, token, body, { 'content-type': type })
    expect((await put(pdf, 'image/png')).status).toBe(400)
    expect((await put(Buffer.concat([pdf, pdf]), 'application/pdf')).status).toBe(400)
    expect((await put(pdf, 'text/html')).status).toBe(415)
    expect((await put(pdf, 'application/pdf', customers.ben)).status).toBe(404)
    // Bytes that are not a PDF, whatever the header says.
    expect((await put(Buffer.from('<html>hi</html>'), 'application/pdf')).status).toBe(400)
    expect((await put(pdf, 'application/pdf')).status).toBe(200)
    // Once taken, the link takes nothing more.
    expect((await put(pdf, 'application/pdf')).status).toBe(409)
    const listed = await call('GET', `/application/${String(id)}/documents`, customers.amira)
    expect(listed.body).toEqual({
      documents: [expect.objectContaining({ id: document.id, status: 'uploaded', size: 9 })],
    })
    for (const bad of [
      { name: '../etc/passwd', contentType: 'application/pdf', size: 9 },
      { name: 'a.exe', contentType: 'application/x-msdownload', size: 9 },
      { name: 'huge.pdf', contentType: 'application/pdf', size: 11 * 1024 * 1024 },
    ]) {
      const answer = await call(
        'POST',
        `/application/${String(id)}/documents/upload-url`,
        customers.amira,
        bad,
      )
      expect(answer.status).toBe(400)
    }
  })

  it('takes the bytes only while the upload link lives', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const ticket = (
      await call('POST', `/application/${String(id)}/documents/upload-url`, customers.amira, {
        name: 'id.png',
        contentType: 'image/png',
        size: 8,
      })
    ).body as { uploadUrl: string; expiresAt: string; document: { id: number } }
    const lifetime = new Date(ticket.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(UPLOAD_LINK_MS - 60_000)
    expect(lifetime).toBeLessThanOrEqual(UPLOAD_LINK_MS)
    customers.server.customerDb
      .prepare('UPDATE application_documents SET upload_expires_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), ticket.document.id)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const late = await call('PUT', new URL(ticket.uploadUrl).pathname, customers.amira, png, {
      'content-type': 'image/png',
    })
    expect(late.status).toBe(410)
  })

  it('refuses to submit an incomplete application, naming what is required', async () => {
    const { id } = (
      await call('POST', '/application', customers.amira, { applicant: fields.applicant })
    ).body as Application
    const answer = await call('POST', `/application/${String(id)}/submit`, customers.amira)
    expect(answer.status).toBe(400)
    const { message } = answer.body as { message: string }
    expect(message).toContain('property.address')
    expect(message).toContain('employment.status')
    expect(message).not.toContain('applicant.')
    const matches = (await call('GET', `/application/${String(id)}/match`, customers.amira)).body
    expect(matches).toEqual({ matches: [], assessment: null })
  })

  it('submits a complete application, offers matches lowest rate first, and lets the owner choose one', async () => {
    const { id } = (await call('POST', '/application', customers.amira, fields)).body as Application
    const base = `/application/${String(id)}`
    const submitted = await call('POST', `${base}/submit`, customers.amira)
    expect(submitted.status).toBe(200)
    const { matches, assessment } = submitted.body as Matches
    expect(assessment).toMatchObject({ qualifyingRate: expect.any(Number) as number })
    expect(assessment?.maxPrice).toBeGreaterThanOrEqual(800_000)
    expect(matches.length).toBeGreaterThan(1)
    const rates = matches.map((match) => match.rate)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    expect((await call('GET', base, customers.amira)).body).toMatchObject({ status: 'submitted' })

    const [first, second] = matches as [Match, Match]
    const answer = (match: Match, status: string, token = customers.amira) =>
      call('PUT', `${base}/match/${String(match.id)}`, token, { status })
    expect((await answer(first, 'maybe')).status).toBe(400)
    expect((await answer(first, 'accepted', customers.ben)).status).toBe(404)
    expect((await answer(first, 'accepted')).body).toMatchObject({
      id: first.id,
      status: 'accepted',
    })
    expect((await call('GET', base, customers.amira)).body).toMatchObject({
      status: 'lender_chosen',
    })

    // A chosen lender has the file: the application can no longer change or be sent again.
    expect((await call('PUT', base, customers.amira, fields)).status).toBe(409)
    expect((await call('POST', `${base}/submit`, customers.amira)).status).toBe(409)
    expect((await call('POST', `${base}/signer`, customers.amira, signer)).status).toBe(409)

    // Choosing another lender declines the first; declining the chosen one reopens the choice.
    await answer(second, 'accepted')
    const after = (await call('GET', `${base}/match`, customers.amira)).body as Matches
    expect(after.matches.find((match) => match.id === first.id)?.status).toBe('declined')
    await answer(second, 'declined')
    expect((await call('GET', base, customers.amira)).body).toMatchObject({ status: 'submitted' })
  })

  it('takes a submitted application back to draft when it changes, since its matches no longer hold', async () => {
    const { id } = (await call('POST', '/application', customers.amira, fields)).body as Application
    const base = `/application/${String(id)}`
    await call('POST', `${base}/submit`, customers.amira)
    const raised = { ...fields, price: { total: 2_000_000, downPaymentCash: 400_000 } }
    expect((await call('PUT', base, customers.amira, raised)).body).toMatchObject({
      status: 'draft',
    })
    expect((await call('GET', `${base}/match`, customers.amira)).body).toEqual({
      matches: [],
      assessment: null,
    })
    // $2,000,000 is beyond a $200,000 salary: submitted, but nobody lends; the assessment says
    // what the income carries.
    const again = (await call('POST', `${base}/submit`, customers.amira)).body as Matches
    expect(again.matches).toEqual([])
    expect(again.assessment?.maxPrice).toBeLessThan(2_000_000)
    expect(again.assessment?.limitedBy).toBe('grossDebtService')
  })

  it("lists the caller's applications on the dashboard with their next step, never another's", async () => {
    const { id } = (
      await call('POST', '/application', customers.amira, { applicant: fields.applicant })
    ).body as Application
    const dashboard = (await call('GET', '/dashboard', customers.amira)).body as Dashboard
    expect(dashboard.applications.find((one) => one.id === id)).toMatchObject({
      status: 'draft',
      nextStep: 'property',
    })
    expect(dashboard.applications.some((one) => one.id === bensApplication.id)).toBe(false)
    const bens = (await call('GET', '/dashboard', customers.ben)).body as Dashboard
    expect(bens.applications).toEqual([
      expect.objectContaining({
        id: bensApplication.id,
        status: 'submitted',
        nextStep: 'chooseLender',
      }),
    ])
  })

  it('gives the caller a stable referral code and counts the leads that named it', async () => {
    const first = (await call('GET', '/user/referrals', customers.amira)).body as {
      code: string
      referrals: unknown[]
    }
    expect(first.code).toMatch(/^HW-[2-9A-Z]{8}$/)
    expect(first.referrals).toEqual([])
    customers.server.customerDb
      .prepare(
        `INSERT INTO leads (first_name, last_name, email, city, code, payload)
         VALUES ('Friend', 'Of Amira', 'friend@example.ca', 'Oakville', ?, '{}')`,
      )
      .run(first.code.toLowerCase())
    const again = (await call('GET', '/user/referrals', customers.amira)).body as {
      code: string
      referrals: { city: string }[]
    }
    expect(again.code).toBe(first.code)
    // The referral shows where and when, never the friend's name or address.
    expect(again.referrals).toEqual([{ date: expect.any(String) as string, city: 'Oakville' }])
    const bens = (await call('GET', '/user/referrals', customers.ben)).body as { code: string }
    expect(bens.code).not.toBe(first.code)
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
        String(bensApplication.id),
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
