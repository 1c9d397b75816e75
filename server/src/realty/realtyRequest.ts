import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { createServiceKeyCheck } from '../auth/serviceKey'
import { createTokenVerifier } from '../auth/verifyToken'
import type { ServerConfig } from '../config'
import { notFound } from '../httpErrors'
import { ANONYMOUS, SIGNED_IN, type Viewer } from './presentListing'
import type { ListingSource } from './source'

export interface ListingRoutesOptions {
  readonly identity: ServerConfig['identity']
  /** The key a back-end caller may send to read as a signed-in customer; undefined: none. */
  readonly serviceKey: string | undefined
  /** Where listings are read: the generated dataset or the listing provider. */
  readonly source: ListingSource
  /**
   * Whether a token of `sub` issued at `issuedAt` (seconds) predates its account's deletion: such
   * a token reads as a guest, as the customer routes refuse it. Undefined: no account is deleted.
   */
  readonly deletedBefore?: (sub: string, issuedAt: number) => boolean | Promise<boolean>
}

/** The Fastify instance the realty routes are registered on (TypeBox-typed). */
export type RealtyApp = Parameters<FastifyPluginCallbackTypebox>[0]

/** What every realty route reads of a request: who asks, for which board, and the source. */
export function createRealtyRequest({
  identity,
  serviceKey,
  source,
  deletedBefore = () => false,
}: ListingRoutesOptions) {
  const verify = createTokenVerifier(identity)
  const isService = createServiceKeyCheck(serviceKey)
  /** A valid ID token of a living account or the service key makes a customer; else a guest. */
  const isSignedIn = async (request: FastifyRequest) => {
    if (isService(request)) return true
    const claims = await verify(request.headers.authorization)
    return claims?.sub !== undefined && !(await deletedBefore(claims.sub, claims.iat ?? 0))
  }
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> =>
    (await isSignedIn(request)) ? SIGNED_IN : ANONYMOUS
  /** The board from `?boardId=` (the provider's form), else the `board-id` header (the SPA's older form). */
  const boardOf = (request: {
    query: { boardId?: number | undefined }
    headers: { 'board-id'?: number | undefined }
  }) => request.query.boardId ?? request.headers['board-id']
  const listingOr404 = async (mlsNumber: string, boardId: number | undefined) => {
    const listing = await source.listing(mlsNumber, boardId)
    if (!listing) throw notFound(`No listing ${mlsNumber} on that board`)
    return listing
  }
  return { source, isSignedIn, viewerOf, boardOf, listingOr404 }
}

export type RealtyRequest = ReturnType<typeof createRealtyRequest>
