import { afterEach, describe, expect, it } from 'vitest'
import { listingRealtorId } from '../../../contract/listingRealtor'
import { CUSTOMER_ENGINES } from '../support/customerEngines'
import { generalLead, listingContactLead } from '../contact/leads'
import { startTestServer, type TestServer } from '../helpers'

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function post(server: TestServer, lead: unknown, language = 'en-CA,en;q=0.9') {
  const response = await fetch(`${server.baseUrl}/realty/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(lead),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const torontoLead = () => ({ ...generalLead(), property: { city: 'Toronto', price: 900_000 } })

describe.each(CUSTOMER_ENGINES)('lead routing over HTTP (%s)', (customerEngine) => {
  it("gives a listing inquiry to the listing page's realtor and names them", async () => {
    const server = await startTestServer({ customerEngine })
    servers.push(server)
    const lead = listingContactLead()
    const answer = await post(server, lead, 'fr-CA,fr;q=0.9,en;q=0.5')
    expect(answer.status).toBe(200)
    const id = listingRealtorId(lead.code)
    expect(answer.body).toMatchObject({
      status: 'received',
      realtor: { id, phone: expect.stringMatching(/^\d{3}-555-\d{4}$/) as unknown },
    })
    expect((answer.body.realtor as { photoUrl: string }).photoUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:5173/real-estate/team/${id.replace('.', '\\.')}\\.png$`),
    )
    const row = await server.customers
      .selectFrom('leads')
      .select(['realtor_id', 'language'])
      .where('id', '=', answer.body.id as number)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ realtor_id: id, language: 'fr' })
  })

  it('gives a French visitor a French-speaking realtor of their city', async () => {
    const server = await startTestServer({ customerEngine })
    servers.push(server)
    const answers = [
      await post(server, torontoLead(), 'fr'),
      await post(server, torontoLead(), 'fr'),
    ]
    expect(answers.map(({ body }) => (body.realtor as { id: string }).id)).toEqual([
      'isabelle.gagnon',
      'isabelle.gagnon',
    ])
  })

  it('hands out leads in turn among equals, and keeps the turn across a restart', async () => {
    const first = await startTestServer({ customerEngine })
    const realtorOf = async (server: TestServer) =>
      ((await post(server, torontoLead())).body.realtor as { id: string }).id
    const before = [await realtorOf(first), await realtorOf(first)]
    await first.close({ keepData: true })
    // Reopened where the first left its data (a fresh engine would make a new database).
    const second = await startTestServer({
      config: { dataDir: first.dataDir, customerDatabase: first.customerDatabase },
    })
    servers.push(second)
    const after = [await realtorOf(second), await realtorOf(second)]
    // Toronto's English speakers by id, each in turn, the rotation going on after the restart.
    expect([...before, ...after]).toEqual([
      'isabelle.gagnon',
      'priya.raman',
      'sofia.moretti',
      'isabelle.gagnon',
    ])
  })
})
