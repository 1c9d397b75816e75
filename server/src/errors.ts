import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody } from '../../contract/errors'

function body(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

/**
 * Bad input is the caller's to fix: 4xx with the reason (for schema failures, the sentence from
 * schemaErrors.ts naming the parameter). Anything else is ours: a generic 500, so no internal
 * detail reaches the caller, with the detail in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return reply.status(400).send(body(400, error.message))
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return reply.status(status).send(body(status, error.message))
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(body(500, 'Something went wrong on our side. Please try again.'))
}

/** Unknown routes answer in the same JSON shape as every other error. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(body(404, `No route for ${request.method} ${request.url}`))
}
