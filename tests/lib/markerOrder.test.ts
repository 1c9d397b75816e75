import { describe, expect, it } from 'vitest'
import { readingOrder } from '../../src/lib/markerOrder'

describe('readingOrder', () => {
  it.each([
    ['nothing', [], []],
    [
      'one row, left to right',
      [
        { top: 10, left: 300 },
        { top: 12, left: 20 },
      ],
      [1, 0],
    ],
    [
      'rows top to bottom before left to right',
      [
        { top: 200, left: 10 },
        { top: 10, left: 500 },
        { top: 100, left: 50 },
      ],
      [1, 2, 0],
    ],
    [
      'tops a few pixels apart in one band are one row',
      [
        { top: 70, left: 400 },
        { top: 66, left: 100 },
      ],
      [1, 0],
    ],
    [
      'a big cluster does not come first: only its place counts',
      [
        { top: 300, left: 10 },
        { top: 40, left: 40 },
      ],
      [1, 0],
    ],
  ])('%s', (_name, places, order) => {
    expect(readingOrder(places)).toEqual(order)
  })
})
