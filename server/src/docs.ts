import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

const DOCS_PREFIX = '/docs'

/**
 * Swagger UI's own policy (its script and style hashes), fitted to this service: no upgrade to
 * https, which would break the page's assets on plain-HTTP loopback, and room for the style
 * attributes the explorer's script sets as it renders.
 */
export function docsPolicy(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) =>
      directive.startsWith('style-src ') ? `${directive} 'unsafe-inline'` : directive,
    )
    .join('; ')
}

/**
 * OpenAPI built from the routes' own schemas: the document at /docs/json, the explorer at /docs.
 * Register before the routes so every one of them is collected.
 */
export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Homewise local services',
        description: 'The realty, contact and customer contracts, served from SQLite.',
        version,
      },
    },
  })
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // On these pages only, the explorer's policy replaces the API's allow-nothing one.
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  })
}
