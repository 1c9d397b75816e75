import { describe, expect, it } from 'vitest'
import { problemsFromServiceReason } from '../../src/lib/leadRules'

describe("problemsFromServiceReason (the contact service's 400, shown on the field)", () => {
  it.each([
    ['body/property/price must be >= 50000', { price: { kind: 'priceMin', min: 50_000 } }],
    ['body/property/price must be <= 50000', { price: { kind: 'priceMax', max: 50_000 } }],
    ['body/user/email must match pattern "^[^\\s@]+@"', { email: { kind: 'emailFormat' } }],
    ['body/user/phone is required', { phone: { kind: 'required' } }],
    ['body/user/name/first must hold some text', { firstName: { kind: 'required' } }],
    [
      'body/message must NOT have more than 500 characters',
      { message: { kind: 'tooLong', max: 500 } },
    ],
    ['body/property/city must NOT have fewer than 1 characters', { city: { kind: 'required' } }],
  ] as const)('%j', (reason, problems) => {
    expect(problemsFromServiceReason(reason)).toEqual({ problems, unplaced: 0 })
  })

  it('skips the then/else wrapper, and counts what no field can show', () => {
    expect(
      problemsFromServiceReason(
        'body/property/price must be >= 50000; body must match "else" schema',
      ),
    ).toEqual({ problems: { price: { kind: 'priceMin', min: 50_000 } }, unplaced: 0 })
    expect(
      problemsFromServiceReason('body/intent must be equal to one of the allowed values'),
    ).toEqual({ problems: {}, unplaced: 1 })
    expect(problemsFromServiceReason('Too many leads')).toEqual({ problems: {}, unplaced: 1 })
    expect(problemsFromServiceReason('')).toEqual({ problems: {}, unplaced: 1 })
  })
})
