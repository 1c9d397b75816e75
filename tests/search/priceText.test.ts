import { describe, expect, it } from 'vitest'
import { priceIsUnchosen, priceRangeText } from '../../src/features/search/priceText'

describe('priceRangeText: one reading of the price range for the pill, panel and drawer', () => {
  it.each([
    ['sale', 0, 6_000_000, { kind: 'range', min: 0, max: 6_000_000 }],
    ['sale', 0, 7_000_000, { kind: 'any' }],
    ['sale', 0, undefined, { kind: 'any' }],
    ['sale', 500_000, undefined, { kind: 'from', min: 500_000 }],
    ['sale', 500_000, 9_000_000, { kind: 'from', min: 500_000 }],
    ['lease', 1000, 5000, { kind: 'range', min: 1000, max: 5000 }],
    ['lease', 0, 10_000, { kind: 'any' }],
  ] as const)('%s %d to %s', (type, min, max, expected) => {
    expect(priceRangeText(type, min, max)).toEqual(expected)
  })
})

describe('priceIsUnchosen: the Price pill says only "Price" when no bound was chosen', () => {
  it.each([
    ['sale', 0, 6_000_000, true],
    ['sale', 0, undefined, true],
    ['sale', 0, 7_000_000, true],
    ['sale', 0, 5_000_000, false],
    ['sale', 100_000, 6_000_000, false],
    ['lease', 1000, 5000, false],
    ['lease', 0, 10_000, true],
  ] as const)('%s %d to %s', (type, min, max, expected) => {
    expect(priceIsUnchosen(type, min, max)).toBe(expected)
  })
})
