import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Hardening headers and CORS for every route. The API answers JSON only, so its content policy
 * allows nothing at all; the /docs page replaces it with its own (see docs.ts).
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: readonly string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The SPA on another origin shows this service's images and reads its JSON.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  await app.register(cors, {
    // An exact list, never a pattern or `true`: only the SPA may read answers in a browser.
    origin: [...corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // The SPA reads the lead-form schema's address from the meta call's Link header.
    exposedHeaders: ['Link'],
    maxAge: 600,
  })
}
