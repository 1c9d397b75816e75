import { describe, expect, it } from 'vitest'
import { DEFAULT_PHONE_COUNTRY, displayPhone, nationalNumber } from '../../src/lib/phone'

describe("the listing form's phone input (defaulting to Canada; the payload carries the national number)", () => {
  it('defaults to Canada', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('CA')
  })

  it.each([
    ['4165550134', 'CA', '4165550134'],
    ['(416) 555-0134', 'CA', '4165550134'],
    ['+1 416 555 0134', 'CA', '4165550134'],
    ['1-647-555-0199', 'CA', '6475550199'],
    ['212 555 0188', 'US', '2125550188'],
    ['+44 20 7946 0958', 'CA', null],
    ['555 0134', 'CA', null],
    ['', 'CA', null],
    ['not a phone', 'CA', null],
  ] as const)('%j in %s → %j', (value, country, national) => {
    expect(nationalNumber(value, country)).toBe(national)
  })

  it.each([
    ['4165550134', '(416) 555-0134'],
    ['+1 416 555 0134', '(416) 555-0134'],
    ['12', '12'],
  ])('shows %j as %j', (value, shown) => {
    expect(displayPhone(value, 'CA')).toBe(shown)
  })
})
