import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody } from '../../contract/errors'
import { HttpError } from './httpErrors'

function body(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

/**
 * Bad input is the caller's to fix: 4xx with the reason (for schema failures, the sentence from
 * schemaErrors.ts naming the parameter). Anything else is ours: a generic 500, so no internal
 * detail reaches the caller, with the detail in the log. An HttpError of ours with a 5xx status
 * (the listing provider failed, was busy or too slow: 502, 503, 504) is a state we chose to
 * answer, so it keeps its status, its reason and any Retry-After.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return reply.status(400).send(body(400, error.message))
  if (error instanceof HttpError && error.statusCode >= 500) {
    const { retryAfterSeconds } = error as HttpError & { retryAfterSeconds?: number }
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds))
    request.log.warn({ statusCode: error.statusCode, reason: error.message }, 'upstream failure')
    return reply.status(error.statusCode).send(body(error.statusCode, error.message))
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return reply.status(status).send(body(status, error.message))
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(body(500, 'Something went wrong on our side. Please try again.'))
}

/** Unknown routes answer in the same JSON shape as every other error. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(body(404, `No route for ${request.method} ${request.url}`))
}
