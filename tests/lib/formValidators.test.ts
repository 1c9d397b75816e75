import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { precompiled } from 'virtual:form-validators'
import { describe, expect, it } from 'vitest'
import { Lead } from '../../contract/lead'
import { formSchemas, formValidatorsSource } from '../../scripts/vite/formValidators'
import { documentText } from '../../server/src/meta/documents'
import { precompiledValidator } from '../../src/lib/formValidators'

/** The validators as the forms compiled them at run time before: the reference. */
function compiledAtRunTime(schema: object) {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}

const NAMES = [
  { first: 'Ada', last: 'Lovelace' },
  { first: '', last: '' },
  { first: '   ', last: 'x' },
  { first: 'A'.repeat(200), last: '😀'.repeat(30) },
  { first: 'Ada' },
  { first: 1, last: null },
  'Ada',
  null,
]
const EMAILS = ['ada@example.ca', '', 'not an email', 'a@b', `${'a'.repeat(300)}@example.ca`, 3]
const LEADS = [
  {},
  { user: { name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.ca' } },
  { user: { name: { first: '', last: '' }, email: 'x' }, unexpected: true },
  { user: 'nobody' },
  [],
]

describe('the form validators compiled at build', () => {
  const schemas = formSchemas()

  it.each([
    ['userName', NAMES],
    ['userEmail', EMAILS],
    ['lead', LEADS],
  ] as const)('%s: the same verdict and errors as compiling at run time', (name, payloads) => {
    const schema = schemas[name]
    const built = precompiledValidator(schema)
    if (!built) throw new Error(`no validator was compiled for ${name}`)
    const reference = compiledAtRunTime(schema)
    for (const payload of payloads) {
      expect(built(payload)).toBe(reference(payload))
      expect(built.errors ?? null).toEqual(reference.errors ?? null)
    }
  })

  it('finds a validator by the schema as served, and none for another schema', () => {
    expect(JSON.stringify(schemas.lead)).toBe(JSON.stringify(JSON.parse(documentText(Lead))))
    expect(precompiledValidator(JSON.parse(documentText(Lead)) as object)).toBeDefined()
    expect(precompiled.size).toBe(3)
    expect(precompiledValidator({ type: 'string', minLength: 3 })).toBeUndefined()
  })

  it('is plain code: nothing evaluated, nothing required at run time', () => {
    const source = formValidatorsSource()
    expect(source).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/)
  })
})
