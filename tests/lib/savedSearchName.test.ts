import { describe, expect, it } from 'vitest'
import { savedOutline, searchNameParts } from '../../src/lib/savedSearchName'

describe('searchNameParts: the suggested name of a saved search', () => {
  it.each([
    ['the default search', '', [{ key: 'sale' }]],
    ['bedrooms', '?beds=2', [{ key: 'sale' }, { key: 'beds', count: 2 }]],
    [
      'a lease with baths and a price range',
      '?type=lease&baths=2&minPrice=1500&maxPrice=3000',
      [
        { key: 'lease' },
        { key: 'baths', count: 2 },
        { key: 'minPrice', price: 1500 },
        { key: 'maxPrice', price: 3000 },
      ],
    ],
    ['sold only', '?active=0&sold=1', [{ key: 'sold' }]],
    ['for sale and sold', '?sold=1', [{ key: 'sale' }, { key: 'sold' }]],
    ['no maximum is no part', '?maxPrice=none', [{ key: 'sale' }]],
    ['keys the search does not own', '?z=14&panel=0&page=2', [{ key: 'sale' }]],
  ])('%s', (_case, search, parts) => {
    expect(searchNameParts(search)).toEqual(parts)
  })
})

describe('savedOutline: an outline within the saved search limit', () => {
  const ring = (n: number) => Array.from({ length: n }, (_, i) => ({ latitude: i, longitude: -i }))
  it.each([
    [4, 200, 4],
    [200, 200, 200],
    [201, 200, 101],
    [1000, 200, 200],
  ])('%s points, at most %s → %s', (points, max, kept) => {
    const outline = savedOutline(ring(points), max)
    expect(outline).toHaveLength(kept)
    expect(outline[0]).toEqual([-0, 0])
  })
})
