import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingRealtorId } from '../../../contract/listingRealtor'
import { loadConfig } from '../../src/config'
import { DEFAULT_ROSTER_FILE, readRoster } from '../../src/leads/roster'
import { startMailCatcher, type MailCatcher } from '../../../scripts/stack/mailCatcher'
import { callService } from '../call'
import { generalLead } from '../contact/leads'
import { home, search } from '../customer/customerRoutes'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { searchListings, startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'

const roster = readRoster(DEFAULT_ROSTER_FILE)
const emailOf = (id: string) => roster.find((realtor) => realtor.id === id)?.email

describe.each(CUSTOMER_ENGINES)('lead e-mails over HTTP and SMTP (%s)', (customerEngine) => {
  let pool: TestPool
  let catcher: MailCatcher
  let server: TestServer
  let amira: string

  beforeAll(async () => {
    pool = await startTestPool()
    catcher = await startMailCatcher()
    server = await startTestServer({
      customerEngine,
      config: trustingPool(pool, {
        datasetSize: 600,
        alerts: { ...loadConfig({}).alerts, intervalMs: 0, smtpUrl: catcher.url },
      }),
    })
    amira = await pool.token(customerClaims('amira'))
  })
  afterAll(async () => {
    await server.close()
    await catcher.close()
    await pool.close()
  })

  async function post(lead: unknown, language: string, token?: string) {
    const response = await fetch(`${server.baseUrl}/realty/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(lead),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { id: number; realtor: { id: string; name: string } }
  }

  /** Delivers the outbox; the e-mails the catcher got from it, by recipient. */
  async function deliver(): Promise<Map<string, ParsedMail>> {
    catcher.mails.length = 0
    await server.app.alerts.runOnce()
    return new Map(
      catcher.mails.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail]),
    )
  }

  it("tells a listing's realtor everything to call back, and the visitor in French", async () => {
    expect(
      (await callService(server.baseUrl, 'POST', '/user/saved-homes', amira, home)).status,
    ).toBe(200)
    expect(
      (await callService(server.baseUrl, 'POST', '/user/saved-searches', amira, search)).status,
    ).toBe(200)
    const [listing] = (await searchListings(server, 'resultsPerPage=1&type=sale')).listings as {
      mlsNumber: string
      boardId: number
      address: { city: string | null }
    }[]
    if (!listing) throw new Error('no listing')
    const lead = {
      user: {
        name: { first: 'Amira', last: 'Okafor' },
        email: 'amira@example.ca',
        phone: '4165550123',
      },
      property: {
        city: listing.address.city ?? 'Toronto',
        address: 'As the form says',
        price: 900_000,
      },
      code: listing.mlsNumber,
      boardId: listing.boardId,
      message: 'Le sous-sol est-il fini ?',
    }
    const answer = await post(lead, 'fr-CA,fr;q=0.9', amira)
    const realtorId = listingRealtorId(listing.mlsNumber)
    expect(answer.realtor.id).toBe(realtorId)
    const mails = await deliver()
    expect([...mails.keys()].sort()).toEqual([emailOf(realtorId), 'amira@example.ca'].sort())

    const toRealtor = mails.get(emailOf(realtorId) ?? '')!
    expect(toRealtor.subject).toContain('Amira Okafor')
    expect(JSON.stringify(toRealtor.headers.get('reply-to'))).toContain('amira@example.ca')
    expect(toRealtor.html).toContain('href="tel:+14165550123"')
    expect(toRealtor.html).toContain('mailto:amira@example.ca')
    expect(toRealtor.html).toContain('Le sous-sol est-il fini ?')
    expect(toRealtor.html).toContain(`/${listing.mlsNumber}/${String(listing.boardId)}"`)
    expect(toRealtor.html).toMatch(/<img src="http:\/\/127\.0\.0\.1:8787\/cdn\/[^"]+"/)
    expect(toRealtor.text).toContain('Speaks: French')
    expect(toRealtor.html).toContain(home.address)
    expect(toRealtor.html).toContain(search.name)

    const toVisitor = mails.get('amira@example.ca')!
    expect(toVisitor.subject).toBe(`${answer.realtor.name} vous appellera bientôt`)
    expect(toVisitor.html).toContain('Bonjour Amira')
    // It names the brokerage, in the visitor's language; an answer to their own request, sent
    // once, it has no unsubscribe (see composeVisitorEmail).
    for (const said of [String(toVisitor.html), toVisitor.text ?? '']) {
      expect(said).toContain('Homewise Realty Inc., Brokerage')
      expect(said).toContain('100, rue King Ouest, bureau 5700, Toronto (Ontario) M5X 1C7')
      expect(said).toContain('1-888-466-3947')
    }
    expect(toVisitor.headers.has('list-unsubscribe')).toBe(false)
    expect(toVisitor.html).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:5173\/real-estate\/team\/[a-z.]+\.png"/,
    )
    expect(toVisitor.html).toContain('Le sous-sol est-il fini ?')
  })

  it('answers an English guest in English, naming their city and budget to the realtor', async () => {
    const answer = await post(generalLead(), 'en-CA,en;q=0.9')
    const mails = await deliver()
    const toRealtor = mails.get(emailOf(answer.realtor.id) ?? '')!
    expect(toRealtor.text).toContain('City: Mississauga')
    expect(toRealtor.text).toContain('Budget: $800,000')
    expect(toRealtor.text).toContain('Not signed in')
    expect(mails.get('luc@example.com')?.subject).toBe(`${answer.realtor.name} will call you soon`)
  })

  it('keeps header syntax in names out of the headers and escapes HTML in messages', async () => {
    const lead = {
      ...generalLead(),
      user: {
        name: { first: 'Eve\r\nBcc: victim@evil.ca', last: '<b>Mallory</b>' },
        email: 'eve@example.ca',
        phone: '(647) 555-0188',
      },
      message: '<script>alert(1)</script>\n<a href="https://evil.ca">click</a>',
    }
    const answer = await post(lead, 'en')
    const mails = await deliver()
    expect(catcher.mails).toHaveLength(2)
    for (const mail of catcher.mails) {
      expect(mail.headers.has('bcc')).toBe(false)
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<b>Mallory')
      expect(mail.html).not.toContain('href="https://evil.ca"')
    }
    const toRealtor = mails.get(emailOf(answer.realtor.id) ?? '')!
    expect(toRealtor.subject).toBe(
      'New lead: Eve Bcc: victim@evil.ca <b>Mallory</b> in Mississauga',
    )
    expect(toRealtor.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  // Each as the schema takes it, and as it travels: a local part that is not a plain atom goes
  // quoted (RFC 5322), so its comma can split nothing.
  it.each([
    [`"o'brien,j"@example.com`, `"o'brien,j"@example.com`],
    ['jo,obrien@example.com', '"jo,obrien"@example.com'],
    ['a"b"@example.com', '"a\\"b\\""@example.com'],
  ])(
    'confirms to %s, an address with quotes or commas, at exactly that mailbox',
    async (email, delivered) => {
      const lead = { ...generalLead(), user: { ...generalLead().user, email } }
      const answer = await post(lead, 'en')
      catcher.mails.length = 0
      await server.app.alerts.runOnce()
      expect(catcher.mails).toHaveLength(2)
      const toVisitor = catcher.mails.find((mail) => mail.subject?.includes('will call you'))
      const to = toVisitor?.headers.get('to') as { value: { address: string }[] } | undefined
      // One recipient, the address as typed: no comma split it into two, no header was added.
      expect(to?.value.map(({ address }) => address)).toEqual([delivered])
      expect(toVisitor?.headers.has('bcc')).toBe(false)
      expect(toVisitor?.headers.has('cc')).toBe(false)
      const toRealtor = catcher.mails.find((mail) => mail !== toVisitor)
      expect(toRealtor?.to?.text).toBe(emailOf(answer.realtor.id))
      const replyTo = toRealtor?.headers.get('reply-to') as { value: { address: string }[] }
      expect(replyTo.value.map(({ address }) => address)).toEqual([delivered])
    },
  )

  it('loses nothing while SMTP refuses: the outbox sends both once it is back', async () => {
    const answer = await post(generalLead(), 'fr')
    catcher.refuseNext(2)
    expect((await deliver()).size).toBe(0)
    const waiting = await server.customers
      .selectFrom('alert_outbox')
      .select(['status', 'attempts'])
      .where('lead_id', '=', answer.id)
      .execute()
    expect(waiting).toEqual([
      { status: 'pending', attempts: 1 },
      { status: 'pending', attempts: 1 },
    ])
    // The retry's time has come (the outbox waits 30 s after a first failure).
    await server.customers
      .updateTable('alert_outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('lead_id', '=', answer.id)
      .execute()
    const mails = await deliver()
    expect([...mails.keys()].sort()).toEqual([emailOf(answer.realtor.id), 'luc@example.com'].sort())
    expect((await deliver()).size).toBe(0)
  })
})
