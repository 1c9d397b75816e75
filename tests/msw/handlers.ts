import { http, HttpResponse } from 'msw'
import { activeSales, listingsResponse } from '../fixtures/listings'
import { leadService } from './leads'
import { reviewsHandler } from './reviews'

/** The deployed-version manifest the shell polls; by default the same version as the build. */
export const manifestUrl = '*/real-estate/manifest.json'
export const listingsUrl = 'http://127.0.0.1:8787/listings'

export const defaultHandlers = [
  http.get(manifestUrl, () => HttpResponse.json({ version: __APP_VERSION__ })),
  http.get(listingsUrl, ({ request }) => {
    const size = Number(new URL(request.url).searchParams.get('resultsPerPage') ?? 8)
    return HttpResponse.json(listingsResponse(activeSales.slice(0, size)))
  }),
  reviewsHandler(),
  // A listing page's later stages (similar homes, the area's outline, suggestions, asked again
  // once the session is known) can start after its test has ended: empty answers keep those
  // requests from failing the next test.
  http.get(`${listingsUrl}/:mls/similar`, () => HttpResponse.json({ listings: [] })),
  http.get('http://127.0.0.1:8787/polygons', () => HttpResponse.json({ polygons: [] })),
  // The listing page's location map draws the map screen's road layer: no roads by default.
  http.get('http://127.0.0.1:8787/geo/roads', () => HttpResponse.json({ roads: [], places: [] })),
  http.get(`${listingsUrl}/:mls/suggestions`, () =>
    HttpResponse.json({
      suggestions: { popular: [], nearby: [], recent: [] },
      similarListings: [],
    }),
  ),
  // Pages with a lead form load its schema; tests that send leads use their own leadService.
  ...leadService().handlers,
]
