import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  CUSTOMER_PATHS,
  IdParams,
  SavedSearch,
  SavedSearchFrequency,
} from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import { notFound } from '../httpErrors'
import type { Caller, CustomerStore } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]

/**
 * `PUT /user/saved-searches/:id/frequency`: how often one of the caller's searches e-mails
 * (instant, daily, weekly or off; anything else is a 400 naming the field).
 */
export function registerFrequencyRoute(
  app: App,
  store: CustomerStore,
  caller: (request: FastifyRequest) => Caller,
): void {
  app.put(
    `${CUSTOMER_PATHS.savedSearches}/:id/${CUSTOMER_PATHS.frequency}`,
    {
      schema: {
        summary: "Sets how often one of the caller's saved searches e-mails its new matches",
        tags: ['customer'],
        params: IdParams,
        body: SavedSearchFrequency,
        response: { 200: SavedSearch, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const saved = await store.setFrequency(
        caller(request),
        request.params.id,
        request.body.frequency,
      )
      if (!saved) throw notFound('No saved search with this id.')
      return saved
    },
  )
}
