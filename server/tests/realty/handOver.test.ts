import { describe, expect, it } from 'vitest'
import { handOver } from '../../src/realty/handOver'

describe('a value handed over from a SQL aggregate', () => {
  it('is taken once by its number', () => {
    const handed = handOver<string>()
    const token = handed.give('sums')
    expect(handed.take(token)).toBe('sums')
    expect(handed.take(token)).toBeUndefined()
  })

  it.each([
    ['another number', 99],
    ['no number (a statement that returned no row)', undefined],
    ['text', '1'],
  ])('is not given for %s, and is dropped', (_name, wrong) => {
    const handed = handOver<string>()
    const token = handed.give('sums')
    expect(handed.take(wrong)).toBeUndefined()
    expect(handed.take(token)).toBeUndefined()
  })

  it('keeps only the last value given', () => {
    const handed = handOver<string>()
    const first = handed.give('first')
    const second = handed.give('second')
    expect(handed.take(first)).toBeUndefined()
    expect(handed.take(second)).toBeUndefined()
    const third = handed.give('third')
    expect(handed.take(third)).toBe('third')
  })
})
