import { describe, expect, it } from 'vitest'
import {
  medianOf,
  medianOfSorted,
  medianOfUnion,
  selectInPlace,
  medianOffset,
  middleOf,
  sortedNumbers,
  sortedUnion,
} from '../../src/realty/summary/summaryMedians'
import { lastDayOf, shiftMonth, splitWindow } from '../../src/realty/summary/summaryRequest'

describe('splitWindow', () => {
  it.each([
    ['open on both sides', undefined, undefined, { anyWholeMonth: true, edges: [] }],
    [
      'from a first of a month',
      '2026-05-01',
      undefined,
      { firstMonth: '2026-05', anyWholeMonth: true, edges: [] },
    ],
    [
      'from mid-month: that month is an edge',
      '2019-11-15',
      undefined,
      {
        firstMonth: '2019-12',
        anyWholeMonth: true,
        edges: [{ from: '2019-11-15', to: '2019-11-30' }],
      },
    ],
    [
      'the previous window: odd start, whole end',
      '2025-10-30',
      '2026-04-30',
      {
        firstMonth: '2025-11',
        lastMonth: '2026-04',
        anyWholeMonth: true,
        edges: [{ from: '2025-10-30', to: '2025-10-31' }],
      },
    ],
    [
      'days inside one month',
      '2024-03-10',
      '2024-03-20',
      {
        firstMonth: '2024-04',
        lastMonth: '2024-02',
        anyWholeMonth: false,
        edges: [{ from: '2024-03-10', to: '2024-03-20' }],
      },
    ],
    [
      'two partial months side by side',
      '2024-01-20',
      '2024-02-10',
      {
        firstMonth: '2024-02',
        lastMonth: '2024-01',
        anyWholeMonth: false,
        edges: [
          { from: '2024-01-20', to: '2024-01-31' },
          { from: '2024-02-01', to: '2024-02-10' },
        ],
      },
    ],
    [
      'ends before it starts',
      '2025-06-10',
      '2025-06-01',
      { firstMonth: '2025-07', lastMonth: '2025-05', anyWholeMonth: false, edges: [] },
    ],
  ])('%s', (_name, from, to, parts) => {
    expect(splitWindow(from, to)).toEqual(parts)
  })
})

describe('month arithmetic', () => {
  it.each([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2024-02', 12, '2025-02'],
  ])('%s shifted by %i is %s', (month, offset, shifted) => {
    expect(shiftMonth(month, offset)).toBe(shifted)
  })

  it.each([
    ['2024-02', '2024-02-29'],
    ['2025-02', '2025-02-28'],
    ['2025-12', '2025-12-31'],
  ])('the last day of %s is %s', (month, day) => {
    expect(lastDayOf(month)).toBe(day)
  })
})

describe('the median from the values at its position', () => {
  it.each([
    [0, [], null],
    [1, [500], 500],
    [3, [2, 9], 2],
    [4, [3, 4], 4],
    [2, [100, 201], 151],
  ])('%i values, read %j: %s', (count, values, median) => {
    expect(middleOf(count, values)).toBe(median)
  })

  it.each([
    [1, 0],
    [2, 0],
    [5, 2],
    [6, 2],
  ])('of %i values, the first middle one is at %i', (count, offset) => {
    expect(medianOffset(count)).toBe(offset)
  })
})

describe('the median of sorted values', () => {
  const sorted = (...values: number[]) => Float64Array.from(values)
  it.each([
    ['no values', sorted(), null],
    ['one value', sorted(7), 7],
    ['odd count', sorted(1, 5, 5, 5, 9), 5],
    ['even count, equal middle', sorted(2, 2, 2, 2), 2],
    ['even count, rounded mean', sorted(100, 201), 151],
  ])('%s: %s', (_name, values, median) => {
    expect(medianOfSorted(values)).toBe(median)
  })

  it('joins several lists into one sorted list', () => {
    expect([...sortedUnion([sorted(5, 9, 9), sorted(1, 9)])]).toEqual([1, 5, 9, 9, 9])
  })

  it.each([
    ['', []],
    [null, []],
    ['3000,1450,2900', [1450, 2900, 3000]],
    ['12.5,-3,0', [-3, 0, 12.5]],
  ])("reads SQLite's joined values %j as sorted numbers", (joined, values) => {
    expect([...sortedNumbers(joined)]).toEqual(values)
  })
})

/** A small deterministic generator, so a failing list can be made again. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

describe('the median of values in any order', () => {
  const random = randomFrom(11)
  const listOf = (length: number, spread: number) =>
    Float64Array.from({ length }, () => Math.floor(random() * spread) * 50 - spread)
  const shapes: [string, Float64Array][] = [
    ['no values', new Float64Array(0)],
    ['one value', Float64Array.from([7])],
    ['two values', Float64Array.from([201, 100])],
    ['all equal', new Float64Array(1001).fill(3)],
    ['sorted', Float64Array.from({ length: 2000 }, (_, i) => i)],
    ['reversed', Float64Array.from({ length: 2001 }, (_, i) => 5000 - i)],
    ['month by month, each sorted', Float64Array.from({ length: 3000 }, (_, i) => i % 300)],
    ['few distinct values', listOf(5000, 4)],
    ['many distinct values, odd count', listOf(9999, 100_000)],
    ['many distinct values, even count', listOf(10_000, 100_000)],
    ['halves and negatives', Float64Array.from({ length: 500 }, () => random() * 10 - 5)],
  ]

  it.each(shapes)('%s: as the sorted values give it', (_name, values) => {
    const expected = medianOfSorted(Float64Array.from(values).sort())
    expect(medianOf(Float64Array.from(values))).toBe(expected)
  })

  it.each(shapes)('%s: every position selects what sorting puts there', (_name, values) => {
    const sorted = Float64Array.from(values).sort()
    for (const k of [0, 1, Math.floor(values.length / 2), values.length - 2, values.length - 1]) {
      if (k < 0 || k >= values.length) continue
      const selected = Float64Array.from(values)
      selectInPlace(selected, k)
      expect(selected[k]).toBe(sorted[k])
      expect(selected.slice(0, k).every((value) => value <= (sorted[k] ?? 0))).toBe(true)
      expect(selected.slice(k + 1).every((value) => value >= (sorted[k] ?? 0))).toBe(true)
    }
  })

  it.each([
    ['no lists', []],
    ['empty lists', [new Float64Array(0), new Float64Array(0)]],
    ['one list', [listOf(101, 1000)]],
    ['a year of months', Array.from({ length: 12 }, (_, i) => listOf(50 + i * 7, 5000))],
    ['a list and an empty one', [listOf(40, 10), new Float64Array(0)]],
  ])('%s: the union as sorted values give it, the lists left as they were', (_name, lists) => {
    const copies = lists.map((list) => Float64Array.from(list))
    const expected = medianOfSorted(sortedUnion(lists))
    expect(medianOfUnion(lists)).toBe(expected)
    expect(lists).toEqual(copies)
  })
})
