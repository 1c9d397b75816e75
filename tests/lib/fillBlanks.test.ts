import { describe, expect, it } from 'vitest'
import { fillBlanks } from '../../src/lib/preApproval/fillBlanks'

describe('fillBlanks', () => {
  it.each([
    [
      'typed wins',
      { first: 'Ann', email: 'a@x.ca' },
      { first: 'Bo', email: 'b@x.ca' },
      { first: 'Ann', email: 'a@x.ca' },
    ],
    [
      'blanks take the fallback',
      { first: '', email: 'a@x.ca' },
      { first: 'Bo', email: 'b@x.ca' },
      { first: 'Bo', email: 'a@x.ca' },
    ],
    [
      'spaces count as blank',
      { first: '  ', email: '' },
      { first: 'Bo', email: 'b@x.ca' },
      { first: 'Bo', email: 'b@x.ca' },
    ],
    [
      'an empty fallback keeps the blank',
      { first: '', email: 'a@x.ca' },
      { first: '', email: '' },
      { first: '', email: 'a@x.ca' },
    ],
  ])('%s', (_case, typed, fallback, expected) => {
    expect(fillBlanks(typed, fallback)).toEqual(expected)
  })
})
