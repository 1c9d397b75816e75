import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ReviewsResponse } from '../../../contract/reviews'
import { REVIEWS } from './reviews'

/** Reviews change when the brokerage picks new ones, not by the minute. */
const REVIEWS_CACHE_CONTROL = 'public, max-age=3600'

/** GET /reviews: the client reviews the marketing pages quote. */
export const contentRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/reviews',
    {
      schema: {
        summary: 'The client reviews the marketing pages quote, with their HTML bodies',
        tags: ['content'],
        response: { 200: ReviewsResponse },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', REVIEWS_CACHE_CONTROL)
      return { reviews: [...REVIEWS] }
    },
  )
  done()
}
