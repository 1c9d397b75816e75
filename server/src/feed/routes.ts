import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../contract/errors'
import { FeedTickBody, FeedTickResponse } from '../../../contract/feed'
import { HttpError } from '../httpErrors'
import type { MarketFeed } from './marketFeed'

export interface FeedRoutesOptions {
  readonly feed: MarketFeed
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether a request comes from this machine: the admin routes answer no one else. */
export const isLoopback = (ip: string) => LOOPBACK.has(ip)

/** `POST /admin/feed/tick`: applies the next feed events now (loopback callers only). */
export const feedRoutes: FastifyPluginCallbackTypebox<FeedRoutesOptions> = (
  app,
  { feed },
  done,
) => {
  app.post(
    '/admin/feed/tick',
    {
      schema: {
        summary: "Applies the embedded market's next feed events now (from this machine only)",
        tags: ['admin'],
        body: FeedTickBody,
        response: { 200: FeedTickResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => {
      if (!isLoopback(request.ip)) {
        throw new HttpError(403, 'The feed can be driven only from this machine.')
      }
      const { events = 1, kind, city } = request.body
      const applied = feed.advance(events, { kind, city })
      return {
        events: applied.map((event) => ({
          number: event.number,
          kind: event.kind,
          ...(event.listing && {
            listing: {
              mlsNumber: event.listing.mlsNumber,
              boardId: event.listing.boardId,
              type: event.listing.type,
              class: event.listing.class,
              status: event.listing.status,
              lastStatus: event.listing.lastStatus,
              listPrice: event.listing.listPrice,
              city: event.listing.address.city,
              propertyType: event.listing.details.propertyType,
              updatedOn: event.listing.updatedOn,
            },
          }),
        })),
      }
    },
  )
  done()
}
