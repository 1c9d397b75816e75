import type { FastifyError, FastifySchemaValidationError } from 'fastify'
import { PLAIN_NAME_PATTERN } from '../../contract/customer'

/** Which part of the request failed: body, headers, params or querystring. */
type DataVar = NonNullable<FastifyError['validationContext']>

function describe(error: FastifySchemaValidationError, dataVar: DataVar): string {
  const at = `${dataVar}${error.instancePath}`
  // Ajv reports these against the parent object; name the property itself so the caller sees
  // which parameter to fix ("body/email is required", not "body must have required property").
  const { missingProperty, additionalProperty } = error.params
  if (error.keyword === 'required' && typeof missingProperty === 'string') {
    return `${at}/${missingProperty} is required`
  }
  if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
    return `${at}/${additionalProperty} is not allowed`
  }
  if (error.keyword === 'pattern' && error.params.pattern === PLAIN_NAME_PATTERN) {
    return `${at} must hold some text and no control characters`
  }
  return `${at} ${error.message ?? 'is invalid'}`
}

/**
 * Fastify's schemaErrorFormatter: one readable sentence per failure, each naming the parameter
 * ("querystring/pageNum must be >= 1"). A union reports the same failure once per branch, so
 * repeats are dropped.
 */
export function formatSchemaErrors(
  errors: FastifySchemaValidationError[],
  dataVar: DataVar,
): Error {
  const sentences = new Set(errors.map((error) => describe(error, dataVar)))
  return new Error([...sentences].join('; '))
}
