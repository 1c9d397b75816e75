import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  CUSTOMER_PATHS,
  IdParams,
  SAVED_LIMITS,
  SavedHome,
  SavedHomeInput,
  SavedSearch,
  SavedSearchInput,
  SavedSearchRename,
} from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import { unreadableReason } from '../alerts/searchCriteria'
import { badRequest, HttpError, notFound } from '../httpErrors'
import type { Caller, CustomerStore } from './store'

type App = Parameters<FastifyPluginCallbackTypebox>[0]
type CallerOf = (request: FastifyRequest) => Caller

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['customer']

/** The caller's saved homes: list, save (up to the limit), remove. */
export function registerSavedHomeRoutes(app: App, store: CustomerStore, caller: CallerOf): void {
  app.get(
    CUSTOMER_PATHS.savedHomes,
    {
      schema: {
        summary: "The caller's saved homes, newest first",
        tags,
        response: { 200: Type.Object({ homes: Type.Array(SavedHome) }), ...errors },
      },
    },
    async (request) => ({ homes: await store.homes(caller(request)) }),
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
    async (request) => {
      const saved = await store.saveHome(caller(request), request.body, SAVED_LIMITS.homesMax)
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
    async (request, reply) => {
      if (!(await store.deleteHome(caller(request), request.params.id))) {
        throw notFound('No saved home with this id.')
      }
      void reply.status(204)
      return null
    },
  )
}

/** The caller's saved searches: list, save (up to the limit), rename, remove. */
export function registerSavedSearchRoutes(app: App, store: CustomerStore, caller: CallerOf): void {
  app.get(
    CUSTOMER_PATHS.savedSearches,
    {
      schema: {
        summary: "The caller's saved searches, newest first",
        tags,
        response: { 200: Type.Object({ searches: Type.Array(SavedSearch) }), ...errors },
      },
    },
    async (request) => ({ searches: await store.searches(caller(request)) }),
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
    async (request) => {
      // Read as the alert job reads it: a path it could never read is refused now, not on every run.
      const unreadable = unreadableReason(request.body.path)
      if (unreadable) throw badRequest(`The search's path cannot be read: ${unreadable}.`)
      const saved = await store.saveSearch(caller(request), request.body, SAVED_LIMITS.searchesMax)
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
    async (request) => {
      const renamed = await store.renameSearch(
        caller(request),
        request.params.id,
        request.body.name,
      )
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
    async (request, reply) => {
      if (!(await store.deleteSearch(caller(request), request.params.id))) {
        throw notFound('No saved search with this id.')
      }
      void reply.status(204)
      return null
    },
  )
}
