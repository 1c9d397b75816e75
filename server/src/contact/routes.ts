import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Redis } from 'ioredis'
import { ErrorBody } from '../../../contract/errors'
import { ContactResponse, Lead } from '../../../contract/lead'
import { HttpError } from '../httpErrors'
import { normalizeLead } from './store'

export interface ContactRateLimit {
  /** Leads one client address may send per window. */
  readonly max: number
  readonly timeWindowMs: number
}

/** A person sends a lead or two; ten a minute from one address is a script. */
export const CONTACT_RATE_LIMIT: ContactRateLimit = { max: 10, timeWindowMs: 60_000 }

export interface ContactRoutesOptions {
  /** Defaults to CONTACT_RATE_LIMIT; tests lower it to reach 429 quickly, or raise it to fuzz. */
  readonly rateLimit?: ContactRateLimit
  /**
   * Where the leads are counted across instances (REDIS_URL); unset: in this process. Redis
   * being down lets leads in uncounted rather than refusing them.
   */
  readonly redis?: Redis
}

/**
 * POST /realty/contact: a lead checked against the same schema the SPA's
 * forms use, then stored with its realtor (the app's lead desk), who is named in the answer.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (
  app,
  { rateLimit: limit = CONTACT_RATE_LIMIT, redis },
) => {
  // Scoped to this plugin: only the lead route is limited, and only by its own settings.
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'homewise:leads:', skipOnError: true }),
  })

  app.post(
    '/realty/contact',
    {
      schema: {
        summary: 'Send a lead from a listing page or a general lead form',
        tags: ['contact'],
        body: Lead,
        response: { 200: ContactResponse, 400: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          // Counted once the body is valid: the limit caps stored leads, and someone fixing a
          // refused form is never locked out by their own mistakes.
          hook: 'preHandler',
          errorResponseBuilder: (_request, { after }) =>
            new HttpError(429, `Too many leads from this address; try again in ${after}.`),
        },
      },
    },
    async (request) => ({
      ...(await app.leads.receive(normalizeLead(request.body), request.headers)),
      status: 'received' as const,
    }),
  )
}
