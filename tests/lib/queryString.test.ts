import { describe, expect, it } from 'vitest'
import { toQueryString } from '../../src/lib/queryString'

describe('toQueryString: empty, zero or null parameters are dropped', () => {
  it.each([
    [{ city: 'Toronto', minPrice: 0, maxPrice: 6_000_000 }, 'city=Toronto&maxPrice=6000000'],
    [{ search: '', neighborhood: null, area: undefined }, ''],
    [{ status: ['A', 'U'] }, 'status=A&status=U'],
    [{ class: ['condo', '', 'residential'] }, 'class=condo&class=residential'],
    [{ listings: false, resultsPerPage: 8 }, 'listings=false&resultsPerPage=8'],
    [{ search: 'King & Bay' }, 'search=King+%26+Bay'],
  ])('%j → %s', (params, expected) => {
    expect(toQueryString(params)).toBe(expected)
  })
})
