import type { FastifyRequest } from 'fastify'
import { loggableUrl, REDACTED, withoutPersonalData } from './personalData'

/**
 * Fields never written as they are, wherever a log call puts them: credentials in headers, the
 * tokens the alert e-mails and upload links carry, and a customer's contact details.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-service-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-service-key"]',
  ...[
    'email',
    'phone',
    'token',
    'restore',
    'ticket',
    'password',
    'authorization',
    'cookie',
  ].flatMap((field) => [field, `*.${field}`]),
]

interface LoggedError {
  readonly type: string
  readonly message: string
  readonly stack: string
  readonly [field: string]: unknown
}

/**
 * An error as it is logged: its kind, message and stack with any e-mail or phone number taken
 * out (an SMTP refusal names its recipient), and a status or code; nothing else it carries (a
 * mailer's error lists the rejected addresses).
 */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: withoutPersonalData(String(error)), stack: '' }
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown }
  return {
    type: error.constructor.name,
    message: withoutPersonalData(error.message),
    stack: withoutPersonalData(error.stack ?? ''),
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
  }
}

/** A request as its log lines show it: the URL without token-bearing values, no headers. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }
}

/** A log line's own text fields, with any e-mail or phone number a message held taken out. */
function withoutPersonalFields(line: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(line)) {
    clean[name] = typeof value === 'string' ? withoutPersonalData(value) : value
  }
  return clean
}

/** Pino's settings for the service: the level, where lines go, and what they never contain. */
export function loggerOptions(level: string, stream: { write(line: string): void } | undefined) {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    serializers: { req: loggedRequest, err: loggedError },
    formatters: { log: withoutPersonalFields },
    hooks: {
      // The message text itself, where a caller wrote a value into it.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutPersonalData(arg) : arg)),
        )
      },
    },
  }
}
