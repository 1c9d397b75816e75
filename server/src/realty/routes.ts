import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../contract/errors'
import {
  AutocompleteQuery,
  BoardHeader,
  CountResponse,
  Listing,
  ListingBody,
  ListingParams,
  ListingsQuery,
  ListingsResponse,
  LocationsQuery,
  LocationsResponse,
  PolygonQuery,
  PolygonsResponse,
  SimilarResponse,
  SuggestionsResponse,
} from '../../../contract/realty'
import { notFound } from '../httpErrors'
import { autocomplete } from './autocomplete'
import { findLocations, findPolygons } from './places'
import { ANONYMOUS, forViewer, project } from './presentListing'
import { findListing, similarListings, suggestionsFor } from './related'
import { searchListings } from './search'

const errors = { 400: ErrorBody, 404: ErrorBody }

/**
 * The realty service's calls (first spec, section 7). Until sign-in exists every caller is a
 * guest, so what a listing's permissions withhold is always withheld.
 */
export const listingRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const viewer = ANONYMOUS
  const listingOr404 = (mlsNumber: string, boardId: number | undefined) => {
    const listing = findListing(app.db, mlsNumber, boardId)
    if (!listing) throw notFound(`No listing ${mlsNumber} on that board`)
    return listing
  }

  app.get(
    '/listings',
    {
      schema: {
        summary: 'Search listings: page, count, map clusters and aggregates',
        tags: ['realty'],
        querystring: ListingsQuery,
        response: { 200: ListingsResponse, ...errors },
      },
    },
    (request) => searchListings(app.db, request.query, viewer),
  )

  app.post(
    '/listings',
    {
      schema: {
        summary: 'Count the listings a search would find (type=count)',
        tags: ['realty'],
        querystring: {
          type: 'object',
          properties: { type: { const: 'count' } },
          required: ['type'],
          additionalProperties: false,
        },
        body: ListingsQuery,
        response: { 200: CountResponse, ...errors },
      },
    },
    (request) => ({
      count: searchListings(app.db, { ...request.body, listings: false }, viewer).count,
    }),
  )

  app.get(
    '/listings/:mlsNumber',
    {
      schema: {
        summary: 'One listing by MLS number (and board, from the board-id header)',
        tags: ['realty'],
        params: ListingParams,
        headers: BoardHeader,
        response: { 200: Listing, ...errors },
      },
    },
    (request) =>
      project(
        forViewer(listingOr404(request.params.mlsNumber, request.headers['board-id']), viewer),
        undefined,
      ),
  )

  app.post(
    '/listings/:mlsNumber',
    {
      schema: {
        summary: 'One listing by MLS number, the board in the body',
        tags: ['realty'],
        params: ListingParams,
        body: ListingBody,
        response: { 200: Listing, ...errors },
      },
    },
    (request) =>
      project(
        forViewer(listingOr404(request.params.mlsNumber, request.body.boardId), viewer),
        undefined,
      ),
  )

  app.get(
    '/listings/:mlsNumber/similar',
    {
      schema: {
        summary: 'Up to 4 similar homes on the market now',
        tags: ['realty'],
        params: ListingParams,
        headers: BoardHeader,
        response: { 200: SimilarResponse, ...errors },
      },
    },
    (request) => ({
      listings: similarListings(
        app.db,
        listingOr404(request.params.mlsNumber, request.headers['board-id']),
        viewer,
      ),
    }),
  )

  app.get(
    '/listings/:mlsNumber/suggestions',
    {
      schema: {
        summary: 'Popular, nearby and recent searches and similar listings for a detail page',
        tags: ['realty'],
        params: ListingParams,
        headers: BoardHeader,
        response: { 200: SuggestionsResponse, ...errors },
      },
    },
    (request) =>
      suggestionsFor(
        app.db,
        listingOr404(request.params.mlsNumber, request.headers['board-id']),
        viewer,
      ),
  )

  app.get(
    '/autocomplete',
    {
      schema: {
        summary: 'Listings whose address or MLS number matches what was typed',
        tags: ['realty'],
        querystring: AutocompleteQuery,
        response: { 200: ListingsResponse, 400: ErrorBody },
      },
    },
    (request) => autocomplete(app.db, request.query, viewer),
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
    (request) => findLocations(app.db, request.query),
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
    (request) => ({ polygons: findPolygons(app.db, request.query) }),
  )

  done()
}
