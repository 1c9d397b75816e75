import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorBody } from '../../../contract/errors'
import { MetaQuery, MetaResponse } from '../../../contract/lead'
import { SCHEMA_DOCUMENTS, documentText, documentsFor } from './documents'
import { linkHeader, requestOrigin } from './link'

/** Forms change with releases, not by the minute; five minutes keeps a release's edits quick. */
const SCHEMA_CACHE_CONTROL = 'public, max-age=300'

/**
 * GET /meta (and /realty/meta): the product group's form schemas as Link header relations,
 * and the schema documents they point at.
 */
export const metaRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  for (const url of ['/meta', '/realty/meta']) {
    app.get(
      url,
      {
        schema: {
          summary: "The group's form schemas, as relations in the Link header",
          tags: ['realty'],
          querystring: MetaQuery,
          response: { 200: MetaResponse, 400: ErrorBody },
        },
      },
      (request, reply) => {
        const { group } = request.query
        void reply.header('link', linkHeader(requestOrigin(request), documentsFor(group)))
        return { group }
      },
    )
  }

  for (const { path, schema, title } of SCHEMA_DOCUMENTS) {
    // Serialised once: the documents are constants.
    const text = documentText(schema)
    app.get(
      path,
      {
        schema: {
          summary: `The JSON Schema the ${title} form is checked against`,
          tags: ['realty'],
          // Sent as the text serialised above, so the schema describes it without re-checking it.
          response: {
            200: Type.Unsafe<string>({ type: 'object', description: 'A draft-07 JSON Schema' }),
          },
        },
      },
      (_request, reply) => {
        void reply
          .header('content-type', 'application/schema+json; charset=utf-8')
          .header('cache-control', SCHEMA_CACHE_CONTROL)
        return text
      },
    )
  }
  done()
}
