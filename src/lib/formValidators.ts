import type { ValidateFunction } from 'ajv'
import { precompiled } from 'virtual:form-validators'

/**
 * The validator compiled at build for this schema, when the service serves the schema the app
 * was built with (the same JSON text). Undefined for any other schema: compiling one in the
 * browser generates code, which the Content-Security-Policy does not allow.
 */
export function precompiledValidator(schema: object): ValidateFunction | undefined {
  return precompiled.get(JSON.stringify(schema))
}
