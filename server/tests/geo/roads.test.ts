import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RoadsResponse } from '../../../contract/geo'
import { startTestServer, type TestServer } from '../helpers'
import { geoClient } from './client'

let server: TestServer
let geo: ReturnType<typeof geoClient>

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 3000 } })
  geo = geoClient(server)
})

afterAll(async () => {
  await server.close()
})

/** Downtown Toronto around Yonge and Queen, about a screen wide at zoom 15. */
const DOWNTOWN = '-79.395,43.645,-79.365,43.66'
/** The whole region, about a screen wide at zoom 9 or 10. */
const REGION = '-79.95,43.25,-78.85,44.0'

async function roads(bbox: string, zoom: number): Promise<RoadsResponse> {
  const response = await fetch(
    `${server.baseUrl}/geo/roads?${new URLSearchParams({ bbox, zoom: String(zoom) }).toString()}`,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as RoadsResponse
}

const kinds = (body: RoadsResponse) => new Set(body.roads.map((road) => road.kind))

describe('GET /geo/roads: roads and names for the keyless map', () => {
  it.each([
    [8, REGION, []],
    [9, REGION, ['highway']],
    [10, REGION, ['highway']],
    [11, DOWNTOWN, ['highway', 'arterial']],
    [13, DOWNTOWN, ['highway', 'arterial']],
    [14, DOWNTOWN, ['highway', 'arterial', 'street']],
    [16, DOWNTOWN, ['highway', 'arterial', 'street']],
  ])('at zoom %i draws only the kinds of that level of detail', async (zoom, bbox, expected) => {
    const body = await roads(bbox, zoom)
    expect([...kinds(body)].sort()).toEqual([...expected].sort())
  })

  it('draws the 401 across the region and Yonge St downtown, each as a line', async () => {
    const region = await roads(REGION, 9)
    expect(region.roads.map((road) => road.name)).toEqual(
      expect.arrayContaining(['401', 'QEW', '407', 'Don Valley Pkwy']),
    )
    const downtown = await roads(DOWNTOWN, 14)
    const yonge = downtown.roads.find((road) => road.name === 'Yonge St')
    expect(yonge?.kind).toBe('arterial')
    expect(yonge?.path.length).toBeGreaterThanOrEqual(2)
    expect(downtown.roads.some((road) => road.name === 'Gardiner Expy')).toBe(true)
  })

  it('keeps to the view: nothing whose box misses it', async () => {
    const body = await roads('-79.9,43.9,-79.85,43.93', 14)
    expect(body.roads).toEqual([])
  })

  it('names cities at low zoom and neighbourhoods at middle zoom, never both past 12', async () => {
    const low = await roads(REGION, 10)
    expect(low.places.map((place) => place.name)).toEqual(
      expect.arrayContaining(['Toronto', 'Mississauga', 'Whitby']),
    )
    expect(low.places.every((place) => place.kind === 'city')).toBe(true)
    const middle = await roads(DOWNTOWN, 14)
    expect(middle.places.map((place) => place.name)).toContain('Church-Yonge Corridor')
    expect(middle.places.every((place) => place.kind === 'neighbourhood')).toBe(true)
    expect((await roads(DOWNTOWN, 16)).places).toEqual([])
  })

  it('answers a repeated view with the same ETag, and 304 when the client has it', async () => {
    const url = `${server.baseUrl}/geo/roads?bbox=${DOWNTOWN}&zoom=15`
    const first = await fetch(url)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await fetch(url)).headers.get('etag')).toBe(etag)
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it.each([
    [{ zoom: '14' }, 'querystring/bbox is required'],
    [{ bbox: DOWNTOWN }, 'querystring/zoom is required'],
    [{ bbox: DOWNTOWN, zoom: 'x' }, 'querystring/zoom must be integer'],
    [{ bbox: DOWNTOWN, zoom: '23' }, 'querystring/zoom must be <= 22'],
    [
      { bbox: 'a,b,c,d', zoom: '14' },
      'querystring/bbox must be four numbers: west,south,east,north',
    ],
    [
      { bbox: '-79.3,43.6,-79.4', zoom: '14' },
      'querystring/bbox must be four numbers: west,south,east,north',
    ],
    [
      { bbox: '-79.3,43.6,-79.4,43.7', zoom: '14' },
      'querystring/bbox must have west < east and south < north',
    ],
    [
      { bbox: '-190,43.6,-79.4,43.7', zoom: '14' },
      'querystring/bbox longitudes must be between -180 and 180',
    ],
    [
      { bbox: '-79.5,43.6,-79.4,91', zoom: '14' },
      'querystring/bbox latitudes must be between -90 and 90',
    ],
    [{ bbox: REGION, zoom: '15' }, 'querystring/bbox is wider than a view at zoom 15'],
    [{ bbox: DOWNTOWN, zoom: '14', x: '1' }, 'querystring/x is not allowed'],
  ])('refuses %j with 400 and a reason', async (params, reason) => {
    expect(await geo.refused('/geo/roads', params as Record<string, string>)).toBe(reason)
  })
})
