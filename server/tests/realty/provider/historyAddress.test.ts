import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeProvider, type RunningFakeProvider } from '../../../fakeProvider/start'
import { addressNumber, sameAddressNumber } from '../../../src/realty/provider/addressNumbers'
import { createProviderSource } from '../../../src/realty/provider/providerSource'
import type { ProviderSearchResponse } from '../../../src/realty/provider/providerTypes'
import { AUDIENCE, ISSUER, startTestPool, type TestPool } from '../../customer/tokens'
import { startTestServer, type TestServer } from '../../helpers'

describe('a street or unit number as the provider keeps it', () => {
  it.each([
    ['42', '42'],
    ['042', '42'],
    [' 0042 ', '42'],
    ['0', '0'],
    ['1002', '1002'],
    ['ph04', 'PH4'],
    ['12a', '12A'],
    ['', ''],
  ])('%j is %j', (written, kept) => {
    expect(addressNumber(written)).toBe(kept)
  })

  it.each([
    ['042', '42', true],
    ['PH04', 'ph4', true],
    [null, '', true],
    [undefined, null, true],
    ['42', '43', false],
    ['4', null, false],
  ])('%j and %j are the same number: %s', (a, b, same) => {
    expect(sameAddressNumber(a, b)).toBe(same)
  })
})

describe("a home's history through the provider", () => {
  let pool: TestPool
  let fake: RunningFakeProvider
  let service: TestServer
  let token: string

  beforeAll(async () => {
    pool = await startTestPool()
    fake = await startFakeProvider(300, { latencyMs: 0 })
    service = await startTestServer({
      config: {
        datasetSize: 0,
        identity: { jwksUrl: pool.jwksUrl, issuer: ISSUER, audience: AUDIENCE },
        listings: {
          source: 'provider',
          providerUrl: fake.url,
          providerKey: fake.settings.apiKey,
          providerTimeoutMs: 5000,
        },
      },
    })
    token = await pool.token({ sub: 'buyer-sub', email: 'buyer@example.ca' })
  }, 60_000)

  afterAll(async () => {
    await service.close()
    await Promise.all([fake.close(), pool.close()])
  })

  it('finds a home whose number a board wrote with a leading zero', async () => {
    const found = await fetch(`${fake.url}/listings?status=A&resultsPerPage=20`, {
      headers: { 'REPLIERS-API-KEY': fake.settings.apiKey },
    })
    const { listings } = (await found.json()) as ProviderSearchResponse
    const home = listings.find((listing) => !listing.address?.unitNumber)
    const address = home?.address ?? {}
    const query = new URLSearchParams({
      city: String(address.city),
      streetName: String(address.streetName),
      streetNumber: `0${String(address.streetNumber)}`,
    })
    const response = await fetch(`${service.baseUrl}/listings/history?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    const { history } = (await response.json()) as { history: { mlsNumber: string }[] }
    expect(history.map((entry) => entry.mlsNumber)).toContain(home?.mlsNumber)
  })

  it("asks for the street's direction and the numbers as the provider keeps them", async () => {
    const asked: URL[] = []
    const source = createProviderSource(
      { providerUrl: fake.url, providerKey: fake.settings.apiKey, providerTimeoutMs: 5000 },
      {
        fetch: (input, init) => {
          asked.push(new URL(input instanceof Request ? input.url : input))
          return fetch(input, init)
        },
      },
    )
    await source.history({
      city: 'Toronto',
      streetName: 'King',
      streetNumber: '010',
      streetSuffix: 'St',
      streetDirection: 'E',
      unitNumber: '0704',
    })
    const params = asked[0]?.searchParams
    expect(params?.get('streetDirection')).toBe('E')
    expect(params?.get('streetNumber')).toBe('10')
    expect(params?.get('unitNumber')).toBe('704')
  })
})
