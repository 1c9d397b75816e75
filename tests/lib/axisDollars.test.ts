import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAxisDollars } from '../../src/lib/axisDollars'

/** A no-break space, as fr-CA writes between digit groups and before the dollar sign. */
const _ = '\u00a0'

describe('formatAxisDollars: a chart axis’s dollar tick, exactly', () => {
  it.each([
    [0, 'en', '$0'],
    [950, 'en', '$950'],
    [87_500, 'en', '$87.5K'],
    [500_000, 'en', '$500K'],
    [999_900, 'en', '$999.9K'],
    [999_960, 'en', '$1M'],
    [1_000_000, 'en', '$1M'],
    [1_050_000, 'en', '$1.05M'],
    [1_125_000, 'en', '$1.125M'],
    [1_400_000, 'en', '$1.4M'],
    [-350_000, 'en', '-$350K'],
    [0, 'fr', `0${_}$`],
    [950, 'fr', `950${_}$`],
    [87_500, 'fr', `87,5${_}k$`],
    [500_000, 'fr', `500${_}k$`],
    [1_000_000, 'fr', `1${_}M$`],
    [1_050_000, 'fr', `1,05${_}M$`],
    [12_500_000, 'fr-CA', `12,5${_}M$`],
  ])('%d in %s → %s', (amount, language, expected) => {
    expect(formatAxisDollars(amount, language)).toBe(expected)
  })

  /** The amount an English tick names: $87.5K is 87,500. */
  function amountNamed(text: string): number {
    const [, digits = '', unit = ''] = /^\$([\d.,]+)([KM]?)$/.exec(text) ?? []
    const scale = unit === 'M' ? 1_000_000 : unit === 'K' ? 1000 : 1
    return Math.round(Number(digits.replaceAll(',', '')) * scale)
  }

  it('reads as exactly its amount: whole thousands, and hundreds below a million', () => {
    const ticks = fc.oneof(
      fc.integer({ min: 0, max: 100_000 }).map((thousands) => thousands * 1000),
      fc.integer({ min: 10, max: 9_999 }).map((hundreds) => hundreds * 100),
    )
    fc.assert(
      fc.property(ticks, (tick) => {
        expect(amountNamed(formatAxisDollars(tick, 'en'))).toBe(tick)
      }),
    )
  })
})
