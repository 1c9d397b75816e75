import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GeocodeResult } from '../../../contract/geo'
import { startTestServer, type TestServer } from '../helpers'
import { component, geoClient } from './client'
import { listingsAt, streetText, torontoAddress } from './fixtures'

let server: TestServer
let geo: ReturnType<typeof geoClient>

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 1500 } })
  geo = geoClient(server)
})

afterAll(async () => {
  await server.close()
})

async function firstPlace(input: string): Promise<GeocodeResult> {
  const { predictions } = await geo.predictions(input)
  const placeId = predictions[0]?.place_id ?? ''
  const { results, status } = await geo.geocode({ place_id: placeId })
  expect(status).toBe('OK')
  const [result, ...rest] = results
  if (!result) throw new Error(`no result for ${input}`)
  expect(rest).toEqual([])
  expect(result.place_id).toBe(placeId)
  return result
}

function expectInViewport(result: GeocodeResult) {
  const { location, viewport } = result.geometry
  expect(viewport).toBeDefined()
  expect(location.lat).toBeGreaterThanOrEqual(viewport?.southwest.lat ?? Infinity)
  expect(location.lat).toBeLessThanOrEqual(viewport?.northeast.lat ?? -Infinity)
  expect(location.lng).toBeGreaterThanOrEqual(viewport?.southwest.lng ?? Infinity)
  expect(location.lng).toBeLessThanOrEqual(viewport?.northeast.lng ?? -Infinity)
}

const placeIdOf = (ref: unknown) => `hw:${Buffer.from(JSON.stringify(ref)).toString('base64url')}`

describe('GET /geo/geocode?place_id=', () => {
  it('geocodes a city with its province and country', async () => {
    const result = await firstPlace('Tor')
    expect(result.formatted_address).toBe('Toronto, ON, Canada')
    expect(result.types).toEqual(['locality', 'political'])
    expect(component(result, 'locality')?.long_name).toBe('Toronto')
    expect(component(result, 'administrative_area_level_1')).toMatchObject({
      long_name: 'Ontario',
      short_name: 'ON',
    })
    expect(component(result, 'country')).toMatchObject({ long_name: 'Canada', short_name: 'CA' })
    expect(component(result, 'street_number')).toBeUndefined()
    expectInViewport(result)
  })

  it('geocodes a neighbourhood within its city', async () => {
    const result = await firstPlace('Ann')
    expect(result.formatted_address).toBe('Annex, Toronto, ON, Canada')
    expect(component(result, 'neighborhood')?.long_name).toBe('Annex')
    expect(component(result, 'locality')?.long_name).toBe('Toronto')
    expectInViewport(result)
  })

  it('geocodes a street address with the parts a street pin needs', async () => {
    const address = torontoAddress(server)
    const result = await firstPlace(`${address.number} ${streetText(address)} ${address.city}`)
    const homes = listingsAt(server, address)
    expect(result.types).toEqual(['street_address'])
    expect(component(result, 'street_number')?.long_name).toBe(address.number)
    expect(component(result, 'route')?.short_name).toBe(streetText(address))
    expect(component(result, 'route')?.long_name).toMatch(/ (East|West|North|South)$/)
    expect(component(result, 'locality')?.long_name).toBe('Toronto')
    expect(component(result, 'administrative_area_level_1')?.short_name).toBe('ON')
    expect(homes.map((home) => home.zip)).toContain(component(result, 'postal_code')?.long_name)
    expect(homes).toContainEqual(
      expect.objectContaining({
        lat: result.geometry.location.lat,
        lng: result.geometry.location.lng,
      }),
    )
    expect(result.formatted_address).toMatch(
      new RegExp(`^${address.number} ${streetText(address)}, Toronto, ON [A-Z0-9 ]{7}, Canada$`),
    )
    expectInViewport(result)
  })

  it('geocodes a street as the span of its listings', async () => {
    const address = torontoAddress(server)
    const result = await firstPlace(`${streetText(address)} ${address.city}`)
    expect(result.types).toEqual(['route'])
    expect(component(result, 'route')?.short_name).toBe(streetText(address))
    expect(component(result, 'street_number')).toBeUndefined()
    expect(component(result, 'locality')?.long_name).toBe('Toronto')
    expectInViewport(result)
  })

  it('answers 404 for a well-formed id of a place not in the dataset', async () => {
    const message = await geo.refused(
      '/geo/geocode',
      { place_id: placeIdOf({ kind: 'locality', city: 'Atlantis' }) },
      404,
    )
    expect(message).toMatch(/NOT_FOUND/)
  })

  it('refuses place ids it did not issue', async () => {
    const ids = [
      'ChIJpTvG15DL1IkRd8S0KlBVNTI',
      'hw:',
      'hw:!!!',
      placeIdOf('just a string').replace('hw:', 'xx:'),
      `hw:${Buffer.from('not json').toString('base64url')}`,
      placeIdOf({ kind: 'planet', city: 'Toronto' }),
      placeIdOf({ kind: 'locality', city: 'Toronto', extra: 1 }),
      placeIdOf({ kind: 'street_address', city: 'Toronto', name: 'King' }),
    ]
    for (const id of ids) {
      expect(await geo.refused('/geo/geocode', { place_id: id })).toMatch(/place_id/)
    }
  })
})

describe('GET /geo/geocode?latlng=', () => {
  it('names the city (and neighbourhood) at a point in Toronto', async () => {
    const { results, status } = await geo.geocode({ latlng: '43.65,-79.38' })
    expect(status).toBe('OK')
    const locality = results.find((result) => result.types.includes('locality'))
    expect(component(locality, 'locality')?.long_name).toBe('Toronto')
    expect(results.at(-1)).toBe(locality)
    for (const result of results) expect(component(result, 'locality')?.long_name).toBe('Toronto')
  })

  it('gives the listing address at a listed home first', async () => {
    const address = torontoAddress(server)
    const { results } = await geo.geocode({
      latlng: `${String(address.lat)},${String(address.lng)}`,
    })
    expect(results[0]?.types).toEqual(['street_address'])
    expect(component(results[0], 'street_number')).toBeDefined()
    expect(component(results[0], 'route')).toBeDefined()
    expect(component(results[0], 'locality')?.long_name).toBe('Toronto')
  })

  it('finds nothing in Lake Ontario or outside the dataset', async () => {
    for (const latlng of ['43.55,-79.35', '49.28,-123.12', '0,0']) {
      expect(await geo.geocode({ latlng })).toEqual({ results: [], status: 'ZERO_RESULTS' })
    }
  })

  it('refuses a latlng that is not two numbers on the globe', async () => {
    for (const latlng of [
      'abc',
      '43.65',
      '43.65,',
      '91,0',
      '43.65,-181',
      '1e3,2',
      '43.6,-79.3,1',
      'NaN,1',
    ]) {
      expect(await geo.refused('/geo/geocode', { latlng })).toMatch(/latlng/)
    }
  })

  it('wants exactly one of place_id and latlng', async () => {
    expect(await geo.refused('/geo/geocode', {})).toMatch(/place_id or latlng/)
    const both = {
      latlng: '43.65,-79.38',
      place_id: placeIdOf({ kind: 'locality', city: 'Toronto' }),
    }
    expect(await geo.refused('/geo/geocode', both)).toMatch(/place_id or latlng/)
  })
})
