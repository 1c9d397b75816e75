import { describe, expect, it } from 'vitest'
import { searchWords } from '../../src/realty/listingFilters'

describe('the words of a text search', () => {
  it.each([
    ['King St W', ['king', 'st', 'w']],
    ['e e e e e e e e e e e e', ['e']],
    ['Oak oak OAK park', ['oak', 'park']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    ['  ', []],
  ])('%j → %j', (search, words) => {
    expect(searchWords(search)).toEqual(words)
  })
})
