import type { FastifyInstance } from 'fastify'
import { badRequest } from './httpErrors'

/** Deep enough for every request shape the contract has; deeper input is refused by schemas. */
const MAX_DEPTH = 8

/**
 * Whether a value is what a JSON or query-string parser builds: an array, or an object whose
 * prototype is Object's, none, or an empty one without a prototype (the query parser's). Anything
 * else (a Buffer, a stream, a typed array) holds no parsed number, and walking it costs a step
 * per byte: a 10 MB upload held the whole service for 12 s.
 */
function isParsedContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as object | null
  if (prototype === null || prototype === Object.prototype) return true
  return Object.getPrototypeOf(prototype) === null && Reflect.ownKeys(prototype).length === 0
}

/**
 * The path of the first number that is not finite (NaN, Infinity), if any, among parsed values
 * only: plain objects and arrays are walked, nothing else.
 */
export function firstNonFinite(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path
  if (depth >= MAX_DEPTH || !isParsedContainer(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    const found = firstNonFinite(item, `${path}/${key}`, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Numbers in a request are finite. Ajv coerces "Infinity" and "1e309" to Infinity and lets
 * them through `type: integer` with a maximum, and JSON.parse reads 1e309 as Infinity; either
 * then reached SQLite (LIMIT Infinity) or the serializer and answered 500. Checked after
 * validation, before every handler.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const path =
      firstNonFinite(request.query, 'querystring') ?? firstNonFinite(request.body, 'body')
    done(path === undefined ? undefined : badRequest(`${path} must be a finite number`))
  })
}
