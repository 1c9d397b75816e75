import { describe, expect, it } from 'vitest'
import { compareText } from '../../src/lib/compareText'

describe('compareText: a fixed order for keys and tie-breaks, without a collator', () => {
  it.each([
    ['2026-01', '2026-02', -1],
    ['2026-10', '2026-09', 1],
    ['u0x', 'u0x', 0],
    ['agincourt', 'agincourt-north', -1],
    ['', 'a', -1],
  ])('%j against %j → %d', (a, b, sign) => {
    expect(Math.sign(compareText(a, b))).toBe(sign)
    expect(Math.sign(compareText(b, a))).toBe(-sign || 0)
  })

  it('sorts months in calendar order', () => {
    expect(['2026-03', '2025-12', '2026-01'].sort(compareText)).toEqual([
      '2025-12',
      '2026-01',
      '2026-03',
    ])
  })
})
