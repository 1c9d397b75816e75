import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocationsResponse, PlaceArea } from '../../../../contract/realty'
import type { RunningFakeProvider } from '../../../fakeProvider/start'
import type { TestServer } from '../../helpers'
import { startProviderService, type ProviderService } from './providerService'

/**
 * The provider keeps places from several sources, so the service asks for the boards' places
 * alone: each city is named once. The filter's published spelling (`MSL`) and the answer's
 * (`MLS`) differ, so either is taken, whichever the provider accepts.
 */
describe('places through the provider, from one source', () => {
  let running: ProviderService
  let fake: RunningFakeProvider
  let service: TestServer

  beforeAll(async () => {
    running = await startProviderService()
    ;({ fake, service } = running)
  }, 60_000)

  afterAll(() => running.close())

  async function call<T>(path: string): Promise<T> {
    const response = await fetch(`${service.baseUrl}${path}`)
    const body = (await response.json()) as T
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
    return body
  }

  const names = (items: readonly { name: string }[]) => items.map((item) => item.name)

  it('names each city once, with its outline once', async () => {
    const { search } = await call<LocationsResponse>('/locations?resultsPerPage=50')
    expect(search.cities.length).toBeGreaterThan(1)
    expect(new Set(names(search.cities)).size).toBe(search.cities.length)
    const { polygons } = await call<{ polygons: PlaceArea[] }>('/polygons?type=city')
    expect(polygons.length).toBeGreaterThan(1)
    expect(new Set(names(polygons)).size).toBe(polygons.length)
  })

  it('takes the answer spelling when the provider refuses the published one', async () => {
    fake.settings.locationSourceFilter = 'MLS'
    try {
      const { search } = await call<LocationsResponse>('/locations?search=mis&resultsPerPage=5')
      expect(names(search.cities)).toContain('Mississauga')
      expect(new Set(names(search.cities)).size).toBe(search.cities.length)
    } finally {
      fake.settings.locationSourceFilter = 'MSL'
    }
  })
})
