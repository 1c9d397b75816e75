import type { FastifyRequest } from 'fastify'
import type { SchemaDocument } from './documents'

/** A host header as browsers send it: a name or IPv4, or a bracketed IPv6, and maybe a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/

/**
 * `protocol://host` as the caller reached us, so the links work through whatever name or port the
 * SPA uses. A host header that is not a plain host gives relative links instead: a forged header
 * must not put someone else's address, or a broken header value, into the Link header.
 */
export function requestOrigin(request: FastifyRequest): string {
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : ''
}

/** RFC 8288: `<url>; rel="name"` entries separated by commas. */
export function linkHeader(origin: string, documents: readonly SchemaDocument[]): string {
  return documents.map(({ path, rel }) => `<${origin}${path}>; rel="${rel}"`).join(', ')
}
