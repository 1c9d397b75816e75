import { describe, expect, it } from 'vitest'
import {
  fieldForPath,
  isEmail,
  linkUrl,
  listingLeadPayload,
  nationalPhone,
} from '../../../src/lib/lead/listingLead'

const listing = {
  mlsNumber: 'C5001234',
  boardId: 91,
  listPrice: 899_000,
  city: 'Toronto',
  address: '12 Maple Ave',
}

describe('the email pattern (first spec, section 5: text, at sign, domain with a dot, 2 to 4 letters)', () => {
  it.each([
    ['ana@example.ca', true],
    ['  ana@example.info  ', true],
    ['ana@example', false],
    ['ana@example.c', false],
    ['ana@example.museum', false],
    ['ana example@x.ca', false],
    ['', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid)
  })
})

describe('the phone input, Canada by default, sends the national number (section 3)', () => {
  it.each([
    ['(416) 555-1234', '4165551234'],
    ['416 226 1234', '4162261234'],
    ['+1 416 226 1234', '4162261234'],
    ['1-647-226-1234', '6472261234'],
    ['+44 20 7946 0958', undefined],
    ['12345', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(nationalPhone(value)).toBe(expected)
  })
})

describe('the Contact Realtor payload (first spec, section 3, Lead contact payload)', () => {
  it('carries trimmed names, the MLS number as code, the board, city, address and numeric price', () => {
    expect(
      listingLeadPayload(
        {
          first: '  Ana ',
          last: ' Silva',
          email: 'ana@example.ca ',
          phone: '+1 416 226 1234',
          message: '  Is there parking? ',
        },
        listing,
      ),
    ).toEqual({
      user: { name: { first: 'Ana', last: 'Silva' }, email: 'ana@example.ca', phone: '4162261234' },
      property: { city: 'Toronto', address: '12 Maple Ave', price: 899_000 },
      code: 'C5001234',
      boardId: 91,
      message: 'Is there parking?',
    })
  })

  it('leaves the optional message out when none was written', () => {
    const payload = listingLeadPayload(
      { first: 'Ana', last: 'Silva', email: 'ana@example.ca', phone: '4162261234', message: ' ' },
      listing,
    )
    expect(payload).not.toHaveProperty('message')
  })
})

describe('the meta Link header (section 7: the `user` relation is the lead schema)', () => {
  const base = 'http://127.0.0.1:8787/meta?group=real_estate'
  it.each([
    [
      '<http://127.0.0.1:8787/realty/schemas/lead.json>; rel="user", <http://x/a.json>; rel="authLogin"',
      'http://127.0.0.1:8787/realty/schemas/lead.json',
    ],
    ['</realty/schemas/lead.json>; rel=user', 'http://127.0.0.1:8787/realty/schemas/lead.json'],
    ['<http://x/a.json>; rel="authLogin"', undefined],
    ['', undefined],
  ])('%j gives %j', (header, expected) => {
    expect(linkUrl(header, 'user', base)).toBe(expected)
  })

  it('is absent when the header is', () => {
    expect(linkUrl(null, 'user', base)).toBeUndefined()
  })
})

describe('schema errors land under their fields', () => {
  it.each([
    ['/user/name/first', 'first'],
    ['/user/name/last', 'last'],
    ['/user/email', 'email'],
    ['/user/phone', 'phone'],
    ['/message', 'message'],
    ['/property/price', undefined],
  ])('%s is the %s field', (path, field) => {
    expect(fieldForPath(path)).toBe(field)
  })
})
