import { describe, expect, it } from 'vitest'
import { linkRelations } from '../../src/lib/linkHeader'

describe('linkRelations (RFC 8288 Link header, as the meta call sends it)', () => {
  it.each([
    [null, {}],
    ['', {}],
    [
      '<http://h/realty/schemas/lead.json>; rel="user"',
      { user: 'http://h/realty/schemas/lead.json' },
    ],
    [
      '<https://h/a.json>; rel="user", <https://h/b.json>; rel="authLogin"',
      { user: 'https://h/a.json', authLogin: 'https://h/b.json' },
    ],
    [
      '</realty/schemas/lead.json>; type="application/json"; rel=user',
      { user: '/realty/schemas/lead.json' },
    ],
    [
      '<https://h/a.json>; rel="user", <https://h/other.json>; rel="user"',
      { user: 'https://h/a.json' },
    ],
    [
      '<https://h/a.json>; rel="authLogin authRegister"',
      { authLogin: 'https://h/a.json', authRegister: 'https://h/a.json' },
    ],
    ['<https://h/a.json>', {}],
    ['garbage', {}],
  ])('%j', (header, relations) => {
    expect(linkRelations(header)).toEqual(relations)
  })
})
