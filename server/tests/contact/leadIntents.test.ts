import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_WORDINGS } from '../../../contract/consent'
import type { CustomerEngine } from '../../src/db/customerDb'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { generalLead, leaseListingLead, postLead, withField } from './leads'

// What a lead wants (buy, sell or rent), its price for that, its message and its consent, over
// HTTP into the customers' database of each engine.
describe.each(CUSTOMER_ENGINES)('leads by intent, on %s', (engine: CustomerEngine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ customerEngine: engine })
  })

  afterAll(async () => {
    await server.close()
  })

  const stored = (id: unknown) =>
    server.customers
      .selectFrom('leads')
      .select(['price', 'intent', 'message', 'consent_wording', 'consent_text', 'consent_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()

  async function accepted(lead: unknown) {
    const { status, body } = await postLead(server.baseUrl, lead)
    expect(status, JSON.stringify(body)).toBe(200)
    return stored(body.id)
  }

  it("takes a lease listing's lead with its monthly rent, and without consent", async () => {
    expect(await accepted(leaseListingLead())).toEqual({
      price: 2_450,
      intent: 'rent',
      message: 'Are pets allowed?',
      consent_wording: null,
      consent_text: null,
      consent_at: null,
    })
  })

  it.each([
    ['a renter without a price', withField(generalLead(), ['intent'], 'rent'), 'rent'],
    [
      'a seller without a price, with a message',
      withField(
        withField(withField(generalLead(), ['intent'], 'sell'), ['property', 'price'], undefined),
        ['message'],
        'When is the best time to list?',
      ),
      'sell',
    ],
    ['a buyer without a price', withField(generalLead(), ['property', 'price'], undefined), 'buy'],
  ])('takes %s', async (_name, lead, intent) => {
    const rentless = withField(lead, ['property', 'price'], undefined)
    expect(await accepted(rentless)).toMatchObject({ price: null, intent })
  })

  it('takes a lead of an older client, without an intent, within the price bounds', async () => {
    expect(await accepted(withField(generalLead(), ['intent'], undefined))).toMatchObject({
      price: 800_000,
      intent: null,
    })
  })

  it.each([
    [
      "a renter's rent under $100",
      withField(leaseListingLead(), ['property', 'price'], 99),
      'body/property/price must be >= 100',
    ],
    [
      "a renter's rent over $50,000",
      withField(withField(generalLead(), ['intent'], 'rent'), ['property', 'price'], 50_001),
      'body/property/price must be <= 50000',
    ],
    [
      "a buyer's price of a month's rent",
      withField(generalLead(), ['property', 'price'], 2_450),
      'body/property/price must be >= 50000',
    ],
    [
      'an intent the forms do not offer',
      withField(generalLead(), ['intent'], 'lease'),
      'body/intent must be equal to one of the allowed values',
    ],
    [
      'a consent to a wording never shown',
      withField(generalLead(), ['consent'], { wording: 'anything', language: 'en' }),
      'body/consent/wording must be equal to one of the allowed values',
    ],
    [
      'a consent as a bare flag',
      withField(generalLead(), ['consent'], true),
      'body/consent must be object',
    ],
  ])('answers %s with 400 naming the field', async (_name, lead, reason) => {
    const { status, body } = await postLead(server.baseUrl, lead)
    expect(status).toBe(400)
    expect(body.message).toContain(reason)
  })

  it('keeps a ticked consent: the wording id, the exact French text, and the time', async () => {
    const before = new Date().toISOString()
    const row = await accepted(
      withField(leaseListingLead(), ['consent'], { wording: 'marketing-email-v1', language: 'fr' }),
    )
    expect(row).toMatchObject({
      consent_wording: 'marketing-email-v1:fr',
      consent_text: CONSENT_WORDINGS['marketing-email-v1'].fr,
    })
    expect(row.consent_at! >= before && row.consent_at! <= new Date().toISOString()).toBe(true)
  })
})
