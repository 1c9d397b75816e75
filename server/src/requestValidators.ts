import { Ajv, type AnySchema, type Options, type Plugin } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyServerOptions } from 'fastify'

/** What Fastify hands a validator factory: the shared schemas and its `ajv` server option. */
interface AjvServerOption {
  readonly customOptions?: Options
  readonly plugins?: readonly (Plugin<unknown> | [Plugin<unknown>, unknown])[]
}

/** What Fastify asks for each part of each route's schema. */
interface RouteSchema {
  readonly schema: AnySchema
  readonly httpPart?: string
}

/** Fastify's own defaults for its ajv (from its validator compiler), which the options refine. */
const FASTIFY_DEFAULTS: Options = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  // More errors than the first cost time an attacker chooses.
  allErrors: false,
}

function ajvFor(
  externalSchemas: Record<string, AnySchema>,
  option: AjvServerOption,
  options: Options,
) {
  const ajv = new Ajv({ ...FASTIFY_DEFAULTS, ...option.customOptions, ...options })
  for (const plugin of option.plugins ?? []) {
    if (Array.isArray(plugin)) plugin[0](ajv, plugin[1])
    else plugin(ajv)
  }
  addFormats(ajv)
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema)
  return ajv
}

/**
 * Fastify's validator factory with one difference by part of the request: query strings, path
 * parameters and headers arrive as text, so they are coerced to the schema's types (as the
 * `ajv` option says); a JSON body already has its types, and is never coerced: `"price": true`
 * or `"size": "12"` is refused with a 400, not stored as 1 or 12.
 */
function buildPartAwareValidators(
  externalSchemas: Record<string, AnySchema> = {},
  option: AjvServerOption = {},
) {
  const text = ajvFor(externalSchemas, option, {})
  const json = ajvFor(externalSchemas, option, { coerceTypes: false })
  return ({ schema, httpPart }: RouteSchema) => {
    const ajv = httpPart === 'body' ? json : text
    // One id is compiled once per instance: a schema shared by routes is found, not added again.
    const id = typeof schema === 'object' && '$id' in schema ? schema.$id : undefined
    const known = typeof id === 'string' ? ajv.getSchema(id) : undefined
    return known ?? ajv.compile(schema)
  }
}

type ValidatorBuilder = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator']

/**
 * As Fastify's `schemaController.compilersFactory.buildValidator`. Its types describe the compiler
 * as taking the bare schema; at run time it is given the route's schema with its part, as here.
 */
export const partAwareValidators = buildPartAwareValidators as unknown as ValidatorBuilder
