import { describe, expect, it } from 'vitest'
import { starsFromRating } from '../../src/lib/rating'

describe('starsFromRating (a rating string ending in _N)', () => {
  it.each([
    ['google_rating_5', 5],
    ['stars_4', 4],
    ['facebook_rating_3', 3],
    ['rating_1', 1],
    ['rating_0', 0],
    ['  google_rating_2  ', 2],
    ['rating_05', 5],
    ['rating_9', 5],
    ['rating_12', 5],
    ['rating_-3', 0],
    ['rating_4.5', 0],
    ['rating_', 0],
    ['rating_five', 0],
    ['5', 0],
    ['google_rating_5_stars', 0],
    ['', 0],
  ])('%j gives %i stars', (rating, stars) => {
    expect(starsFromRating(rating)).toBe(stars)
  })
})
