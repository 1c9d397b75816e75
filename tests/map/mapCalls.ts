import { http, HttpResponse } from 'msw'
import { beforeEach, vi } from 'vitest'
import type { ListingRecord } from '../../contract/listing'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'

/** What the map screen's tests share: its service calls answered, and a clean page each time. */

const REALTY = 'http://127.0.0.1:8787'

const LAKE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lake Ontario' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-79.5, 43.6],
            [-79.2, 43.67],
            [-79.2, 43.3],
            [-79.5, 43.6],
          ],
        ],
      },
    },
  ],
}

export interface Answer {
  readonly pins?: readonly ListingRecord[]
  readonly clusters?: readonly object[]
  readonly count?: number
  readonly panel?: readonly ListingRecord[]
  readonly panelCount?: number
  readonly pinsFail?: boolean
}

/** The map's calls: pins (cluster=true), the results panel's page, outlines, one listing. */
export function answer(given: Answer) {
  const asked: URLSearchParams[] = []
  const pins = given.pins ?? activeSales.slice(0, 5)
  const panel = given.panel ?? pins
  server.use(
    http.get(listingsUrl, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      if (params.get('cluster') === 'true') {
        if (given.pinsFail) return HttpResponse.json({ message: 'down' }, { status: 503 })
        return HttpResponse.json({
          ...listingsResponse(pins),
          count: given.count ?? pins.length,
          aggregates: { map: { clusters: given.clusters ?? [] } },
        })
      }
      const size = Number(params.get('resultsPerPage'))
      const page = Number(params.get('pageNum'))
      const total = given.panelCount ?? panel.length
      return HttpResponse.json({
        ...listingsResponse(panel.slice(0, size)),
        count: total,
        numPages: Math.ceil(total / size),
        page,
      })
    }),
    http.get(`${REALTY}/polygons`, () => HttpResponse.json({ polygons: [] })),
    http.get(`${REALTY}/geo/lake`, () => HttpResponse.json(LAKE)),
    http.get(`${REALTY}/listings/:mls`, ({ params }) => {
      const found = [...pins, ...panel].find((listing) => listing.mlsNumber === params.mls)
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'No listing' }, { status: 404 })
    }),
  )
  return asked
}

/** Each test starts with no remembered search, view or panel, and scrolling that does nothing. */
export function freshMapPageEachTest(): void {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    Element.prototype.scrollIntoView = vi.fn()
  })
}
