import { describe, expect, it } from 'vitest'
import { parseFields, project } from '../../src/realty/presentListing'

// `fields=` names paths of the record; an object's inherited members are not fields of it.
describe('project: only the record’s own fields', () => {
  const record = { mlsNumber: 'C1', address: { city: 'Toronto' } }

  it.each([
    ['valueOf', {}],
    ['constructor.name', {}],
    ['toString,mlsNumber', { mlsNumber: 'C1' }],
    ['address.hasOwnProperty,address.city', { address: { city: 'Toronto' } }],
    ['address.city', { address: { city: 'Toronto' } }],
  ])('fields=%s → %j', (fields, expected) => {
    expect(project(record, parseFields(fields))).toEqual(expected)
  })

  it('writes nothing onto a prototype', () => {
    project({ constructor: { name: 'x' } }, parseFields('constructor.name'))
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'name')).toBe(false)
    expect(Object.name).toBe('Object')
  })
})
