import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { precompiledValidator } from './formValidators'

/**
 * The validator for a form schema: the one compiled at build when the service serves the schema
 * the app was built with, as it does. Another schema (a service newer than the app) is compiled
 * here with ajv, which generates code: the site's Content-Security-Policy refuses that, so the
 * form reports its schema as failed, as for any schema that does not compile. ajv and its
 * formats (about 35 kB gzip) load only with this module, imported when first needed.
 */
export function compileSchema(schema: object): ValidateFunction {
  const built = precompiledValidator(schema)
  if (built) return built
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}
