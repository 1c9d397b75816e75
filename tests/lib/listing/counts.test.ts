import { describe, expect, it } from 'vitest'
import { listingCounts } from '../../../src/lib/listing/counts'

const none = { numBedrooms: 0, numBedroomsPlus: 0, numBathrooms: 0, numGarageSpaces: 0, sqft: null }

describe('listingCounts', () => {
  it.each([
    ['no counts at all', none, []],
    ['bedrooms', { ...none, numBedrooms: 3 }, [['beds', { count: 3 }]]],
    [
      'bedrooms plus',
      { ...none, numBedrooms: 3, numBedroomsPlus: 1 },
      [['bedsPlus', { count: 3, plus: 1 }]],
    ],
    ['extra rooms alone', { ...none, numBedroomsPlus: 1 }, []],
    ['bathrooms', { ...none, numBathrooms: 2 }, [['baths', { count: 2 }]]],
    ['garage', { ...none, numGarageSpaces: 1 }, [['garage', { count: 1 }]]],
    ['area', { ...none, sqft: '700-1100' }, [['sqft', { range: '700-1100' }]]],
  ] as const)('%s', (_, details, expected) => {
    const counts = listingCounts(details, ['beds', 'baths', 'garage', 'sqft'])
    expect(counts.map((count) => [count.key, count.values])).toEqual(expected)
  })

  it('keeps the order and only the kinds asked for', () => {
    const details = {
      numBedrooms: 2,
      numBedroomsPlus: 0,
      numBathrooms: 1,
      numGarageSpaces: 1,
      sqft: '500-699',
    }
    expect(listingCounts(details, ['sqft', 'beds']).map((count) => count.kind)).toEqual([
      'sqft',
      'beds',
    ])
  })
})
