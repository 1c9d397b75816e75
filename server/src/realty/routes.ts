import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { registerListingPageRoutes } from './listingPageRoutes'
import { createRealtyRequest, type ListingRoutesOptions } from './realtyRequest'
import { registerSearchBoxRoutes, registerSearchRoute } from './searchRoutes'

export type { ListingRoutesOptions } from './realtyRequest'

/**
 * The realty service's calls. Guests never receive what a listing's
 * permissions withhold; a customer with a valid ID token sees it all, and so does the alert job
 * presenting the service key, so its e-mails show what the customer would see on the site.
 */
export const listingRoutes: FastifyPluginCallbackTypebox<ListingRoutesOptions> = (
  app,
  options,
  done,
) => {
  const realty = createRealtyRequest(options)
  registerSearchRoute(app, realty)
  registerListingPageRoutes(app, realty)
  registerSearchBoxRoutes(app, realty)
  done()
}
