import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ErrorBody } from '../../../contract/errors'
import {
  AutocompleteQuery,
  BoardHeader,
  BoardQuery,
  HistoryQuery,
  HistoryResponse,
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
import { createServiceKeyCheck } from '../auth/serviceKey'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import { HttpError, notFound } from '../httpErrors'
import { assertGuestMayAsk } from './boardRules'
import { plainJson } from './plainJson'
import { ANONYMOUS, SIGNED_IN, forViewer, project, type Viewer } from './presentListing'
import type { ListingSource } from './source'

const errors = { 400: ErrorBody, 404: ErrorBody }

export interface ListingRoutesOptions {
  readonly identity: ServerConfig['identity']
  /** The key a back-end caller may send to read as a signed-in customer; undefined: none. */
  readonly serviceKey: string | undefined
  /** Where listings are read: the generated dataset or the listing provider. */
  readonly source: ListingSource
}

/**
 * The realty service's calls. Guests never receive what a listing's
 * permissions withhold; a customer with a valid ID token sees it all, and so does the alert job
 * presenting the service key, so its e-mails show what the customer would see on the site.
 */
export const listingRoutes: FastifyPluginCallbackTypebox<ListingRoutesOptions> = (
  app,
  { identity, serviceKey, source },
  done,
) => {
  const verify = createTokenVerifier(identity)
  const isService = createServiceKeyCheck(serviceKey)
  /** A valid ID token or the service key makes a signed-in customer; anything else a guest. */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> =>
    isService(request) || (await verify(request.headers.authorization)) ? SIGNED_IN : ANONYMOUS
  /** The board from `?boardId=` (the provider's form), else the `board-id` header (the spec's). */
  const boardOf = (request: {
    query: { boardId?: number | undefined }
    headers: { 'board-id'?: number | undefined }
  }) => request.query.boardId ?? request.headers['board-id']
  const listingOr404 = async (mlsNumber: string, boardId: number | undefined) => {
    const listing = await source.listing(mlsNumber, boardId)
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

  app.get(
    '/listings/history',
    {
      schema: {
        summary: "A home's earlier listings (signed-in customers only: a bearer ID token)",
        tags: ['realty'],
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, 401: ErrorBody, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      if (!isService(request) && !(await verify(request.headers.authorization))) {
        throw new HttpError(401, "Sign in to see this home's listing history")
      }
      const history = await source.history(request.query)
      if (history.length === 0) throw notFound('No listings of that address')
      return { history }
    },
  )

  app.get(
    '/listings/:mlsNumber',
    {
      schema: {
        summary: 'One listing by MLS number (board from ?boardId=, or the board-id header)',
        tags: ['realty'],
        params: ListingParams,
        querystring: BoardQuery,
        headers: BoardHeader,
        response: { 200: Listing, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const listing = await listingOr404(request.params.mlsNumber, boardOf(request))
      return project(forViewer(listing, await viewerOf(request)), undefined)
    },
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
      serializerCompiler: plainJson,
    },
    async (request) => {
      const listing = await listingOr404(request.params.mlsNumber, request.body.boardId)
      return project(forViewer(listing, await viewerOf(request)), undefined)
    },
  )

  app.get(
    '/listings/:mlsNumber/similar',
    {
      schema: {
        summary: 'Up to 4 similar homes on the market now',
        tags: ['realty'],
        params: ListingParams,
        querystring: BoardQuery,
        headers: BoardHeader,
        response: { 200: SimilarResponse, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const listing = await listingOr404(request.params.mlsNumber, boardOf(request))
      return { listings: await source.similar(listing, await viewerOf(request)) }
    },
  )

  app.get(
    '/listings/:mlsNumber/suggestions',
    {
      schema: {
        summary: 'Popular, nearby and recent searches and similar listings for a detail page',
        tags: ['realty'],
        params: ListingParams,
        querystring: BoardQuery,
        headers: BoardHeader,
        response: { 200: SuggestionsResponse, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const listing = await listingOr404(request.params.mlsNumber, boardOf(request))
      return source.suggestions(listing, await viewerOf(request))
    },
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

  done()
}
