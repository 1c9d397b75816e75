import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header a request's id comes in on (from a proxy or a caller) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An id taken from a caller is written into every log line and sent on to the provider, so it is
 * held to what ids look like (a UUID, a proxy's hex or base64url id): up to 64 characters of
 * letters, digits, `-`, `_`, `.` and `:`. Anything else, a log-forging newline for one, is
 * replaced by an id of ours.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The caller's id when it is well formed; otherwise a fresh one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_ID.test(header) ? header : randomUUID()
}

/** Fastify's `genReqId`: every request's `request.id` (and so its log lines' `reqId`). */
export function genReqId(request: IncomingMessage): string {
  return requestIdFor(request.headers[REQUEST_ID_HEADER])
}

const current = new AsyncLocalStorage<string>()

/**
 * The id of the request whose handler is running, however deep the call: the listing provider's
 * client reads it here rather than through every source method's parameters.
 */
export function currentRequestId(): string | undefined {
  return current.getStore()
}

/** Echoes each request's id and makes it the current one while its handler runs. */
export function carryRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
  // After the body is read (stream events would lose the context): the handler runs inside.
  app.addHook('preHandler', (request, _reply, done) => {
    current.run(request.id, done)
  })
}
