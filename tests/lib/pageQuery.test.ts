import { describe, expect, it } from 'vitest'
import { pageInQuery, withPage } from '../../src/lib/pageQuery'

describe('the page of results in the address', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=two', 1],
    ['page=', 1],
    ['page=1e3', 1],
    ['page=12345678', 1],
    ['z=14&page=7', 7],
  ])('"%s" asks for page %i', (query, page) => {
    expect(pageInQuery(new URLSearchParams(query))).toBe(page)
  })

  it.each([
    ['z=14', 3, 'z=14&page=3'],
    ['z=14&page=3', 4, 'z=14&page=4'],
    ['z=14&page=3', 1, 'z=14'],
    ['', 1, ''],
    ['panel=0&sortBy=listPriceAsc', 2, 'panel=0&sortBy=listPriceAsc&page=2'],
  ])('"%s" at page %i → "%s"', (query, page, written) => {
    expect(withPage(new URLSearchParams(query), page).toString()).toBe(written)
  })
})
