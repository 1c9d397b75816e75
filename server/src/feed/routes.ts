import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../contract/errors'
import { FeedTickBody, FeedTickResponse } from '../../../contract/feed'
import { HttpError } from '../httpErrors'
import type { ServiceKeyRequest } from '../auth/serviceKey'
import type { MarketFeed } from './marketFeed'

export interface FeedRoutesOptions {
  readonly feed: MarketFeed
  /** Whether a request carries the service key (see serviceKey.ts). */
  readonly hasServiceKey: (request: ServiceKeyRequest) => boolean
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether a request comes from this machine: the admin routes answer no one else. */
export const isLoopback = (ip: string) => LOOPBACK.has(ip)

/**
 * `POST /admin/feed/tick`: applies the next feed events now. Registered outside production only
 * (app.ts), and even there it needs both a loopback socket and the service key: the socket alone
 * proves nothing behind a proxy on the same host, where every visitor arrives from loopback.
 */
export const feedRoutes: FastifyPluginCallbackTypebox<FeedRoutesOptions> = (
  app,
  { feed, hasServiceKey },
  done,
) => {
  app.post(
    '/admin/feed/tick',
    {
      schema: {
        summary:
          "Applies the embedded market's next feed events now (development only: from this " +
          'machine, with the service key in x-service-key)',
        tags: ['admin'],
        body: FeedTickBody,
        response: { 200: FeedTickResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => {
      // Both the socket and the client a trusted proxy names: a forwarded header never makes a
      // caller local, and a visitor through a proxy on this host is not local either.
      if (!isLoopback(request.socket.remoteAddress ?? '') || !isLoopback(request.ip)) {
        throw new HttpError(403, 'The feed can be driven only from this machine.')
      }
      if (!hasServiceKey(request)) {
        throw new HttpError(401, 'The feed needs the service key in the x-service-key header.')
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
