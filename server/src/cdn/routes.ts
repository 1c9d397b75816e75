import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import {
  DEFAULT_IMAGE_WIDTH,
  ImageNotModified,
  ImageParams,
  ImagePathParams,
  ImageQuery,
  ImageResponse,
} from '../../../contract/cdn'
import { ErrorBody } from '../../../contract/errors'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagOf, matchesEtag } from './etag'
import { illustrate, mlsNumberOf } from './illustration'
import type { ListingKindLookup } from './propertyKind'

/** A key's picture never changes (same key and width, same bytes), so browsers may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Opened on its own, an SVG is a document: this policy lets it draw its inline styles and nothing
 * else (no script, no fetch, no frame), in place of the API's allow-nothing default.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

export interface CdnOptions {
  /** The kind of home a listing is, so its photos show that building (unknown: the key's own). */
  readonly kindOf: ListingKindLookup
}

/** The image CDN's one call: a listing photo, here a generated illustration of the home. */
export const cdnRoutes: FastifyPluginCallbackTypebox<CdnOptions> = (app, { kindOf }, done) => {
  const schema = {
    summary: 'A listing photo by image key, at the width asked for',
    description:
      'The local CDN always answers SVG (image/svg+xml), whatever format `f` asks for: a ' +
      'generated 4:3 illustration of the home (its outside on photo 1, rooms after; a house, ' +
      'row house, tower or lot as the listing is), the same bytes for the same key and ' +
      'width. Cached for a year; revalidate with If-None-Match.',
    tags: ['cdn'],
    querystring: ImageQuery,
    response: { 200: ImageResponse, 304: ImageNotModified, 400: ErrorBody },
  }
  const picture = (
    imageKey: string,
    query: ImageQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const width = query.w ?? DEFAULT_IMAGE_WIDTH
    const body = Buffer.from(illustrate(imageKey, width, kindOf(mlsNumberOf(imageKey))))
    const etag = etagOf(body)
    void reply.headers({
      'cache-control': IMMUTABLE,
      etag,
      'content-security-policy': SVG_POLICY,
      // The SPA shows these from another origin (helmet's default would be same-origin).
      'cross-origin-resource-policy': 'cross-origin',
    })
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.type('image/svg+xml').send(body)
  }
  app.get('/cdn/:imageKey', { schema: { ...schema, params: ImageParams } }, (request, reply) =>
    picture(request.params.imageKey, request.query, request, reply),
  )
  // The provider's keys are paths (`sandbox/IMG-SANDBOX_1.jpg`): the picture by the rest of the path.
  app.get(
    '/cdn/*',
    { schema: { ...schema, params: ImagePathParams, hide: true } },
    (request, reply) => picture(request.params['*'], request.query, request, reply),
  )
  done()
}
