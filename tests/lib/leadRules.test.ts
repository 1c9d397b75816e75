import { describe, expect, it } from 'vitest'
import {
  cityProblem,
  codeProblem,
  emailProblem,
  isEmail,
  leadProblems,
  listingLeadPrice,
  maskPhone,
  messageProblem,
  nameProblem,
  phoneDigits,
  phoneProblem,
  priceFromInput,
  priceInput,
  priceProblem,
  problemsFromSchemaErrors,
  trimName,
} from '../../src/lib/leadRules'

describe("isEmail ('text, at sign, domain with a dot, 2 to 4 letter ending')", () => {
  it.each([
    ['amelie@example.ca', true],
    ['first.last@sub.example.com', true],
    ['  padded@example.info  ', true],
    ['a@b.co', true],
    ['no-at-sign.example.com', false],
    ['amelie@example', false],
    ['amelie@example.c', false],
    ['amelie@example.museum', false],
    ['amelie@example.c0m', false],
    ['two@@example.com', false],
    ['spaced name@example.com', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected)
  })
})

describe('limits: names 35, city 100, message 500, code 35, an optional price', () => {
  const at = (length: number) => 'a'.repeat(length)
  it.each([
    ['first/last name', nameProblem, at(35), null],
    ['first/last name', nameProblem, at(36), { kind: 'tooLong', max: 35 }],
    ['first/last name, blanks around do not count', nameProblem, `  ${at(35)}  `, null],
    ['first/last name', nameProblem, '   ', { kind: 'required' }],
    ['city', cityProblem, at(100), null],
    ['city', cityProblem, at(101), { kind: 'tooLong', max: 100 }],
    ['city', cityProblem, '', { kind: 'required' }],
    ['message (optional)', messageProblem, '', null],
    ['message', messageProblem, at(500), null],
    ['message', messageProblem, at(501), { kind: 'tooLong', max: 500 }],
    ['code (optional)', codeProblem, '', null],
    ['code', codeProblem, at(35), null],
    ['code', codeProblem, at(36), { kind: 'tooLong', max: 35 }],
    ['code pattern', codeProblem, 'FRIEND-2026', null],
    ['code pattern', codeProblem, 'friend 2026', { kind: 'codeFormat' }],
    ['code pattern', codeProblem, '-FRIEND', { kind: 'codeFormat' }],
    ['price (optional)', priceProblem, '', null],
    ['price without an intent', priceProblem, '49999', { kind: 'priceMin', min: 50_000 }],
    ['price', priceProblem, '50000', null],
    ['price', priceProblem, '10000000', null],
    ['price', priceProblem, '10000001', { kind: 'priceMax', max: 10_000_000 }],
    ['price', priceProblem, '$750,000', null],
    ['email', emailProblem, '', { kind: 'required' }],
    ['email', emailProblem, 'x@y', { kind: 'emailFormat' }],
    ['phone', phoneProblem, '', { kind: 'required' }],
    ['phone', phoneProblem, '(416) 555-0134', null],
    ['phone', phoneProblem, '416555013', { kind: 'phoneFormat' }],
    [
      'phone: area code cannot start with 1',
      phoneProblem,
      '(116) 555-0134',
      { kind: 'phoneFormat' },
    ],
  ])('%s: %j', (_name, rule, value, expected) => {
    expect(rule(value)).toEqual(expected)
  })
})

describe('the price for what the visitor chose: buy or sell $50,000 to $10,000,000, rent $100 to $50,000 a month', () => {
  it.each([
    ['buy', '', null],
    ['buy', '49999', { kind: 'priceMin', min: 50_000 }],
    ['buy', '50000', null],
    ['buy', '10000000', null],
    ['buy', '10000001', { kind: 'priceMax', max: 10_000_000 }],
    ['sell', '', null],
    ['sell', '2500', { kind: 'priceMin', min: 50_000 }],
    ['sell', '900000', null],
    ['rent', '', null],
    ['rent', '99', { kind: 'priceMin', min: 100 }],
    ['rent', '100', null],
    ['rent', '$2,450', null],
    ['rent', '50000', null],
    ['rent', '50001', { kind: 'priceMax', max: 50_000 }],
    ['rent', '750000', { kind: 'priceMax', max: 50_000 }],
  ] as const)('%s %j → %j', (intent, value, expected) => {
    expect(priceProblem(value, intent)).toEqual(expected)
  })

  it.each([
    // A lease listing's price is its monthly rent, and goes with the lead.
    [2_450, 'rent', 2_450],
    [100, 'rent', 100],
    [50_000, 'rent', 50_000],
    // Outside the bounds the lead goes without it: the visitor cannot change a listing's price.
    [60_000, 'rent', undefined],
    [50, 'rent', undefined],
    [899_900, 'buy', 899_900],
    [12_500_000, 'buy', undefined],
    [25_000, 'buy', undefined],
    [2_450.5, 'rent', undefined],
  ] as const)('a listing priced %j (%s) carries %j', (listPrice, intent, expected) => {
    expect(listingLeadPrice(listPrice, intent)).toBe(expected)
  })
})

describe("the general form's phone mask (###) ###-####", () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['416', '(416'],
    ['4165', '(416) 5'],
    ['416555', '(416) 555'],
    ['4165550', '(416) 555-0'],
    ['4165550134', '(416) 555-0134'],
    ['41655501349999', '(416) 555-0134'],
    ['416-555-0134', '(416) 555-0134'],
    ['+1 416 555 0134', '(416) 555-0134'],
    ['abc', ''],
  ])('%j → %j', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked)
  })

  it.each([
    ['(416) 555-0134', '4165550134'],
    ['1 416 555 0134', '4165550134'],
    ['416', '416'],
  ])('national digits of %j are %j', (value, digits) => {
    expect(phoneDigits(value)).toBe(digits)
  })
})

describe('price input: numeric, max length 9, sent as a number', () => {
  it.each([
    ['', '', null],
    ['750000', '750000', 750_000],
    ['$750,000', '750000', 750_000],
    ['1234567890', '123456789', 123_456_789],
    ['abc', '', null],
  ])('%j is kept as %j and sent as %j', (typed, kept, sent) => {
    expect(priceInput(typed)).toBe(kept)
    expect(priceFromInput(typed)).toBe(sent)
  })
})

describe('trimName (names are trimmed before sending)', () => {
  it.each([
    ['  Amélie ', 'Amélie'],
    ['Jean Paul', 'Jean Paul'],
    ['\tLee\n', 'Lee'],
  ])('%j → %j', (value, trimmed) => {
    expect(trimName(value)).toBe(trimmed)
  })
})

describe('leadProblems: every field at once, so an empty form shows all its messages', () => {
  const general = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'city',
    'price',
    'message',
    'code',
  ] as const
  it('takes a rent for a renter, and holds the price of a buyer to the price bounds', () => {
    const renter = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      phone: '(647) 555-0199',
      city: 'Toronto',
      price: '2400',
      message: 'A two-bedroom near the subway',
    }
    expect(leadProblems({ ...renter, intent: 'rent' }, general)).toEqual({})
    expect(leadProblems({ ...renter, intent: 'buy' }, general)).toEqual({
      price: { kind: 'priceMin', min: 50_000 },
    })
    expect(leadProblems({ ...renter, intent: 'rent', message: 'x'.repeat(501) }, general)).toEqual({
      message: { kind: 'tooLong', max: 500 },
    })
  })
  it('reports a wrong email with the other fields, not alone', () => {
    expect(leadProblems({ email: 'nope', code: 'ok', price: '1' }, general)).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      email: { kind: 'emailFormat' },
      phone: { kind: 'required' },
      city: { kind: 'required' },
      price: { kind: 'priceMin', min: 50_000 },
    })
  })
  it('reports every other field when the email is right', () => {
    expect(leadProblems({ email: 'a@b.ca', code: 'ok', price: '1' }, general)).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      phone: { kind: 'required' },
      city: { kind: 'required' },
      price: { kind: 'priceMin', min: 50_000 },
    })
  })
  it('is empty for a complete general lead', () => {
    expect(
      leadProblems(
        {
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@example.com',
          phone: '(647) 555-0199',
          city: 'Toronto',
          price: '800000',
          code: '',
        },
        general,
      ),
    ).toEqual({})
  })
})

describe('problemsFromSchemaErrors (per-field messages under fields)', () => {
  it.each([
    [
      { instancePath: '/user/name/first', keyword: 'maxLength', params: { limit: 35 } },
      'firstName',
      { kind: 'tooLong', max: 35 },
    ],
    [
      { instancePath: '/user/email', keyword: 'pattern', params: {} },
      'email',
      { kind: 'emailFormat' },
    ],
    [
      { instancePath: '/user/phone', keyword: 'pattern', params: {} },
      'phone',
      { kind: 'phoneFormat' },
    ],
    [
      { instancePath: '/property/price', keyword: 'minimum', params: { limit: 50_000 } },
      'price',
      { kind: 'priceMin', min: 50_000 },
    ],
    [
      { instancePath: '/property/price', keyword: 'maximum', params: { limit: 10_000_000 } },
      'price',
      { kind: 'priceMax', max: 10_000_000 },
    ],
    [
      { instancePath: '/property/city', keyword: 'pattern', params: {} },
      'city',
      { kind: 'required' },
    ],
    [{ instancePath: '/code', keyword: 'pattern', params: {} }, 'code', { kind: 'codeFormat' }],
    [
      { instancePath: '/message', keyword: 'maxLength', params: { limit: 500 } },
      'message',
      { kind: 'tooLong', max: 500 },
    ],
  ] as const)('%j lands on %s', (error, field, problem) => {
    expect(problemsFromSchemaErrors([error])).toEqual({
      problems: { [field]: problem },
      unplaced: 0,
    })
  })

  it('keeps the first error of a field, skips if-wrappers and counts what has no field', () => {
    expect(
      problemsFromSchemaErrors([
        { instancePath: '/user/email', keyword: 'pattern', params: {} },
        { instancePath: '/user/email', keyword: 'maxLength', params: { limit: 254 } },
        { instancePath: '', keyword: 'if', params: {} },
        { instancePath: '/boardId', keyword: 'type', params: {} },
      ]),
    ).toEqual({ problems: { email: { kind: 'emailFormat' } }, unplaced: 1 })
  })
})
