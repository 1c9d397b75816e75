import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_LIMITS, type Lead } from '../../../contract/lead'
import type { Db } from '../../src/db/database'
import { startTestServer, type TestServer } from '../helpers'
import { generalLead, listingContactLead, postLead, withField } from './leads'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

interface LeadRow {
  first_name: string
  last_name: string
  email: string
  phone: string
  city: string
  price: number
  code: string | null
  board_id: number | null
  address: string | null
  message: string | null
  payload: string
}

const storedLead = (db: Db, id: unknown) =>
  db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined

async function accepted(lead: unknown): Promise<LeadRow> {
  const { status, body } = await postLead(server.baseUrl, lead)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body).toEqual({
    id: expect.any(Number) as number,
    status: 'received',
    realtor: expect.objectContaining({ name: expect.any(String) as string }) as unknown,
  })
  const row = storedLead(server.customerDb, body.id)
  expect(row).toBeDefined()
  return row!
}

describe('POST /realty/contact stores both lead forms', () => {
  it('keeps the listing-page contact, every column filled', async () => {
    const row = await accepted(listingContactLead())
    expect(row).toMatchObject({
      first_name: 'Amira',
      last_name: 'Okafor',
      email: 'amira.okafor@example.ca',
      phone: '4165550123',
      city: 'Toronto',
      price: 1_250_000,
      code: 'C5001234',
      board_id: 2,
      address: '12 Maple Avenue',
      message: 'Is the basement finished?',
    })
    expect(JSON.parse(row.payload)).toEqual(listingContactLead())
  })

  it('keeps the general form, its masked phone stored as digits', async () => {
    const row = await accepted(generalLead())
    expect(row).toMatchObject({
      first_name: 'Luc',
      phone: '6475550188',
      city: 'Mississauga',
      price: 800_000,
      code: 'SPRING-24',
      board_id: null,
      address: null,
      message: null,
    })
    expect(JSON.parse(row.payload)).toEqual(generalLead())
  })

  it('trims names, in the columns and in the payload', async () => {
    const row = await accepted(
      withField(generalLead(), ['user', 'name'], { first: '  Luc ', last: '\tTremblay  ' }),
    )
    expect([row.first_name, row.last_name]).toEqual(['Luc', 'Tremblay'])
    expect((JSON.parse(row.payload) as Lead).user.name).toEqual({ first: 'Luc', last: 'Tremblay' })
  })

  it('accepts a general lead without a referral code, and the price limits themselves', async () => {
    await accepted(withField(generalLead(), ['code'], undefined))
    const lowest = await accepted(
      withField(generalLead(), ['property', 'price'], LEAD_LIMITS.priceMin),
    )
    const highest = await accepted(
      withField(generalLead(), ['property', 'price'], LEAD_LIMITS.priceMax),
    )
    expect([lowest.price, highest.price]).toEqual([50_000, 10_000_000])
  })
})

const x = (length: number) => 'x'.repeat(length)

const leadCount = () =>
  (server.customerDb.prepare('SELECT count(*) AS count FROM leads').get() as { count: number })
    .count

describe('POST /realty/contact refuses what the lead schema refuses', () => {
  let storedBefore: number
  beforeAll(() => {
    storedBefore = leadCount()
  })

  const listing = listingContactLead()
  const general = generalLead()
  it.each<[string, unknown, string]>([
    [
      'a 36-character first name',
      withField(listing, ['user', 'name', 'first'], x(36)),
      'body/user/name/first must NOT have more than 35 characters',
    ],
    [
      'a 36-character last name',
      withField(general, ['user', 'name', 'last'], x(36)),
      'body/user/name/last must NOT have more than 35 characters',
    ],
    [
      'a blank first name',
      withField(general, ['user', 'name', 'first'], '   '),
      'body/user/name/first must match pattern',
    ],
    [
      'an empty last name',
      withField(general, ['user', 'name', 'last'], ''),
      'body/user/name/last must NOT have fewer than 1 characters',
    ],
    [
      'a price of 49,999',
      withField(general, ['property', 'price'], 49_999),
      'body/property/price must be >= 50000',
    ],
    [
      'a price of 10,000,001',
      withField(listing, ['property', 'price'], 10_000_001),
      'body/property/price must be <= 10000000',
    ],
    [
      'a price in cents',
      withField(general, ['property', 'price'], 800_000.5),
      'body/property/price must be integer',
    ],
    [
      'a 501-character message',
      withField(listing, ['message'], x(501)),
      'body/message must NOT have more than 500 characters',
    ],
    [
      'a 101-character city',
      withField(general, ['property', 'city'], x(101)),
      'body/property/city must NOT have more than 100 characters',
    ],
    [
      'a 36-character code',
      withField(general, ['code'], x(36)),
      'body/code must NOT have more than 35 characters',
    ],
    [
      'a code with spaces',
      withField(general, ['code'], 'SPRING 24'),
      'body/code must match pattern',
    ],
    // Any board's MLS number is letters and digits in dash-separated groups (`X-2024-17`), so a
    // listing contact's code is told from a referral code by its board, not its shape; what could
    // change a path or a query never passes.
    [
      'a listing contact whose MLS number holds a path',
      withField(listing, ['code'], 'C5001234/../1'),
      'body/code must match pattern',
    ],
    ['an extra property', withField(general, ['admin'], true), 'body/admin is not allowed'],
    [
      'an extra nested property',
      withField(general, ['property', 'bedrooms'], 3),
      'body/property/bedrooms is not allowed',
    ],
    ['no email', withField(general, ['user', 'email'], undefined), 'body/user/email is required'],
    ['no phone', withField(listing, ['user', 'phone'], undefined), 'body/user/phone is required'],
    [
      'no first name',
      withField(general, ['user', 'name', 'first'], undefined),
      'body/user/name/first is required',
    ],
    [
      'no city',
      withField(general, ['property', 'city'], undefined),
      'body/property/city is required',
    ],
    ['no user', withField(general, ['user'], undefined), 'body/user is required'],
    [
      'a listing contact without its address',
      withField(listing, ['property', 'address'], undefined),
      'body/property/address is required',
    ],
    [
      'a listing contact without its MLS number',
      withField(listing, ['code'], undefined),
      'body/code is required',
    ],
  ])('answers %s with 400 naming the field', async (_case, lead, message) => {
    const { status, body } = await postLead(server.baseUrl, lead)
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })

  it.each([
    'nope',
    'a@b',
    'a@example.c',
    'a@example.museum',
    'a b@example.ca',
    '@example.ca',
    'a@@example.ca',
    'a@example.ca ',
  ])('refuses the email %j', async (email) => {
    const lead = withField(generalLead(), ['user', 'email'], email)
    const { status, body } = await postLead(server.baseUrl, lead)
    expect(status).toBe(400)
    expect(body.message).toContain('body/user/email must match pattern')
  })

  it.each([
    '416555012',
    '1165550123',
    '4161550123',
    '416-555-0123',
    '+14165550123',
    '(416)555-0123',
  ])('refuses the phone %j', async (phone) => {
    const lead = withField(listingContactLead(), ['user', 'phone'], phone)
    const { status, body } = await postLead(server.baseUrl, lead)
    expect(status).toBe(400)
    expect(body.message).toContain('body/user/phone must match pattern')
  })

  it('refuses a body that is not an object', async () => {
    expect(await postLead(server.baseUrl, [generalLead()])).toMatchObject({
      status: 400,
      body: { message: 'body must be object' },
    })
  })

  it('stores nothing it refused', () => {
    expect(leadCount()).toBe(storedBefore)
  })
})

describe('a stored lead', () => {
  it('survives a restart of the service', async () => {
    const first = await startTestServer()
    const { body } = await postLead(first.baseUrl, listingContactLead())
    await first.close({ keepData: true })

    const second = await startTestServer({ config: { dataDir: first.dataDir } })
    try {
      expect(storedLead(second.customerDb, body.id)).toMatchObject({
        code: 'C5001234',
        board_id: 2,
      })
      const next = await postLead(second.baseUrl, generalLead())
      expect(next.body.id).toBeGreaterThan(body.id as number)
    } finally {
      await second.close()
    }
  })
})
