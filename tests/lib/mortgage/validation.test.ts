import { describe, expect, it } from 'vitest'
import {
  checkAmount,
  checkDownPayment,
  INPUT_RULES,
  amountText,
  parseAmount,
  regroupedAmount,
  retypedAmount,
  retypedForm,
} from '../../../contract/mortgage/validation'

describe('parseAmount', () => {
  it.each([
    ['500000', 500_000],
    ['$500,000', 500_000],
    ['500 000', 500_000],
    ['500\u202f000', 500_000],
    ['4.5%', 4.5],
    ['', undefined],
    ['  ', undefined],
    ['12abc', Number.NaN],
    ['-', Number.NaN],
    ['-3', -3],
  ])('%j reads as %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected)
  })

  it.each([
    ['500 000', 500_000],
    ['500\u00a0000 $', 500_000],
    ['5,25', 5.25],
    ['5.25', 5.25],
    ['7,5 %', 7.5],
    ['1 000,50', 1000.5],
    ['1,000,5', Number.NaN],
    ['', undefined],
  ])('in French, %j reads as %s', (text, expected) => {
    expect(parseAmount(text, 'fr')).toBe(expected)
    expect(parseAmount(text, 'fr-CA')).toBe(expected)
  })
})

describe('amountText', () => {
  it.each([
    [800_000, 'en', '800,000'],
    [1_249_000.5, 'en', '1,249,000.5'],
    [999, 'en', '999'],
    [7.5, 'en', '7.5'],
    [0, 'en', '0'],
    [800_000, 'fr', '800\u00a0000'],
    [1_249_000.5, 'fr-CA', '1\u00a0249\u00a0000,5'],
    [7.5, 'fr', '7,5'],
    [-48_750, 'en', '-48,750'],
  ])('%d in %s is written %j, which reads back as the same number', (value, language, text) => {
    expect(amountText(value, language)).toBe(text)
    expect(parseAmount(text, language)).toBe(value)
  })

  it('writes a number too long to group as JavaScript does', () => {
    expect(amountText(1e21, 'en')).toBe('1e+21')
  })
})

describe('regroupedAmount', () => {
  it.each([
    ['800000', 'en', '800,000'],
    ['$800000', 'en', '800,000'],
    ['8000,00', 'en', '800,000'],
    ['800000.50', 'en', '800,000.5'],
    ['800000', 'fr', '800\u00a0000'],
    ['800 000 $', 'fr', '800\u00a0000'],
    ['4,5', 'fr', '4,5'],
    ['', 'en', ''],
    ['  ', 'en', '  '],
    ['12abc', 'en', '12abc'],
    ['-300', 'en', '-300'],
  ])('%j left in %s is written %j', (text, language, expected) => {
    expect(regroupedAmount(text, language)).toBe(expected)
  })
})

describe('retypedAmount', () => {
  it.each([
    ['600,000', 'en', 'fr', '600\u00a0000'],
    ['$600,000', 'en', 'fr-CA', '600\u00a0000'],
    ['5.25', 'en', 'fr', '5,25'],
    ['600 000 $', 'fr', 'en', '600,000'],
    ['7,5', 'fr', 'en', '7.5'],
    ['600,000', 'en', 'en', '600,000'],
    ['7,5', 'fr', 'fr-CA', '7,5'],
    ['', 'en', 'fr', ''],
    ['12abc', 'en', 'fr', '12abc'],
  ])('%j typed in %s reads the same in %s as %j', (text, typedIn, language, expected) => {
    expect(retypedAmount(text, typedIn, language)).toBe(expected)
    expect(parseAmount(expected, language)).toEqual(parseAmount(text, typedIn))
  })
})

describe('retypedForm', () => {
  interface Price {
    readonly total: string
    readonly downPaymentCash: string
    readonly downPaymentPercent: string
  }
  const PRICE_AMOUNTS = ['total', 'downPaymentCash', 'downPaymentPercent'] as const

  it.each<[Price, string, string, Price]>([
    [
      { total: '650,000', downPaymentCash: '48,750', downPaymentPercent: '7.5' },
      'en',
      'fr',
      { total: '650\u00a0000', downPaymentCash: '48\u00a0750', downPaymentPercent: '7,5' },
    ],
    [
      { total: '650 000 $', downPaymentCash: '', downPaymentPercent: '7,5' },
      'fr',
      'en',
      { total: '650,000', downPaymentCash: '', downPaymentPercent: '7.5' },
    ],
    [
      { total: '650,000', downPaymentCash: 'abc', downPaymentPercent: '7.5' },
      'en',
      'en',
      { total: '650,000', downPaymentCash: 'abc', downPaymentPercent: '7.5' },
    ],
  ])('a form typed as %j in %s is written for %s as %j', (values, typedIn, language, retyped) => {
    expect(retypedForm(values, PRICE_AMOUNTS, typedIn, language)).toEqual(retyped)
  })

  it('leaves the fields that are not amounts as typed', () => {
    const values = { postalCode: 'M5V 2T6', monthlyPayment: '2,100.50' }
    expect(retypedForm(values, ['monthlyPayment'], 'en', 'fr')).toEqual({
      postalCode: 'M5V 2T6',
      monthlyPayment: '2\u00a0100,5',
    })
  })
})

describe('checkAmount', () => {
  it.each([
    ['', INPUT_RULES.price, { problem: { kind: 'required' } }],
    ['', INPUT_RULES.monthlyAmount, { value: 0 }],
    ['abc', INPUT_RULES.price, { problem: { kind: 'notANumber' } }],
    ['-1', INPUT_RULES.ratePercent, { problem: { kind: 'negative' } }],
    ['0', INPUT_RULES.amortizationYears, { problem: { kind: 'tooSmall', min: 1 } }],
    ['41', INPUT_RULES.amortizationYears, { problem: { kind: 'tooLarge', max: 40 } }],
    ['26', INPUT_RULES.ratePercent, { problem: { kind: 'tooLarge', max: 25 } }],
    ['60,000,000', INPUT_RULES.price, { problem: { kind: 'tooLarge', max: 50_000_000 } }],
    ['750,000', INPUT_RULES.price, { value: 750_000 }],
    ['0', INPUT_RULES.ratePercent, { value: 0 }],
  ])('%j -> %j', (text, rule, expected) => {
    expect(checkAmount(text, rule)).toEqual(expected)
  })
})

describe('checkDownPayment (at least 5 %, tiered above $500,000)', () => {
  it.each([
    [500_000, 25_000, undefined],
    [500_000, 24_999, { kind: 'belowMinimumDown', minimum: 25_000, minimumPercent: 5 }],
    [1_000_000, 60_000, { kind: 'belowMinimumDown', minimum: 75_000, minimumPercent: 7.5 }],
    [1_500_000, 200_000, { kind: 'belowMinimumDown', minimum: 300_000, minimumPercent: 20 }],
    [1_500_000, 300_000, undefined],
  ])('$%s with $%s down -> %j', (price, down, expected) => {
    expect(checkDownPayment(price, down)).toEqual(expected)
  })
})
