import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { Plugin } from 'vite'
import { Lead } from '../../contract/lead.ts'

/** The draft the service labels its schema documents with (server/src/meta/documents.ts). */
const SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#'

/** The module the app imports the precompiled validators from. */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators'
const RESOLVED = `\0${FORM_VALIDATORS_MODULE}`

/**
 * The schemas the forms check against, exactly as the service serves them (the lead schema's
 * text, parsed) and the parts the account forms take from it (the user's name and email).
 */
export function formSchemas(): { lead: object; userName: object; userEmail: object } {
  const lead = JSON.parse(JSON.stringify({ $schema: SCHEMA_DRAFT, ...Lead })) as {
    properties: { user: { properties: { name: object; email: object } } }
  }
  return {
    lead,
    userName: lead.properties.user.properties.name,
    userEmail: lead.properties.user.properties.email,
  }
}

const require = createRequire(import.meta.url)
// CommonJS with its function on `default`, which an ES import of it would not unwrap.
const { default: standaloneCode } =
  require('ajv/dist/standalone') as typeof import('ajv/dist/standalone')

/**
 * Standalone code names its few run-time helpers with `require("ajv/dist/runtime/…").default`,
 * which a browser module cannot run; each is a small self-contained function, written out in
 * its place instead.
 */
function inlineRuntime(code: string): string {
  return code.replace(/require\("([^"]+)"\)\.default/g, (_match, path: string) => {
    const helper = (require(path) as { default: unknown }).default
    const source = typeof helper === 'function' ? helper.toString() : ''
    if (source === '' || source.includes('require(')) {
      throw new Error(`form-validators: cannot write out the run-time helper ${path}`)
    }
    return `(${source})`
  })
}

/**
 * The forms' validators as ES module source: Ajv's standalone code for each schema (the same
 * options the forms used to compile with at run time, so the same errors), and each schema's
 * JSON text to find it by.
 */
export function formValidatorsSource(schemas: Record<string, object> = formSchemas()): string {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } })
  addFormats(ajv)
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name)
  const names = Object.keys(schemas)
  const code = inlineRuntime(
    standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name]))),
  )
  const table = names
    .map((name) => `  [${JSON.stringify(JSON.stringify(schemas[name]))}, ${name}],`)
    .join('\n')
  return `${code}\n\nexport const precompiled = new Map([\n${table}\n])\n`
}

/**
 * Precompiles the forms' schema validators when the app is built (and served, and tested), so
 * the browser never generates code: the Content-Security-Policy needs no 'unsafe-eval'.
 */
export function formValidators(): Plugin {
  return {
    name: 'form-validators',
    resolveId: (id) => (id === FORM_VALIDATORS_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? formValidatorsSource() : undefined),
  }
}
