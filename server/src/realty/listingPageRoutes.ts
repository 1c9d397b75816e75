import { ErrorBody } from '../../../contract/errors'
import {
  BoardHeader,
  BoardQuery,
  HistoryQuery,
  HistoryResponse,
  Listing,
  ListingBody,
  ListingParams,
  SimilarResponse,
  SuggestionsResponse,
} from '../../../contract/realty'
import { HttpError, notFound } from '../httpErrors'
import { plainJson } from './plainJson'
import { forViewer, project } from './presentListing'
import type { RealtyApp, RealtyRequest } from './realtyRequest'

const errors = { 400: ErrorBody, 404: ErrorBody }

/** A listing page's calls: the listing, its home's history, similar homes and suggestions. */
export function registerListingPageRoutes(app: RealtyApp, realty: RealtyRequest): void {
  const { source, isSignedIn, viewerOf, boardOf, listingOr404 } = realty
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
      if (!(await isSignedIn(request))) {
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
}
