import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import type { ServerConfig } from './config'
import { openDatabase, type Db } from './db/database'
import { migrate } from './db/migrate'
import { handleError, handleNotFound } from './errors'
import { healthRoutes } from './health'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** Requests are JSON forms and searches; nothing legitimate comes near this. */
export const BODY_LIMIT_BYTES = 64 * 1024

export interface BuildOptions {
  /** Pino logging; tests turn it off. */
  readonly logger?: boolean
}

/** The local services as one Fastify app: used by `main.ts` and, over real HTTP, by tests. */
export async function buildApp(config: ServerConfig, { logger = true }: BuildOptions = {}) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const db = openDatabase(`${config.dataDir}/realty.sqlite`)
  migrate(db)
  app.decorate('db', db)
  app.addHook('onClose', () => {
    db.close()
  })

  app.setErrorHandler(handleError)
  app.setNotFoundHandler(handleNotFound)

  await app.register(helmet, {
    // Served over plain HTTP on loopback; upgrading would break the /docs page's own assets.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    // The SPA on another origin shows this service's images and reads its JSON.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  await app.register(cors, {
    origin: [...config.corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // The SPA reads the lead-form schema's address from the meta call's Link header.
    exposedHeaders: ['Link'],
    maxAge: 600,
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Homewise local services',
        description: 'The realty, contact and customer contracts, served from SQLite.',
        version: config.version,
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })

  await app.register(healthRoutes, { version: config.version })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
