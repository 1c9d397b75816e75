import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  CUSTOMER_PATHS,
  CustomerUser,
  Dashboard,
  EmailCheckBody,
  EmailCheckResponse,
  IdParams,
  SAVED_LIMITS,
  SavedHome,
  SavedHomeInput,
  SavedSearch,
  SavedSearchInput,
  SavedSearchRename,
  UserUpdate,
} from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import { HttpError, notFound } from '../httpErrors'
import { registerApplicationRoutes } from './applicationRoutes'
import { applicationStore } from './applicationStore'
import { registerFrequencyRoute } from './frequencyRoute'
import { customerStore, type Caller } from './store'

export interface CustomerRoutesOptions {
  readonly identity: ServerConfig['identity']
}

const claim = (value: unknown) => (typeof value === 'string' ? value : '')

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * The customer service: the caller's profile, dashboard, saved homes and
 * saved searches. Each route needs a valid ID token as bearer and reads or writes only the rows of
 * the token's subject: an id that belongs to someone else is simply not found.
 */
export const customerRoutes: FastifyPluginCallbackTypebox<CustomerRoutesOptions> = (
  app,
  { identity },
  done,
) => {
  const verify = createTokenVerifier(identity)
  const store = customerStore(app.customerDb)
  const applications = applicationStore(app.customerDb)
  const callers = new WeakMap<FastifyRequest, Caller>()

  app.addHook('onRequest', async (request) => {
    const claims = await verify(request.headers.authorization)
    if (!claims?.sub || typeof claims.email !== 'string') {
      throw new HttpError(401, 'A valid ID token is required as a bearer token.')
    }
    callers.set(request, {
      sub: claims.sub,
      email: claims.email,
      givenName: claim(claims.given_name),
      familyName: claim(claims.family_name),
    })
  })

  function caller(request: FastifyRequest): Caller {
    const found = callers.get(request)
    if (!found) throw new HttpError(401, 'A valid ID token is required as a bearer token.')
    return found
  }

  const tags = ['customer']

  app.get(
    CUSTOMER_PATHS.user,
    {
      schema: {
        summary: "The caller's profile",
        tags,
        response: { 200: CustomerUser, ...errors },
      },
    },
    (request) => store.user(caller(request)),
  )

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: CUSTOMER_PATHS.user,
      schema: {
        summary: "Changes the caller's name, phone or email notifications",
        tags,
        body: UserUpdate,
        response: { 200: CustomerUser, ...errors },
      },
      handler: (request) => store.updateUser(caller(request), request.body),
    })
  }

  app.post(
    CUSTOMER_PATHS.emailCheck,
    {
      schema: {
        summary:
          "Whether an address is the caller's account address (404 with the same body if not)",
        tags,
        body: EmailCheckBody,
        response: {
          200: EmailCheckResponse,
          404: EmailCheckResponse,
          400: ErrorBody,
          401: ErrorBody,
        },
      },
    },
    (request, reply) => {
      const { email, type } = request.body
      const matchesAccount = email.toLowerCase() === caller(request).email.toLowerCase()
      void reply.status(matchesAccount ? 200 : 404)
      return { email, type, matchesAccount }
    },
  )

  app.get(
    CUSTOMER_PATHS.dashboard,
    {
      schema: {
        summary: "The caller's profile with counts of what they keep",
        tags,
        response: { 200: Dashboard, ...errors },
      },
    },
    (request) => {
      const who = caller(request)
      const homes = store.homes(who)
      return {
        user: store.user(who),
        savedHomes: homes.length,
        savedSearches: store.searchCount(who),
        latestHome: homes[0] ?? null,
        applications: applications.summaries(who.sub),
      }
    },
  )

  app.get(
    CUSTOMER_PATHS.savedHomes,
    {
      schema: {
        summary: "The caller's saved homes, newest first",
        tags,
        response: { 200: Type.Object({ homes: Type.Array(SavedHome) }), ...errors },
      },
    },
    (request) => ({ homes: store.homes(caller(request)) }),
  )

  app.post(
    CUSTOMER_PATHS.savedHomes,
    {
      schema: {
        summary: 'Saves a home (saving it again keeps the first)',
        tags,
        body: SavedHomeInput,
        response: { 200: SavedHome, ...errors },
      },
    },
    (request) => {
      const saved = store.saveHome(caller(request), request.body, SAVED_LIMITS.homesMax)
      if (!saved) {
        throw new HttpError(409, `At most ${String(SAVED_LIMITS.homesMax)} homes can be saved.`)
      }
      return saved
    },
  )

  app.delete(
    `${CUSTOMER_PATHS.savedHomes}/:id`,
    {
      schema: {
        summary: "Removes one of the caller's saved homes",
        tags,
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    (request, reply) => {
      if (!store.deleteHome(caller(request), request.params.id)) {
        throw notFound('No saved home with this id.')
      }
      void reply.status(204)
      return null
    },
  )

  app.get(
    CUSTOMER_PATHS.savedSearches,
    {
      schema: {
        summary: "The caller's saved searches, newest first",
        tags,
        response: { 200: Type.Object({ searches: Type.Array(SavedSearch) }), ...errors },
      },
    },
    (request) => ({ searches: store.searches(caller(request)) }),
  )

  app.post(
    CUSTOMER_PATHS.savedSearches,
    {
      schema: {
        summary: 'Saves the current search under a name',
        tags,
        body: SavedSearchInput,
        response: { 200: SavedSearch, ...errors },
      },
    },
    (request) => {
      const saved = store.saveSearch(caller(request), request.body, SAVED_LIMITS.searchesMax)
      if (!saved) {
        throw new HttpError(
          409,
          `At most ${String(SAVED_LIMITS.searchesMax)} searches can be saved.`,
        )
      }
      return saved
    },
  )

  app.put(
    `${CUSTOMER_PATHS.savedSearches}/:id`,
    {
      schema: {
        summary: "Renames one of the caller's saved searches",
        tags,
        params: IdParams,
        body: SavedSearchRename,
        response: { 200: SavedSearch, ...errors },
      },
    },
    (request) => {
      const renamed = store.renameSearch(caller(request), request.params.id, request.body.name)
      if (!renamed) throw notFound('No saved search with this id.')
      return renamed
    },
  )

  app.delete(
    `${CUSTOMER_PATHS.savedSearches}/:id`,
    {
      schema: {
        summary: "Removes one of the caller's saved searches",
        tags,
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    (request, reply) => {
      if (!store.deleteSearch(caller(request), request.params.id)) {
        throw notFound('No saved search with this id.')
      }
      void reply.status(204)
      return null
    },
  )

  registerFrequencyRoute(app, store, caller)
  registerApplicationRoutes(app, caller, (who) => {
    store.user(who)
  })
  done()
}
