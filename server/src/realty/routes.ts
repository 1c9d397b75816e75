import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../contract/errors'
import {
  BoardHeader,
  Listing,
  ListingParams,
  ListingsQuery,
  ListingsResponse,
} from '../../../contract/realty'
import type { ListingRecord } from '../data/listingRecord'
import { notFound } from '../httpErrors'
import { ANONYMOUS, forViewer, project } from './presentListing'
import { searchListings } from './search'

/**
 * The realty service's listing calls. Until sign-in exists every caller is a guest, so what a
 * listing's permissions withhold is always withheld.
 */
export const listingRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/listings',
    {
      schema: {
        summary: 'Search listings: page, count, map clusters and aggregates',
        tags: ['realty'],
        querystring: ListingsQuery,
        response: { 200: ListingsResponse, 400: ErrorBody },
      },
    },
    (request) => searchListings(app.db, request.query, ANONYMOUS),
  )

  app.get(
    '/listings/:mlsNumber',
    {
      schema: {
        summary: 'One listing by MLS number (and board, from the board-id header)',
        tags: ['realty'],
        params: ListingParams,
        headers: BoardHeader,
        response: { 200: Listing, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => {
      const boardId = request.headers['board-id']
      const row = (
        boardId === undefined
          ? app.db
              .prepare('SELECT data FROM listings WHERE mls_number = ? ORDER BY board_id LIMIT 1')
              .get(request.params.mlsNumber)
          : app.db
              .prepare('SELECT data FROM listings WHERE mls_number = ? AND board_id = ?')
              .get(request.params.mlsNumber, boardId)
      ) as { data: string } | undefined
      if (!row) throw notFound(`No listing ${request.params.mlsNumber} on that board`)
      return project(forViewer(JSON.parse(row.data) as ListingRecord, ANONYMOUS), undefined)
    },
  )
  done()
}
