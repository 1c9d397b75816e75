import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  CUSTOMER_PATHS,
  CustomerUser,
  Dashboard,
  EmailCheckBody,
  EmailCheckResponse,
  UserUpdate,
} from '../../../contract/customer'
import { ErrorBody } from '../../../contract/errors'
import type { IdentityPoolAdmin } from '../auth/identityPoolAdmin'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import { HttpError } from '../httpErrors'
import type { DocumentUploadOptions } from './applicationDocumentRoutes'
import { registerApplicationRoutes } from './applicationRoutes'
import { applicationStore } from './applicationStore'
import { registerFrequencyRoute } from './frequencyRoute'
import { registerSavedHomeRoutes, registerSavedSearchRoutes } from './savedRoutes'
import { accountDeletion, registerDeleteAccountRoute } from './accountDeletion'
import { registerPrivacyRoutes } from '../privacy/privacyRoutes'
import { customerStore, type Caller } from './store'

export interface CustomerRoutesOptions {
  readonly identity: ServerConfig['identity']
  /** Where documents are kept and where their upload links point. */
  readonly uploads: DocumentUploadOptions
  /** The identity pool's administration: a deleted account's user goes from it too. */
  readonly identityPool: IdentityPoolAdmin
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
  { identity, uploads, identityPool },
  done,
) => {
  const verify = createTokenVerifier(identity)
  const store = customerStore(app.customers, app.crm)
  const accounts = accountDeletion(app.customers)
  const applications = applicationStore(app.customers, app.vault)
  const callers = new WeakMap<FastifyRequest, Caller>()

  app.addHook('onRequest', async (request) => {
    const claims = await verify(request.headers.authorization)
    if (!claims?.sub || typeof claims.email !== 'string') {
      throw new HttpError(401, 'A valid ID token is required as a bearer token.')
    }
    // The verifier requires iat: a token from before the account's deletion is refused.
    if (await accounts.issuedBeforeDeletion(claims.sub, claims.iat ?? 0)) {
      throw new HttpError(401, 'This account was deleted; its ID token is no longer accepted.')
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
    async (request) => store.user(caller(request)),
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
      handler: async (request) => store.updateUser(caller(request), request.body),
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
    async (request) => {
      const who = caller(request)
      const homes = await store.homes(who)
      return {
        user: await store.user(who),
        savedHomes: homes.length,
        savedSearches: await store.searchCount(who),
        latestHome: homes[0] ?? null,
        applications: await applications.summaries(who.sub),
      }
    },
  )

  registerSavedHomeRoutes(app, store, caller)
  registerSavedSearchRoutes(app, store, caller)
  registerFrequencyRoute(app, store, caller)
  registerDeleteAccountRoute(app, accounts, uploads.storage, identityPool, caller)
  registerPrivacyRoutes(app, caller, uploads.publicUrl)
  registerApplicationRoutes(
    app,
    caller,
    async (who) => {
      await store.user(who)
    },
    uploads,
  )
  done()
}
