import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * ajv and its formats (about 35 kB gzip, and a long evaluation on a phone) load only when a
 * visitor first sends a lead, not with every page that shows a form (see leadSchema.ts).
 */
export function compileLeadSchema(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}
