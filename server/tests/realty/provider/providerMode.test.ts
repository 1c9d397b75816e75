import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningFakeProvider } from '../../../fakeProvider/start'
import type { TestServer } from '../../helpers'
import { startProviderService, type ProviderService } from './providerService'

/**
 * LISTINGS_SOURCE=provider: the service starts with an empty generated dataset and still answers
 * every realty call, because it reads them through the provider (here the fake, in-process).
 */
let running: ProviderService
let fake: RunningFakeProvider
let service: TestServer

beforeAll(async () => {
  running = await startProviderService()
  ;({ fake, service } = running)
}, 60_000)

afterAll(() => running.close())

describe('the realty service with LISTINGS_SOURCE=provider', () => {
  it("serves the provider's listings although its own dataset is empty", async () => {
    const response = await fetch(`${service.baseUrl}/listings?status=A&resultsPerPage=3`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { count: number; listings: { mlsNumber: string }[] }
    expect(body.count).toBeGreaterThan(0)
    expect(body.listings).toHaveLength(3)
    const first = body.listings[0]?.mlsNumber ?? ''
    const one = await fetch(`${service.baseUrl}/listings/${first}`)
    expect(one.status).toBe(200)
    expect(((await one.json()) as { mlsNumber: string }).mlsNumber).toBe(first)
  })

  it('never writes the key into an answer', async () => {
    const response = await fetch(`${service.baseUrl}/listings?status=A&resultsPerPage=5`)
    expect(await response.text()).not.toContain(fake.settings.apiKey)
  })
})
