import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatAverage,
  formatCompactDollars,
  formatListingPrice,
  formatNumber,
  formatPrice,
  formatRate,
  dollarSignAfter,
  groupThousands,
} from '../../src/lib/format'

/** A no-break space, as fr-CA writes between digit groups and before the dollar sign. */
const _ = '\u00a0'

describe('dollarSignAfter: where each language writes the dollar sign', () => {
  it.each([
    ['en', false],
    ['en-CA', false],
    ['fr', true],
    ['fr-CA', true],
  ] as const)('%s → %s, as formatPrice writes it', (language, after) => {
    expect(dollarSignAfter(language)).toBe(after)
    expect(formatPrice(1, language).endsWith('$')).toBe(after)
  })
})

describe('formatPrice: whole dollars with thousand separators, as each language writes them', () => {
  it.each([
    [0, 'en', '$0'],
    [999, 'en', '$999'],
    [1000, 'en', '$1,000'],
    [1_249_000, 'en', '$1,249,000'],
    [6_000_000, 'en', '$6,000,000'],
    [899_900.6, 'en', '$899,901'],
    [-100_000, 'en', '-$100,000'],
    [0, 'fr', `0${_}$`],
    [999, 'fr', `999${_}$`],
    [1000, 'fr', `1${_}000${_}$`],
    [1_869_900, 'fr', `1${_}869${_}900${_}$`],
    [899_900.6, 'fr-CA', `899${_}901${_}$`],
    [-100_000, 'fr', `-100${_}000${_}$`],
  ])('%d in %s → %s', (amount, language, expected) => {
    expect(formatPrice(amount, language)).toBe(expected)
  })

  it.each([
    [2450, 'Lease', 'en', '$2,450/mo'],
    [2450, 'Sale', 'en', '$2,450'],
    [2450, 'Lease', 'fr', `2${_}450${_}$/mois`],
    [1_869_900, 'Sale', 'fr', `1${_}869${_}900${_}$`],
  ] as const)('%d for %s in %s → %s', (amount, type, language, expected) => {
    expect(formatListingPrice(amount, type, language)).toBe(expected)
  })
})

describe('formatRate: lenders quote rates to two decimals', () => {
  it.each([
    [4.1, 'en', '4.10\u00a0%'],
    [4.04, 'en', '4.04\u00a0%'],
    [5.25, 'fr', '5,25\u00a0%'],
    [6, 'fr-CA', '6,00\u00a0%'],
    [3.999, 'en', '4.00\u00a0%'],
  ])('%d in %s → %s', (rate, language, expected) => {
    expect(formatRate(rate, language)).toBe(expected)
  })
})

describe('formatNumber: decimals in the language', () => {
  it.each([
    [5.25, 'en', 2, '5.25'],
    [5.25, 'fr', 2, '5,25'],
    [2.54, 'fr', 1, '2,5'],
    [12_345, 'en', 0, '12,345'],
    [12_345, 'fr', 0, `12${_}345`],
  ])('%d in %s to %d decimals → %s', (value, language, digits, expected) => {
    expect(formatNumber(value, language, digits)).toBe(expected)
  })
})

describe('formatNumber and formatRate match the Intl formats they replace', () => {
  // Intl writes a negative number that rounds to zero as -0; these write 0.
  const noMinusZero = (written: string) => written.replace(/^-(0([.,]0+)?)$/, '$1')

  it.each(['en', 'fr'])('any number to 0, 1 or 2 decimals in %s-CA', (language) => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom(0, 1, 2),
        (value, digits) => {
          const intl = new Intl.NumberFormat(`${language}-CA`, { maximumFractionDigits: digits })
          expect(formatNumber(value, language, digits)).toBe(noMinusZero(intl.format(value)))
        },
      ),
    )
  })

  it.each(['en', 'fr'])('any rate to exactly two decimals in %s-CA', (language) => {
    const intl = new Intl.NumberFormat(`${language}-CA`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    fc.assert(
      fc.property(fc.double({ min: -100, max: 10_000, noNaN: true }), (rate) => {
        expect(formatRate(rate, language)).toBe(`${noMinusZero(intl.format(rate))}${_}%`)
      }),
    )
  })

  it.each([
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [1.005, 2, '1'],
    [-0.001, 2, '0'],
    [1234.5, 1, '1,234.5'],
  ])('%d to %d decimals → %s (half away from zero, on the exact value)', (value, digits, shown) => {
    expect(formatNumber(value, 'en', digits)).toBe(shown)
  })
})

describe('groupThousands: digit grouping without Intl', () => {
  it.each([
    [0, 'en', '0'],
    [7, 'en', '7'],
    [999, 'en', '999'],
    [1000, 'en', '1,000'],
    [12_345, 'en', '12,345'],
    [1_249_000, 'en', '1,249,000'],
    [-1_249_000, 'en', '-1,249,000'],
    [999.5, 'en', '1,000'],
    [-0.4, 'en', '0'],
    [999, 'fr', '999'],
    [10_602, 'fr', `10${_}602`],
    [1_249_000, 'fr-CA', `1${_}249${_}000`],
  ])('%d in %s → %s', (value, language, expected) => {
    expect(groupThousands(value, language)).toBe(expected)
  })

  it.each(['en', 'fr'])('writes every whole number as Intl does in %s-CA', (language) => {
    const intl = new Intl.NumberFormat(`${language}-CA`, { maximumFractionDigits: 0 })
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (value) => {
        expect(groupThousands(value, language)).toBe(intl.format(value))
      }),
    )
  })
})

describe('formatPrice matches the currency format it replaces', () => {
  // Intl writes a rounded minus zero as -$0, which no price should show: + 0 turns it into 0.
  it.each(['en', 'fr'])('for any whole or fractional amount in %s-CA', (language) => {
    const intl = new Intl.NumberFormat(`${language}-CA`, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    })
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatPrice(amount, language)).toBe(intl.format(Math.round(amount) + 0))
      }),
    )
  })
})

describe('formatCompactDollars: dollars in a few characters, rounded (the map pins)', () => {
  it.each([
    [2450, 'en', '$2,450'],
    [849_400, 'en', '$849K'],
    [999_600, 'en', '$1M'],
    [1_250_000, 'en', '$1.25M'],
    [1_254_000, 'en', '$1.25M'],
    [-350_000, 'en', '-$350K'],
    [2450, 'fr', `2${_}450${_}$`],
    [849_000, 'fr', `849${_}k$`],
    [1_250_000, 'fr', `1,25${_}M$`],
  ])(
    'with two decimals on millions and thousands from 10,000: %d in %s → %s',
    (amount, language, expected) => {
      expect(
        formatCompactDollars(amount, language, { millionDigits: 2, thousandsFrom: 10_000 }),
      ).toBe(expected)
    },
  )

  it.each([
    [1_450_000, 'en', '$1.5M'],
    [1_000_000, 'fr', `1${_}M$`],
    [12_500_000, 'fr-CA', `12,5${_}M$`],
  ])('with one decimal on millions: %d in %s → %s', (amount, language, expected) => {
    expect(formatCompactDollars(amount, language, { millionDigits: 1, thousandsFrom: 1000 })).toBe(
      expected,
    )
  })
})

describe('formatAverage: a rating average in the language', () => {
  it.each([
    [4.9, 'en', '4.9'],
    [4.9, 'fr', '4,9'],
    [5, 'fr-CA', '5'],
    [4.86, 'en', '4.9'],
    [4.85, 'en', '4.9'],
  ])('%d in %s → %s', (value, language, expected) => {
    expect(formatAverage(value, language)).toBe(expected)
  })
})
