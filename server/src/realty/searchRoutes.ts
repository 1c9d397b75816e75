import { ErrorBody } from '../../../contract/errors'
import {
  AutocompleteQuery,
  ListingsQuery,
  ListingsResponse,
  LocationsQuery,
  LocationsResponse,
  PolygonQuery,
  PolygonsResponse,
} from '../../../contract/realty'
import { assertGuestMayAsk } from './boardRules'
import { plainJson } from './plainJson'
import type { RealtyApp, RealtyRequest } from './realtyRequest'

const errors = { 400: ErrorBody, 404: ErrorBody }

/** GET /listings: a page, a count, map clusters, aggregates and statistics, for the viewer. */
export function registerSearchRoute(app: RealtyApp, { source, viewerOf }: RealtyRequest): void {
  app.get(
    '/listings',
    {
      schema: {
        summary: 'Search listings: page, count, map clusters and aggregates',
        tags: ['realty'],
        querystring: ListingsQuery,
        response: { 200: ListingsResponse, 401: ErrorBody, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const viewer = await viewerOf(request)
      // The board rules on the request itself, so they hold whichever source answers it.
      assertGuestMayAsk(request.query, viewer)
      return source.search(request.query, viewer)
    },
  )
}

/** The search box's calls: listings by what was typed, places by name, and their outlines. */
export function registerSearchBoxRoutes(app: RealtyApp, { source, viewerOf }: RealtyRequest): void {
  app.get(
    '/autocomplete',
    {
      schema: {
        summary: 'Listings whose address or MLS number matches what was typed',
        tags: ['realty'],
        querystring: AutocompleteQuery,
        response: { 200: ListingsResponse, 400: ErrorBody },
      },
      serializerCompiler: plainJson,
    },
    async (request) => source.autocomplete(request.query, await viewerOf(request)),
  )

  app.get(
    '/locations',
    {
      schema: {
        summary: 'Neighbourhoods and cities whose names match',
        tags: ['realty'],
        querystring: LocationsQuery,
        response: { 200: LocationsResponse, 400: ErrorBody },
      },
    },
    (request) => source.locations(request.query),
  )

  app.get(
    '/polygons',
    {
      schema: {
        summary: 'City and neighbourhood outlines by name and type (board 2 polygon data)',
        tags: ['realty'],
        querystring: PolygonQuery,
        response: { 200: PolygonsResponse, 400: ErrorBody },
      },
    },
    async (request) => ({ polygons: await source.polygons(request.query) }),
  )
}
