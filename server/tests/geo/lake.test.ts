import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LakeResponse } from '../../../contract/geo'
import type { ListingsResponse } from '../../../contract/realty'
import { CITIES, SHORELINE } from '../../src/data/geography/cities'
import { pointInRing, type Position } from '../../src/data/geometry'
import { startTestServer, type TestServer } from '../helpers'
import { geoClient } from './client'

let server: TestServer
let geo: ReturnType<typeof geoClient>

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 600 } })
  geo = geoClient(server)
})

afterAll(async () => {
  await server.close()
})

async function lakeRing(): Promise<Position[]> {
  const response = await fetch(`${server.baseUrl}/geo/lake`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as LakeResponse
  const [ring] = body.features[0]?.geometry.coordinates ?? []
  if (!ring) throw new Error('no ring')
  return ring
}

describe('GET /geo/lake: Lake Ontario for the keyless map', () => {
  it('is one closed GeoJSON polygon named Lake Ontario, cached for a day', async () => {
    const response = await fetch(`${server.baseUrl}/geo/lake`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = (await response.json()) as LakeResponse
    expect(body.type).toBe('FeatureCollection')
    expect(body.features).toHaveLength(1)
    const [feature] = body.features
    expect(feature?.properties.name).toBe('Lake Ontario')
    expect(feature?.geometry.type).toBe('Polygon')
    const ring = feature?.geometry.coordinates[0] ?? []
    expect(ring.length).toBeGreaterThan(30)
    expect(ring.at(-1)).toEqual(ring[0])
  })

  it('holds open water and leaves the cities on the shore dry', async () => {
    const ring = await lakeRing()
    // Open water off Toronto, Oakville, Oshawa and Rochester.
    for (const point of [
      [-79.38, 43.55],
      [-79.6, 43.35],
      [-78.8, 43.6],
      [-77.6, 43.5],
    ] as Position[]) {
      expect(pointInRing(point, ring), String(point)).toBe(true)
    }
    // Land: downtown Toronto, Mississauga, Hamilton Mountain, Kingston, Niagara Falls.
    for (const point of [
      [-79.3832, 43.6532],
      [-79.64, 43.59],
      [-79.87, 43.22],
      [-76.5, 44.25],
      [-79.08, 43.09],
    ] as Position[]) {
      expect(pointInRing(point, ring), String(point)).toBe(false)
    }
  })

  it('meets the lakeside cities along the shared shoreline', async () => {
    const ring = await lakeRing()
    expect(ring.slice(0, SHORELINE.length)).toEqual(SHORELINE)
    for (const city of CITIES) {
      const inside = city.boundary.filter((vertex) => {
        const onShore = SHORELINE.some(([x, y]) => x === vertex[0] && y === vertex[1])
        return !onShore && pointInRing(vertex, ring)
      })
      expect(inside, city.name).toEqual([])
    }
  })

  it('no listing of the dataset lies in the water', async () => {
    const ring = await lakeRing()
    const response = await fetch(
      `${server.baseUrl}/listings?${new URLSearchParams({ resultsPerPage: '100', fields: 'mlsNumber,map' }).toString()}`,
    )
    const body = (await response.json()) as ListingsResponse
    expect(body.listings.length).toBeGreaterThan(50)
    const listings = body.listings as {
      mlsNumber: string
      map: { latitude: number; longitude: number }
    }[]
    for (const { mlsNumber, map } of listings) {
      expect(pointInRing([map.longitude, map.latitude], ring), mlsNumber).toBe(false)
    }
  })

  it.each([
    ['a', '1'],
    ['bbox', '-80,43,-79,44'],
    ['callback', 'x'],
  ])('refuses an unknown parameter (%s) with 400 and a reason', async (name, value) => {
    const message = await geo.refused('/geo/lake', { [name]: value })
    expect(message).toBe(`querystring/${name} is not allowed`)
  })
})
