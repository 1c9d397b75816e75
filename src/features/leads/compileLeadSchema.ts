import type { ValidateFunction } from 'ajv'
import { compileSchema } from '../../lib/compileSchema'

/**
 * The lead schema's validator (compiled at build; see lib/compileSchema.ts). Its module loads
 * only when a visitor first sends a lead, not with every page that shows a form (leadSchema.ts).
 */
export function compileLeadSchema(schema: object): ValidateFunction {
  return compileSchema(schema)
}
